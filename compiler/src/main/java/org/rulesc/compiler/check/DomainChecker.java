package org.rulesc.compiler.check;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Nodes;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;

/**
 * Declared parameter domains ({@code judge: int in 0..7}): where they may be written, and the
 * calls that the checker can already tell will be refused because an argument lies outside one.
 * An argument is judged when its value is known while checking: a literal, arithmetic on literals
 * and constants, or a {@code forall} variable (its whole range). Calls inside
 * {@code expect … is refused} are left alone: refusing them is what such a test asserts.
 */
final class DomainChecker {
    /** How deep constants that use constants are followed (a cycle is reported elsewhere). */
    private static final int DEPTH = 50;

    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;

    DomainChecker(Model model, Reporter reporter, ExprChecker exprs) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
    }

    void checkAll() {
        for (Decl d : model.rulebook.declarations()) {
            Decl decl = d instanceof Decl.Replace r ? r.replacement() : d;
            declared(decl);
        }
        Set<Expr.Call> refused = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Decl d : model.rulebook.declarations()) {
            Nodes.walk(d, node -> {
                if (node instanceof Decl.ExpectRefused x) {
                    Nodes.walk(x, inner -> {
                        if (inner instanceof Expr.Call c) {
                            refused.add(c);
                        }
                    });
                }
            });
        }
        for (Decl d : model.rulebook.declarations()) {
            Map<String, long[]> binders = new java.util.HashMap<>();
            if (d instanceof Decl.Forall f) {
                for (Decl.Binder b : f.binders()) {
                    if (b.type() == null && b.lo() <= b.hi()) {
                        binders.put(b.name().text(), new long[] {b.lo(), b.hi()});
                    }
                }
            }
            Nodes.walk(d, node -> {
                if (node instanceof Expr.Call c && !refused.contains(c)) {
                    call(c, binders);
                }
            });
        }
    }

    /** Domains only on int parameters of formulas, tables, modifiers and checks, and never empty. */
    private void declared(Decl decl) {
        if (decl instanceof Decl.Formula f) {
            params(f.params());
        } else if (decl instanceof Decl.Table t) {
            params(t.axes());
            keys(t);
        } else if (decl instanceof Decl.Modifiers m) {
            params(m.params());
        } else if (decl instanceof Decl.Check c) {
            params(c.params());
        } else if (decl instanceof Decl.Order o) {
            notAllowed(o.params(), "order", o.name().text());
        } else if (decl instanceof Decl.Status s) {
            for (Decl.StatusEvent e : s.events()) {
                notAllowed(e.params(), "event", e.name().text());
            }
        }
    }

    private void params(List<Decl.Param> params) {
        for (Decl.Param p : params) {
            Decl.Domain domain = p.domain();
            if (domain == null) {
                continue;
            }
            Type t = exprs.resolveQuietly(p.type());
            if (t != Type.Prim.INT && !(t instanceof Type.Error)) {
                reporter.report(Code.DOMAIN_NEEDS_INT, domain.span(), p.name().text(), t.show());
            } else if (domain.lo() > domain.hi()) {
                reporter.report(Code.EMPTY_DOMAIN, domain.span(), domain.lo(), domain.hi(), p.name().text());
            }
        }
    }

    /**
     * A table whose int axis declares a domain: a value of the domain that no key covers would be
     * refused as "no entry" (W0250, the first such value), and a key wholly outside the domain can
     * never be looked up (W0251).
     */
    private void keys(Decl.Table t) {
        if (t.rows().isEmpty()) {
            return;
        }
        List<List<Decl.Key>> keys = org.rulesc.compiler.model.TableLayout.of(t).keys();
        for (int a = 0; a < t.axes().size() && a < keys.size(); a++) {
            Decl.Param axis = t.axes().get(a);
            Decl.Domain d = axis.domain();
            if (d == null || d.lo() > d.hi() || exprs.resolveQuietly(axis.type()) != Type.Prim.INT) {
                continue;
            }
            List<long[]> bands = new java.util.ArrayList<>();
            for (Decl.Key k : keys.get(a)) {
                if (k.lo() == null) {
                    continue; // not an int key: reported by the table checks
                }
                long lo = k.lo();
                long hi = k.hi() == null ? Long.MAX_VALUE : k.hi();
                bands.add(new long[] {lo, hi});
                if (hi < d.lo() || lo > d.hi()) {
                    reporter.report(Code.KEY_OUTSIDE_DOMAIN, k.span(), org.rulesc.compiler.model.Keys.key(k),
                            t.name().text(), d, axis.name().text());
                }
            }
            bands.sort(java.util.Comparator.comparingLong(b -> b[0]));
            long next = d.lo(); // the least value of the domain not yet covered
            for (long[] b : bands) {
                if (b[0] > next) {
                    break;
                }
                next = Math.max(next, b[1] == Long.MAX_VALUE ? Long.MAX_VALUE : b[1] + 1);
            }
            if (next <= d.hi()) {
                reporter.report(Code.DOMAIN_VALUE_WITHOUT_KEY, d.span(), axis.name().text(), next, d, t.name().text());
            }
        }
    }

    private void notAllowed(List<Decl.Param> params, String what, String owner) {
        for (Decl.Param p : params) {
            if (p.domain() != null) {
                reporter.report(Code.DOMAIN_NOT_ALLOWED, p.domain().span(), p.name().text(), what, owner);
            }
        }
    }

    private void call(Expr.Call c, Map<String, long[]> binders) {
        Callee callee = model.facts.callees.get(c);
        List<Decl.Param> params;
        if (callee instanceof Callee.Formula f) {
            params = f.decl().params();
        } else if (callee instanceof Callee.Table t) {
            params = t.decl().axes();
        } else if (callee instanceof Callee.Modifiers m) {
            params = m.decl().params();
        } else if (callee instanceof Callee.Check k) {
            params = k.decl().params();
        } else {
            return;
        }
        List<Expr> args = model.facts.arguments.get(c);
        if (args == null || args.size() != params.size()) {
            return; // an argument was missing: reported already
        }
        for (int i = 0; i < params.size(); i++) {
            Decl.Domain domain = params.get(i).domain();
            if (domain == null || domain.lo() > domain.hi()) {
                continue;
            }
            long[] range = range(args.get(i), binders, 0);
            if (range == null || domain.contains(range[0]) && domain.contains(range[1])) {
                continue;
            }
            String param = params.get(i).name().text();
            if (range[0] == range[1]) {
                reporter.report(Code.ARGUMENT_OUTSIDE_DOMAIN, args.get(i).span(), param, c.callee().text(), range[0],
                        domain);
            } else {
                reporter.report(Code.RANGE_OUTSIDE_DOMAIN, args.get(i).span(), param, c.callee().text(),
                        range[0] + ".." + range[1], domain);
            }
        }
    }

    /**
     * The least and greatest value an int expression can have, when that is known while checking;
     * null otherwise (it reads a parameter, a table, a roll…).
     */
    private long[] range(Expr e, Map<String, long[]> binders, int depth) {
        if (depth > DEPTH) {
            return null;
        }
        try {
            if (e instanceof Expr.IntLit i) {
                return new long[] {i.value(), i.value()};
            } else if (e instanceof Expr.Unary u && u.op().equals("-")) {
                long[] r = range(u.operand(), binders, depth + 1);
                return r == null ? null : new long[] {Math.negateExact(r[1]), Math.negateExact(r[0])};
            } else if (e instanceof Expr.Binary b && List.of("+", "-", "*").contains(b.op())) {
                long[] l = range(b.left(), binders, depth + 1);
                long[] r = l == null ? null : range(b.right(), binders, depth + 1);
                if (r == null) {
                    return null;
                }
                return switch (b.op()) {
                    case "+" -> new long[] {Math.addExact(l[0], r[0]), Math.addExact(l[1], r[1])};
                    case "-" -> new long[] {Math.subtractExact(l[0], r[1]), Math.subtractExact(l[1], r[0])};
                    default -> {
                        long[] p = {Math.multiplyExact(l[0], r[0]), Math.multiplyExact(l[0], r[1]),
                                Math.multiplyExact(l[1], r[0]), Math.multiplyExact(l[1], r[1])};
                        yield new long[] {Math.min(Math.min(p[0], p[1]), Math.min(p[2], p[3])),
                                Math.max(Math.max(p[0], p[1]), Math.max(p[2], p[3]))};
                    }
                };
            } else if (e instanceof Expr.NameRef n) {
                Ref ref = model.facts.refs.get(n);
                if (ref instanceof Ref.Const k && exprs.resolveQuietly(k.decl().type()) == Type.Prim.INT) {
                    return range(k.decl().value(), Map.of(), depth + 1);
                } else if (ref instanceof Ref.Local l && l.type() == Type.Prim.INT) {
                    return binders.get(n.name().text());
                }
            }
        } catch (ArithmeticException overflow) {
            return null; // reported as an overflow where the arithmetic is written
        }
        return null;
    }
}
