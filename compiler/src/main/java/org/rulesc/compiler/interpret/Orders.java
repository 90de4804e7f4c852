package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.ExprWalk;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Expect;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.Ordering;
import org.rulesc.runtime.RiggedDice;

/**
 * Orders (initiative and the like) on the runtime's {@link Ordering}, which the generated order
 * classes use too: each key is evaluated by the interpreter for an actor's values and the roll.
 */
public final class Orders {
    private Orders() {}

    /** The actors (positions 1..n of the value lists) in order, first to act first. */
    public static List<Integer> order(Interpreter in, Decl.Order order, Dice dice, List<List<Object>> values) {
        int n = values.isEmpty() ? 0 : values.get(0).size();
        List<Integer> actors = IntStream.range(1, n + 1).boxed().toList();
        List<Ordering.Key<Integer>> keys = new ArrayList<>();
        List<Typed> typedKeys = in.model.construct(order, Construct.Order.class).keys();
        for (int k = 0; k < order.keys().size(); k++) {
            Decl.OrderKey key = order.keys().get(k);
            Typed typedKey = typedKeys.get(k);
            boolean rolled = readsRoll(key.key());
            keys.add(Ordering.key(rolled, key.descending(), (actor, roll) -> {
                Env env = Env.empty();
                for (int p = 0; p < order.params().size(); p++) {
                    env = env.with(order.params().get(p).name().text(), values.get(p).get(actor - 1));
                }
                return Interpreter.integer(in.eval(typedKey, env.with("roll", roll)));
            }));
        }
        if (order.dice() == null) {
            return Ordering.order(null, 0, 1, actors, keys);
        }
        return Ordering.order(dice, (int) order.dice().fixedCount(), order.dice().sides(), actors, keys);
    }

    private static boolean readsRoll(Expr e) {
        boolean[] rolled = {false};
        ExprWalk.walk(e,
                x -> rolled[0] |= x instanceof Expr.NameRef n && n.name().text().equals("roll"));
        return rolled[0];
    }

    static String verdict(Interpreter in, Expect.OrderRoll r, Env env) {
        Decl.Order order = r.order();
        List<List<Object>> values = new ArrayList<>();
        for (Typed arg : r.call().arguments()) {
            values.add(Interpreter.list(in.eval(arg, env)));
        }
        RiggedDice dice = null;
        if (order.dice() != null) {
            int[] faces = r.faces().stream().mapToInt(f -> Interpreter.integer(in.eval(f, env))).toArray();
            dice = RiggedDice.of(order.dice().sides(), faces);
        }
        List<Integer> result = order(in, order, dice, values);
        if (dice != null) {
            dice.assertAllUsed();
        }
        for (Expect.Outcome o : r.outcomes()) {
            Object expected = in.eval(o.value(), env);
            if (!expected.equals(result)) {
                return "expected order " + in.show(expected) + ", but it is " + in.show(result);
            }
        }
        return null;
    }
}
