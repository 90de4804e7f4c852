package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rulesc.compiler.ast.ExprWalk;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;

/** Reports definitions that depend on themselves: formulas, constants and derived values. */
public final class Cycles {
    private Cycles() {}

    static void report(Model model, Reporter reporter) {
        Map<Object, List<Object>> edges = new LinkedHashMap<>();
        Map<Object, Name> names = new IdentityHashMap<>();
        for (Decl decl : model.rulebook.declarations()) {
            Expr body = decl instanceof Decl.Formula f ? f.body() : decl instanceof Decl.Const c ? c.value() : null;
            if (body != null) {
                names.put(decl, decl.name());
                List<Object> out = new ArrayList<>();
                ExprWalk.walk(body, e -> {
                    if (e instanceof Expr.Call call && model.facts.callees.get(call) instanceof Callee.Formula f) {
                        out.add(f.decl());
                    } else if (model.facts.refs.get(e) instanceof Ref.Const c) {
                        out.add(c.decl());
                    }
                });
                edges.put(decl, out);
            }
            if (decl instanceof Decl.Build b) {
                Map<String, Decl.Derive> derives = new LinkedHashMap<>();
                b.derives().forEach(d -> derives.put(d.name().text(), d));
                for (Decl.Derive d : b.derives()) {
                    names.put(d, d.name());
                    List<Object> out = new ArrayList<>();
                    ExprWalk.walk(d.value(), e -> {
                        if (model.facts.refs.get(e) instanceof Ref.Local l && derives.containsKey(l.name())) {
                            out.add(derives.get(l.name()));
                        }
                    });
                    edges.put(d, out);
                }
            }
        }
        Set<Object> done = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (Object start : edges.keySet()) {
            visit(start, edges, new ArrayList<>(), done, names, reporter);
        }
    }

    private static void visit(Object node, Map<Object, List<Object>> edges, List<Object> path, Set<Object> done,
            Map<Object, Name> names, Reporter reporter) {
        if (done.contains(node)) {
            return;
        }
        int at = indexOfIdentity(path, node);
        if (at >= 0) {
            List<String> cycle = new ArrayList<>();
            for (Object o : path.subList(at, path.size())) {
                cycle.add(names.get(o).text());
            }
            cycle.add(names.get(node).text());
            reporter.report(Code.DEPENDENCY_CYCLE, names.get(node).span(), names.get(node).text(),
                    String.join(" -> ", cycle));
            done.addAll(path.subList(at, path.size()));
            return;
        }
        path.add(node);
        for (Object next : edges.getOrDefault(node, List.of())) {
            visit(next, edges, path, done, names, reporter);
        }
        path.remove(path.size() - 1);
        done.add(node);
    }

    private static int indexOfIdentity(List<Object> list, Object o) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == o) {
                return i;
            }
        }
        return -1;
    }
}
