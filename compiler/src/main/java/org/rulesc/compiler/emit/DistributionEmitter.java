package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;

/**
 * The exact distributions of a generated check: {@code outcomes} over every possible sum of
 * every pool, and {@code distribution} and the {@code …Distribution} methods reading one part of it.
 */
final class DistributionEmitter {
    private final CheckEmitter checkClass;
    private final EmitContext ctx;
    private final Decl.Check check;
    private final ClassName outcome;

    DistributionEmitter(CheckEmitter checkClass) {
        this.checkClass = checkClass;
        this.ctx = checkClass.ctx;
        this.check = checkClass.check;
        this.outcome = checkClass.outcome;
    }

    /** Pools (when named), follow-up rolls and int outputs: each gets a {@code …Distribution} method. */
    List<String> intComponents() {
        return checkClass.plan.intComponents();
    }

    MethodSpec outcomes() {
        TypeName result = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, outcome);
        MethodSpec.Builder m = MethodSpec.methodBuilder("outcomes")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(result)
                .addParameters(checkClass.params())
                .addJavadoc("The exact distribution of whole outcomes over every possible roll$L.\n",
                        check.pools().size() > 1 ? " of every pool" : "")
                .addJavadoc(Docs.params(check.params()))
                .addJavadoc("@return every outcome with its exact probability\n");
        return walk(m, outcome, "resolve", "").build();
    }

    /**
     * The loops over every possible sum of every pool and follow-up roll, each weighted by its
     * number of ways (integer weights, see {@code IntDistribution}), adding {@code step(…)}
     * followed by {@code suffix} to a distribution of {@code of}. A pool's dice count depends only
     * on the parameters, so its sums are computed once, before the loops.
     */
    private MethodSpec.Builder walk(MethodSpec.Builder m, TypeName of, String step, String suffix) {
        boolean tally = step.equals("resultOnly") && tallies();
        if (!tally) {
            m.addStatement("$T.Builder<$T> out = $T.builder()", EmitContext.DISTRIBUTION, of, EmitContext.DISTRIBUTION);
        }
        m.addStatement("$T decision = automatic($L)", checkClass.decision, ExprEmitter.list(checkClass.args()))
                .addStatement("boolean diceRolled = decision.rolls()");
        // each roll's sums and the index walking them: named after the roll, clear of every other local
        List<String> taken = new ArrayList<>(List.of("out", "decision", "diceRolled", "success"));
        check.params().forEach(p -> taken.add(ExprEmitter.local(p.name().text())));
        check.pools().forEach(p -> taken.add(CheckEmitter.pool(p)));
        check.followUps().forEach(f -> taken.add(CheckEmitter.followUp(f)));
        checkClass.lets().forEach(l -> taken.add(ExprEmitter.local(l.name())));
        java.util.Map<String, String> sums = new java.util.HashMap<>();
        java.util.Map<String, String> indexes = new java.util.HashMap<>();
        List<String> rolls = new ArrayList<>(check.pools().stream().map(CheckEmitter::pool).toList());
        check.followUps().forEach(f -> rolls.add(CheckEmitter.followUp(f)));
        for (String roll : rolls) {
            sums.put(roll, TableEmitter.fresh(roll + "Sums", taken));
            taken.add(sums.get(roll));
            indexes.put(roll, TableEmitter.fresh(roll + "Index", taken));
            taken.add(indexes.get(roll));
        }
        List<String> factors = new ArrayList<>();
        if (tally && oneDie()) {
            return oneDie(m, step);
        }
        for (Decl.Pool pool : check.pools()) {
            String var = CheckEmitter.pool(pool);
            CodeBlock mechanics = MechanicsEmitter.distribution(pool.variable(), pool.dice(),
                    CodeBlock.of("(diceRolled ? $L : 0)", checkClass.diceCount(pool.dice())));
            if (mechanics != null) {
                m.addStatement("$T $L = $L", EmitContext.INT_DISTRIBUTION, sums.get(var), mechanics);
                continue;
            }
            m.addStatement("$T $L = $T.diceSum(diceRolled ? $L : 0,$W$L)", EmitContext.INT_DISTRIBUTION, sums.get(var),
                    EmitContext.INT_DISTRIBUTION, checkClass.diceCount(pool.dice()), pool.dice().sides());
        }
        checkClass.stepCode().computeLets(m, true);
        if (tally) {
            m.addStatement("$T<$T> out = $T.over($L, $L)", EmitContext.TALLY, of, EmitContext.TALLY, GRADES,
                    String.join(", ", check.pools().stream().map(p -> sums.get(CheckEmitter.pool(p))).toList()));
        }
        for (Decl.Pool pool : check.pools()) {
            String var = CheckEmitter.pool(pool);
            loop(m, var, sums.get(var), indexes.get(var));
            factors.add(var);
        }
        checkClass.stepCode().computeLets(m, false);
        m.addStatement("boolean success = success($L,$Wdecision$L)", ExprEmitter.list(checkClass.poolArgs()),
                ExprEmitter.list(checkClass.moreArgs()));
        for (int i = 0; i < check.followUps().size(); i++) {
            Decl.FollowUp f = check.followUps().get(i);
            String var = CheckEmitter.followUp(f);
            CodeBlock mechanics = MechanicsEmitter.distribution(f.name().text(), f.dice(),
                    CodeBlock.of("$L", checkClass.followUpDiceCall(i)));
            if (mechanics != null) {
                m.addStatement("$T $L = $L", EmitContext.INT_DISTRIBUTION, sums.get(var), mechanics);
            } else {
                m.addStatement("$T $L = $T.diceSum($L,$W$L)", EmitContext.INT_DISTRIBUTION, sums.get(var),
                        EmitContext.INT_DISTRIBUTION, ExprEmitter.list(checkClass.followUpDiceCall(i)),
                        f.dice().sides());
            }
            loop(m, var, sums.get(var), indexes.get(var));
            factors.add(var);
        }
        String weight;
        if (tally) {
            // the tally knows its pools: the indexes are enough
            weight = String.join(", ", factors.stream().map(indexes::get).toList());
        } else if (factors.isEmpty()) {
            weight = "1L, 1L";
        } else if (factors.size() <= 2) {
            weight = String.join(", ", factors.stream().map(v -> sums.get(v) + ", " + indexes.get(v)).toList());
        } else {
            weight = "new " + EmitContext.INT_DISTRIBUTION.simpleName() + "[] {"
                    + String.join(", ", factors.stream().map(sums::get).toList()) + "}, new int[] {"
                    + String.join(", ", factors.stream().map(indexes::get).toList()) + "}";
        }
        m.addStatement("out.add($L($L$L,$WdiceRolled,$Wsuccess$L)$L,$W$L)", step, ExprEmitter.list(checkClass.poolArgs()),
                ExprEmitter.list(checkClass.followUpArgs(check.followUps().size())),
                ExprEmitter.list(checkClass.moreArgs()), suffix, ExprEmitter.list(weight));
        for (int i = 0; i < factors.size(); i++) {
            m.endControlFlow();
        }
        return m.addStatement("return out.build()");
    }

    /** Whether the check rolls one plain die (one pool of a fixed single die, no mechanics). */
    private boolean oneDie() {
        Decl.DiceSpec dice = check.dice();
        return check.pools().size() == 1 && dice.count() == null && dice.fixedCount() == 1
                && !org.rulesc.compiler.model.DiceMechanics.has(dice);
    }

    /**
     * The rest of {@code walk} for one plain die: every face is as likely, so the loop walks the
     * faces themselves (bounds the JIT may know) and the tally counts each face once.
     */
    private MethodSpec.Builder oneDie(MethodSpec.Builder m, String step) {
        String roll = CheckEmitter.pool(check.pools().get(0));
        int sides = check.dice().sides();
        checkClass.stepCode().computeLets(m, true);
        m.addComment("one die, each face as likely; a die not rolled has the one value 0")
                .addStatement("$T<$T> out = $T.uniform($L, diceRolled ? $L : 1)", EmitContext.TALLY,
                        checkClass.grade, EmitContext.TALLY, GRADES, sides)
                .beginControlFlow("for (int $L = diceRolled ? 1 : 0; $L <= (diceRolled ? $L : 0); $L++)", roll, roll,
                        sides, roll);
        checkClass.stepCode().computeLets(m, false);
        m.addStatement("boolean success = success($L,$Wdecision$L)", roll, ExprEmitter.list(checkClass.moreArgs()));
        m.addStatement("out.add($L($L,$WdiceRolled,$Wsuccess$L))", step, roll, ExprEmitter.list(checkClass.moreArgs()));
        return m.endControlFlow().addStatement("return out.build()");
    }

    /** The shared array of a check's grades that its {@code Tally} reads ({@link #gradesField}). */
    static final String GRADES = "GRADES";

    /**
     * Whether {@code distribution} counts with a {@code Tally} (one or two pools, no follow-up
     * roll: the shapes it handles) instead of the generic {@code Distribution.Builder}.
     */
    boolean tallies() {
        int pools = check.pools().size();
        return pools >= 1 && pools <= 2 && check.followUps().isEmpty();
    }

    /** {@code GRADES}: the grades in order, read by the tally of {@code distribution}. */
    com.palantir.javapoet.FieldSpec gradesField() {
        return com.palantir.javapoet.FieldSpec.builder(com.palantir.javapoet.ArrayTypeName.of(checkClass.grade), GRADES,
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("Every grade in order, shared (never changed) by the distributions of the result.\n")
                .initializer("$T.values()", checkClass.grade).build();
    }

    /** {@code for (int rollIndex = 0; …) { int roll = rollSums.value(rollIndex);}: one roll's every sum. */
    private static void loop(MethodSpec.Builder m, String roll, String sums, String index) {
        m.beginControlFlow("for (int $L = 0; $L < $L.size(); $L++)", index, index, sums, index);
        m.addStatement("int $L = $L.value($L)", roll, sums, index);
    }

    MethodSpec distribution(String name, TypeName of, String component) {
        TypeName result = ParameterizedTypeName.get(EmitContext.DISTRIBUTION, of);
        MethodSpec.Builder m = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(result)
                .addParameters(checkClass.params())
                .addJavadoc("The exact distribution of {@code $L} over every possible roll.\n", component)
                .addJavadoc(Docs.params(check.params()))
                .addJavadoc("@return every value of {@code $L} with its exact probability\n", component);
        // the result alone has a step of its own, which builds no outcome record
        return component.equals("result") ? walk(m, of, "resultOnly", "").build()
                : walk(m, of.isPrimitive() ? of.box() : of, "resolve", "." + component + "()").build();
    }
}
