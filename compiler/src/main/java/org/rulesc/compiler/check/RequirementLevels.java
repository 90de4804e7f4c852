package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.ExprWalk;
import org.rulesc.compiler.ast.Play;

/**
 * When an act's requirements can first be tested while its legal choices are enumerated: a
 * requirement that reads none of the act's parameters holds or fails for every choice, one that
 * reads only the first parameters fails for every choice that starts alike. Testing each as soon
 * as the choices it reads are made skips the choices that cannot be legal without changing which
 * are, or their order; both back ends (the interpreter's {@code Games} and the generated game
 * class) enumerate this way, so a game whose pieces mostly cannot act stays cheap to play. The
 * checker works the levels out once, into the game's typed view ({@code TypedPlay.Requirement.level},
 * {@code TypedPlay.UsesKeyed.level}).
 */
final class RequirementLevels {
    private RequirementLevels() {}

    /**
     * For each {@code i} from 0 to the number of parameters, the requirements tested once the
     * first {@code i} choices are made: those that read no later parameter, and none written
     * after one that does (level 0: before any choice), in the order written.
     */
    static List<List<Play.Requirement>> of(Play.Act act) {
        List<List<Play.Requirement>> levels = new ArrayList<>();
        for (int i = 0; i <= act.params().size(); i++) {
            levels.add(new ArrayList<>());
        }
        // never before a requirement written earlier: each is still tested only once those before it
        // held, as at the last choice (a requirement may rely on an earlier one, e.g. to look up
        // only what that one allows)
        int floor = 0;
        for (Play.Requirement r : act.requires()) {
            floor = Math.max(floor, level(act, r.condition()));
            levels.get(floor).add(r);
        }
        return levels;
    }

    /**
     * How many choices must be made before a keyed use ({@code uses LIMIT(key) for b in list by p when
     * cond}) can be counted: one more than the last parameter its key, list, condition or piece names.
     * Listing tests the uses ready at each level as soon as they are: the uses of one act only add up,
     * so choices that already take a slot past its maximum cannot be legal, whatever follows.
     */
    static int level(Play.Act act, Play.UsesKeyed u) {
        int level = level(act, u.key());
        if (u.source() != null) {
            level = Math.max(level, level(act, u.source()));
        }
        if (u.when() != null) {
            level = Math.max(level, level(act, u.when()));
        }
        for (int i = 0; u.by() != null && i < act.params().size(); i++) {
            if (act.params().get(i).name().text().equals(u.by().text())) {
                level = Math.max(level, i + 1);
            }
        }
        return level;
    }

    /** One more than the index of the last parameter {@code e} names (0: none); a name shadowing one counts too. */
    static int level(Play.Act act, Expr e) {
        int[] last = {0};
        ExprWalk.walk(e, x -> {
            if (x instanceof Expr.NameRef n) {
                for (int i = 0; i < act.params().size(); i++) {
                    if (act.params().get(i).name().text().equals(n.name().text())) {
                        last[0] = Math.max(last[0], i + 1);
                    }
                }
            }
        });
        return last[0];
    }
}
