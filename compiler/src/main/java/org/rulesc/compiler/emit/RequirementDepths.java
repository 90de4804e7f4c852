package org.rulesc.compiler.emit;

import java.lang.reflect.RecordComponent;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.Model;

/**
 * How many of an act's parameters a requirement needs before it can be tested: one more than the
 * last parameter its source text names (0: none, so it is tested once, before any choice). Both
 * back ends test a requirement as soon as its parameters are chosen when they list the legal
 * actions, so that a piece that may not act at all is not tried on every square of the board; the
 * legal actions and their order do not change. A name that only looks like a parameter (a loop
 * variable of the same name) just tests it later.
 */
public final class RequirementDepths {
    private RequirementDepths() {}

    public static int depth(Model model, Play.Act act, Play.Requirement r) {
        Set<String> names = new HashSet<>();
        names(r.condition(), names);
        List<Play.ActParam> params = act.params();
        for (int i = params.size() - 1; i >= 0; i--) {
            if (names.contains(params.get(i).name().text())) {
                return i + 1;
            }
        }
        return 0;
    }

    /** Every name in a syntax tree: the tree's nodes are records, walked through their components. */
    private static void names(Object node, Set<String> out) {
        if (node instanceof Name n) {
            out.add(n.text());
        } else if (node instanceof List<?> list) {
            list.forEach(x -> names(x, out));
        } else if (node instanceof Record r && r.getClass().getName().startsWith("org.rulesc.compiler.ast.")) {
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                try {
                    names(c.getAccessor().invoke(r), out);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + c + " of " + r.getClass(), e);
                }
            }
        }
    }
}
