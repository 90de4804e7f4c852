package org.rulesc.compiler.diff;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;
import org.rulesc.compiler.model.Model;

/**
 * A kind filled by several {@code entries} blocks: each block is its own construct
 * ({@code entries:…}, {@code entries:…/block:2}), so the diff compares each with its counterpart
 * instead of letting the last block stand for all of them.
 */
class EntriesBlocksDiffTest {
    private static final String BASE = """
            rulebook arms "Arms" version "1" {
              die d6
            }
            kind Weapon "武器" { judge: int } cite "【1】"
            entries Weapon {
              pistol "拳銃" { judge: 2 } cite "【1】"
            }
            entries Weapon {
              rifle "小銃" { judge: 4 } cite "【2】"
            }
            formula judge_of "判定値" (w: Weapon) -> int = w.judge cite "【3】"
            """;

    private static DiffReport diff(String changed) {
        Model before = DiffFixtures.model("arms.rules", BASE);
        Model after = DiffFixtures.model("arms.rules", changed);
        return Differ.diff(before, after);
    }

    @Test
    void anEntryChangedInTheFirstBlockIsFoundInThatBlock() {
        DiffReport r = diff(BASE.replace("pistol \"拳銃\" { judge: 2 }", "pistol \"拳銃\" { judge: 3 }"));
        assertThat(r.changes().stream().filter(c -> c.id().equals("entry-changed")).map(Change::key).toList())
                .containsExactly("entries:entries of Weapon/entry:pistol");
    }

    @Test
    void aBlockAddedIsAddedUnderItsOwnKey() {
        DiffReport r = diff(BASE + """
                entries Weapon {
                  bow "弓" { judge: 5 } cite "【4】"
                }
                """);
        assertThat(DiffFixtures.only(r, "entries-added").key()).isEqualTo("entries:entries of Weapon/block:3");
    }
}
