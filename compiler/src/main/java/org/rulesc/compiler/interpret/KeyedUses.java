package org.rulesc.compiler.interpret;

import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.TypedPlay;

/**
 * An act's {@code uses limit(key) when cond}: each use is counted per acting piece and per key,
 * as {@code limit#piece#key} in the state's uses, so that each success element (say) has its own
 * count. The limit's scope restarts them as it does the act's own limit; a scope that is neither
 * a phase nor a turn (a battle) never restarts. With {@code by p} the use is counted for the
 * piece chosen as the parameter {@code p} (the target declaring its own boost in the attacker's act).
 */
final class KeyedUses {
    private final Interpreter in;

    KeyedUses(Interpreter in) {
        this.in = in;
    }

    /**
     * The first keyed limit the act would exceed with these choices, or null. Uses of one slot in
     * the same act add up: a value selected for two boosts takes two of its uses.
     */
    Games.Refusal refusal(Games.State s, TypedPlay.Act act, int piece, List<Object> args, Env env) {
        return refusal(s, act, piece, args, env, act.params().size());
    }

    /**
     * As {@link #refusal(Games.State, TypedPlay.Act, int, List, Env)} with the uses that {@code ready}
     * choices let count ({@link TypedPlay.UsesKeyed#level()}): listing tests them as soon as they can
     * be, since a slot past its maximum stays past it whatever follows.
     */
    Games.Refusal refusal(Games.State s, TypedPlay.Act act, int piece, List<Object> args, Env env, int ready) {
        Map<String, Integer> taken = new java.util.HashMap<>();
        for (TypedPlay.UsesKeyed u : act.uses()) {
            if (u.level() <= ready) {
                for (Use one : each(u, env)) {
                    if (!applies(u, one.env())) {
                        continue;
                    }
                    Decl.Limit l = u.limit();
                    Object key = in.eval(u.key(), one.env());
                    String slot = slot(l, owner(u, act.written(), piece, args, one.group()), key);
                    int now = taken.merge(slot, 1, Integer::sum);
                    if (s.used().getOrDefault(slot, 0) + now > l.max()) {
                        String label = l.label() == null ? l.name().text() : l.label();
                        return new Games.Refusal(label, l.meta(), "this piece has already used " + label + " for "
                                + keyText(key) + " " + l.max() + " time" + (l.max() == 1 ? "" : "s") + " this "
                                + l.scope().text());
                    }
                }
            }
        }
        return null;
    }

    /** Whether a use of {@code act} can first be counted after exactly {@code choices} choices. */
    boolean readyAt(TypedPlay.Act act, int choices) {
        return act.usesReadyAt(choices);
    }

    /** Counts the act's keyed uses (evaluated before its effects ran, in {@code env}). */
    void count(TypedPlay.Act act, int piece, List<Object> args, Env env, Map<String, Integer> used) {
        for (TypedPlay.UsesKeyed u : act.uses()) {
            for (Use one : each(u, env)) {
                if (applies(u, one.env())) {
                    used.merge(slot(u.limit(), owner(u, act.written(), piece, args, one.group()),
                            in.eval(u.key(), one.env())), 1, Integer::sum);
                }
            }
        }
    }

    /** A scope a use is counted in, and for one selection per piece, which piece's (else -1). */
    private record Use(Env env, int group) {}

    /**
     * The scopes a use is counted in: once in {@code env}, or with {@code for b in list} once per
     * value, {@code b} bound; for one selection per piece, once per value of each piece's selection.
     */
    private List<Use> each(TypedPlay.UsesKeyed u, Env env) {
        if (u.written().each() == null) {
            return List.of(new Use(env, -1));
        }
        List<Use> out = new java.util.ArrayList<>();
        List<Object> values = Interpreter.list(in.eval(u.source(), env));
        for (int g = 0; g < values.size(); g++) {
            if (u.perPiece()) {
                for (Object v : Interpreter.list(values.get(g))) {
                    out.add(new Use(env.with(u.written().each().text(), v), g));
                }
            } else {
                out.add(new Use(env.with(u.written().each().text(), values.get(g)), -1));
            }
        }
        return out;
    }

    /**
     * The piece whose count a use is: the acting piece, the piece parameter named by {@code by},
     * or the piece of that selection of pieces a per-piece selection was made for ({@code group}).
     */
    private static int owner(TypedPlay.UsesKeyed typed, Play.Act act, int piece, List<Object> args, int group) {
        Play.UsesKeyed u = typed.written();
        if (u.by() == null) {
            return piece;
        }
        for (int i = 0; i < act.params().size(); i++) {
            if (act.params().get(i).name().text().equals(u.by().text())) {
                Object chosen = args.get(i);
                return ((Games.PieceRef) (group >= 0 ? ((List<?>) chosen).get(group) : chosen)).id();
            }
        }
        throw new IllegalStateException("`by " + u.by().text() + "` names no parameter (the checker refuses it)");
    }

    private boolean applies(TypedPlay.UsesKeyed u, Env env) {
        return u.when() == null || Interpreter.bool(in.eval(u.when(), env));
    }

    private String slot(Decl.Limit l, int piece, Object key) {
        return l.name().text() + "#" + piece + "#" + keyText(key);
    }

    private String keyText(Object key) {
        if (key instanceof Values.EntryValue e) {
            return e.entry().name().text();
        }
        if (key instanceof Values.EnumValue e) {
            return e.id();
        }
        return in.show(key);
    }
}
