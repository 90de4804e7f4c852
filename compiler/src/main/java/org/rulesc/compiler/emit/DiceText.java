package org.rulesc.compiler.emit;

import org.rulesc.compiler.ast.Decl;

/** How dice read in generated Javadoc. */
final class DiceText {
    private DiceText() {}

    static String of(Decl.DiceSpec dice) {
        if (dice.count() != null) {
            return "a pool of d" + dice.sides();
        }
        return (dice.fixedCount() == 1 ? "" : String.valueOf(dice.fixedCount())) + "d" + dice.sides();
    }
}
