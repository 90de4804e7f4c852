package org.rulesc.compiler.emit;

import org.rulesc.compiler.ast.Decl;

/** How dice read in generated Javadoc. */
final class DiceText {
    private DiceText() {}

    /** A check's dice: {@code 2d6}, or its pools {@code atk: a pool of d6, tgt: d6}. */
    static String of(Decl.Check check) {
        String then = String.join("", check.followUps().stream()
                .map(f -> ", then " + f.name().text() + ": " + of(f.dice()) + (f.condition() == null ? "" : " when it applies"))
                .toList());
        if (!check.pooled()) {
            return of(check.dice()) + then;
        }
        return String.join(", ", check.pools().stream().map(p -> p.variable() + ": " + of(p.dice())).toList()) + then;
    }

    static String of(Decl.DiceSpec dice) {
        if (dice.mechanics() != null) {
            return (dice.count() != null ? "a pool of " : "") + "{@code " + dice.mechanics() + "}";
        }
        if (dice.count() != null) {
            return "a pool of d" + dice.sides();
        }
        return (dice.fixedCount() == 1 ? "" : String.valueOf(dice.fixedCount())) + "d" + dice.sides();
    }
}
