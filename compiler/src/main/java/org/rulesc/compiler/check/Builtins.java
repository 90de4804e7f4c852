package org.rulesc.compiler.check;

import java.util.List;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/** Type rules of the built-in functions. */
final class Builtins {
    private Builtins() {}

    static Type check(ExprChecker checker, Expr.Call c, Scope scope, Reporter reporter, Model model) {
        String name = c.callee().text();
        List<Expr> args = c.arguments().stream().map(Expr.Argument::value).toList();
        int arity = switch (name) {
            case "abs", "size", "distinct" -> 1;
            case "min", "max", "ceil_div", "point", "raised", "distance" -> 2;
            default -> 3;
        };
        for (Expr.Argument a : c.arguments()) {
            if (a.name() != null) {
                reporter.error(a.name().span(), "built-in `" + name + "` takes positional arguments only", null);
            }
        }
        if (args.size() != arity) {
            reporter.error(c.span(), "`" + name + "` takes " + arity + " argument" + (arity == 1 ? "" : "s")
                    + ", not " + args.size(), null);
            args.forEach(a -> checker.check(a, scope));
            return Type.ERROR;
        }
        model.arguments.put(c, args);
        switch (name) {
            case "min", "max", "abs", "clamp" -> {
                Type first = checker.check(args.get(0), scope);
                if (!Type.isNumeric(first)) {
                    reporter.error(args.get(0).span(), "`" + name + "` works on numbers or lengths, not "
                            + Words.article(first), null);
                    return Type.ERROR;
                }
                for (int i = 1; i < args.size(); i++) {
                    checker.expect(args.get(i), scope, first, "every argument of `" + name + "`");
                }
                return first;
            }
            case "ceil_div" -> {
                checker.expect(args.get(0), scope, Prim.INT, "the dividend");
                checker.expect(args.get(1), scope, Prim.INT, "the divisor");
                return Prim.INT;
            }
            case "size", "distinct" -> {
                Type list = checker.check(args.get(0), scope);
                if (!(list instanceof Type.ListType || list instanceof Type.EmptyList || list instanceof Type.Error)) {
                    reporter.error(args.get(0).span(), "`" + name + "` needs a list, not " + Words.article(list), null);
                }
                return name.equals("size") ? Prim.INT : Prim.BOOL;
            }
            case "point" -> {
                checker.expect(args.get(0), scope, Prim.LENGTH, "x");
                checker.expect(args.get(1), scope, Prim.LENGTH, "y");
                return Prim.POINT;
            }
            case "raised" -> {
                checker.expect(args.get(0), scope, Prim.POINT, "the point");
                checker.expect(args.get(1), scope, Prim.LENGTH, "the height");
                return Prim.POINT;
            }
            case "distance" -> {
                checker.expect(args.get(0), scope, Prim.POINT, "the first point");
                checker.expect(args.get(1), scope, Prim.POINT, "the second point");
                return Prim.LENGTH;
            }
            default -> { // within
                checker.expect(args.get(0), scope, Prim.POINT, "the first point");
                checker.expect(args.get(1), scope, Prim.POINT, "the second point");
                checker.expect(args.get(2), scope, Prim.LENGTH, "the radius");
                return Prim.BOOL;
            }
        }
    }
}
