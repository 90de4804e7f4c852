package org.rulesc.compiler.interpret;

import static org.rulesc.compiler.interpret.CheckResolution.count;
import static org.rulesc.compiler.interpret.CheckResolution.followUpDice;
import static org.rulesc.compiler.interpret.CheckResolution.lets;
import static org.rulesc.compiler.interpret.CheckResolution.success;

import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.CheckSteps.Decision;
import org.rulesc.compiler.model.DiceMechanics;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.IntDistribution;

/**
 * One walk over every possible sum of every pool and follow-up roll of a check, each weighted by
 * the number of ways (the runtime's integer-weight dice sums), so the odds the interpreter gives
 * are exact, never sampled. The walk binds each combination in the one frame, overwriting the
 * previous combination's sums, lets and success: each leaf is resolved before the next is bound,
 * and nothing it returns keeps the frame.
 */
final class CheckWalk<T> {
    /**
     * What one combination of sums resolves to; {@code env} holds the lets, success and every sum
     * ({@code slots} is its frame).
     */
    interface Leaf<T> {
        T resolve(int[] pools, boolean rolled, boolean success, Env env, Object[] slots);
    }

    /** The distribution of what {@code leaf} makes of each possible roll of the plan's check with {@code args}. */
    static <T> Distribution<T> walk(Interpreter in, CheckPlan plan, List<Object> args, Leaf<T> leaf) {
        Decl.Check check = plan.check();
        Object[] slots = CheckResolution.frame(check, plan, args);
        Env env = Env.empty().frame(plan.names(), slots);
        Decision automatic = CheckResolution.automatic(plan, slots, env);
        Distribution.Builder<T> out = Distribution.builder();
        int n = check.pools().size() + plan.followUps().size();
        CheckWalk<T> w = new CheckWalk<>(in, check, plan, slots, env, automatic, leaf, out, new IntDistribution[n],
                new int[n]);
        w.pools(0);
        return out.build();
    }

    private final Interpreter in;
    private final Decl.Check check;
    private final CheckPlan plan;
    private final Object[] slots;
    private final Env env;
    private final Decision automatic;
    private final Leaf<T> leaf;
    private final Distribution.Builder<T> out;
    /** The dice distributions and the position in each, so far. */
    private final IntDistribution[] dice;
    private final int[] at;
    private final int[] sums;

    private CheckWalk(Interpreter in, Decl.Check check, CheckPlan plan, Object[] slots, Env env, Decision automatic,
            Leaf<T> leaf, Distribution.Builder<T> out, IntDistribution[] dice, int[] at) {
        this.in = in;
        this.check = check;
        this.plan = plan;
        this.slots = slots;
        this.env = env;
        this.automatic = automatic;
        this.leaf = leaf;
        this.out = out;
        this.dice = dice;
        this.at = at;
        this.sums = new int[plan.pools().length];
    }

    private void pools(int k) {
        if (k < sums.length) {
            Decl.DiceSpec spec = check.pools().get(k).dice();
            dice[k] = DiceMechanics.distribution(spec,
                    automatic.rolls() ? count(spec, plan.code().poolCounts()[k], env) : 0);
            for (int i = 0; i < dice[k].size(); i++) {
                at[k] = i;
                sums[k] = dice[k].value(i);
                pools(k + 1);
            }
            return;
        }
        for (int p = 0; p < sums.length; p++) {
            slots[plan.poolSlot(p)] = sums[p];
        }
        lets(plan, slots, env, false);
        boolean success = success(plan, env, sums, automatic);
        slots[plan.successSlot()] = success;
        followUps(0, success);
    }

    private void followUps(int j, boolean success) {
        if (j < plan.followUps().size()) {
            int slot = sums.length + j;
            dice[slot] = DiceMechanics.distribution(plan.followUps().get(j).dice(), followUpDice(plan, j, env));
            for (int i = 0; i < dice[slot].size(); i++) {
                at[slot] = i;
                slots[plan.followUpSlot(j)] = dice[slot].value(i);
                followUps(j + 1, success);
            }
            return;
        }
        in.step();
        T result = leaf.resolve(sums, automatic.rolls(), success, env, slots);
        switch (dice.length) {
            case 0 -> out.add(result, 1, 1);
            case 1 -> out.add(result, dice[0], at[0]);
            case 2 -> out.add(result, dice[0], at[0], dice[1], at[1]);
            default -> out.add(result, dice, at);
        }
    }
}
