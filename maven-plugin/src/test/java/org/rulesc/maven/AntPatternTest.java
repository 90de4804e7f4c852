package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class AntPatternTest {
    private static boolean m(String pattern, String path) {
        return AntPattern.of(pattern).matches(path);
    }

    @Test
    void doubleStarMatchesAnyDepthIncludingNone() {
        assertThat(m("**/*.rules", "a.rules")).isTrue();
        assertThat(m("**/*.rules", "x/y/a.rules")).isTrue();
        assertThat(m("**/*.rules", "a.rule")).isFalse();
        assertThat(m("x/**/a.rules", "x/a.rules")).isTrue();
        assertThat(m("x/**/a.rules", "x/y/z/a.rules")).isTrue();
        assertThat(m("x/**", "x/y/z/a.rules")).isTrue();
    }

    @Test
    void singleStarAndQuestionMarkStayInOneSegment() {
        assertThat(m("*.rules", "a.rules")).isTrue();
        assertThat(m("*.rules", "x/a.rules")).isFalse();
        assertThat(m("draft-?.rules", "draft-1.rules")).isTrue();
        assertThat(m("draft-?.rules", "draft-12.rules")).isFalse();
    }

    @Test
    void trailingSlashMeansEverythingBelowAndRegexCharactersAreLiteral() {
        assertThat(m("drafts/", "drafts/x/a.rules")).isTrue();
        assertThat(m("drafts\\", "drafts/a.rules")).isTrue();
        assertThat(m("a+b(1).rules", "a+b(1).rules")).isTrue();
        assertThat(m("a.rules", "abrules")).isFalse();
    }
}
