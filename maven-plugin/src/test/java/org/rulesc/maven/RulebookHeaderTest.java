package org.rulesc.maven;

import org.rulesc.compiler.RulebookHeader;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class RulebookHeaderTest {
    @Test
    void readsTheIdAfterCommentsAndSpace() {
        assertThat(RulebookHeader.id("rulebook skirmish \"S\" version \"1\" {}")).hasValue("skirmish");
        assertThat(RulebookHeader.id("\uFEFF// a comment\n/* block\n */\n  rulebook\n\tbase_1 \"B\"")).hasValue("base_1");
        assertThat(RulebookHeader.id("\u3000rulebook 攻撃 \"x\"")).hasValue("攻撃");
        assertThat(RulebookHeader.id("rulebook /* odd */ x \"x\"")).hasValue("x");
    }

    @Test
    void noHeaderNoId() {
        assertThat(RulebookHeader.id("const x: int = 1")).isEmpty();
        assertThat(RulebookHeader.id("rulebooks x")).isEmpty();
        assertThat(RulebookHeader.id("")).isEmpty();
    }
}
