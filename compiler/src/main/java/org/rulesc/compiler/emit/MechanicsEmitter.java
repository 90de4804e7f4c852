package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.DiceMechanics;

/**
 * The dice of a check that keep, reroll, explode, count successes or mix sizes ({@code roll
 * 4d6kh3}, {@code roll (n)d10>=8}, {@code then roll extra: d8 + d6}): one runtime {@code
 * DiceExpression} constant per such roll, thrown with {@code total(dice)} and counted with {@code
 * distribution()} (remembered by the runtime, exact). Plain dice keep the check's own {@code sum}
 * and {@code IntDistribution.diceSum}. The interpreter calls the same runtime methods ({@link
 * DiceMechanics}), so both back ends ask rigged dice for the same faces in the same order.
 */
final class MechanicsEmitter {
    static final ClassName DICE_EXPRESSION = ClassName.get(EmitContext.RUNTIME, "DiceExpression");

    private MechanicsEmitter() {}

    /** The constants of the check's rolls with mechanics, pools then follow-up rolls. */
    static void fields(TypeSpec.Builder type, Decl.Check check) {
        for (Decl.Pool p : check.pools()) {
            field(type, p.variable(), p.dice());
        }
        for (Decl.FollowUp f : check.followUps()) {
            field(type, f.name().text(), f.dice());
        }
    }

    private static void field(TypeSpec.Builder type, String roll, Decl.DiceSpec dice) {
        if (!DiceMechanics.has(dice)) {
            return;
        }
        boolean pool = DiceMechanics.pooled(dice);
        type.addField(FieldSpec.builder(DICE_EXPRESSION, name(roll), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(pool ? "The dice of {@code $L}, {@code ($L)$L}: their count is known when rolled.\n"
                        : "The dice of {@code $L}, {@code $L$L}.\n", roll, pool ? "n" : "", dice.mechanics())
                .initializer("$T.$L($S)", DICE_EXPRESSION, pool ? "pool" : "parse", dice.mechanics())
                .build());
    }

    private static String name(String roll) {
        return JavaNames.constant(roll) + "_DICE_";
    }

    /**
     * The total of one throw of the dice of {@code roll}; {@code count} is the code of their count
     * (a pool's, or for fixed dice their written count, 0 when not rolled). Null for plain dice.
     */
    static CodeBlock roll(String roll, Decl.DiceSpec dice, CodeBlock count) {
        if (!DiceMechanics.has(dice)) {
            return null;
        }
        if (DiceMechanics.pooled(dice)) {
            return CodeBlock.of("$L.times($L).total(dice)", name(roll), count);
        }
        return count.toString().equals(String.valueOf(dice.fixedCount())) ? CodeBlock.of("$L.total(dice)", name(roll))
                : CodeBlock.of("$L == 0 ? 0 : $L.total(dice)", count, name(roll));
    }

    /** The exact distribution of the total of the dice of {@code roll}, {@code count} as in {@link #roll}. */
    static CodeBlock distribution(String roll, Decl.DiceSpec dice, CodeBlock count) {
        if (!DiceMechanics.has(dice)) {
            return null;
        }
        if (DiceMechanics.pooled(dice)) {
            return CodeBlock.of("$L.times($L).distribution()", name(roll), count);
        }
        return CodeBlock.of("$L == 0 ? $T.constant(0) : $L.distribution()", count, EmitContext.INT_DISTRIBUTION,
                name(roll));
    }
}
