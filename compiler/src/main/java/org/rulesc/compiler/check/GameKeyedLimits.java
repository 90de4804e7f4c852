package org.rulesc.compiler.check;

import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/**
 * An act's {@code uses limit(key) when cond}: a limit counted per acting piece and per key (each
 * success element on its own, not one budget shared by all). The limit must be declared {@code per
 * <Type>} and the key must be of that type; the condition is a bool over the act's parameters;
 * {@code by p} counts the uses of the piece parameter {@code p} instead of the acting piece's.
 */
final class GameKeyedLimits {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;
    private final Usage usage;

    GameKeyedLimits(Model model, Reporter reporter, ExprChecker exprs, Usage usage) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
        this.usage = usage;
    }

    void check(Play.Act act, Scope scope, PlayModel pm) {
        for (Play.Effect e : act.effects()) {
            if (e instanceof Play.UsesKeyed u) {
                Play.ActParam each = Constructs.perPiece(act, u.source());
                uses(u, scope, pm, each != null);
                if (each != null) {
                    // one selection per piece: each value is counted for the piece it was made for
                    if (u.by() == null || !u.by().text().equals(each.over().text())) {
                        reporter.report(Code.GAME_USES_BY_EACH, u.by() == null ? u.source().span() : u.by().span(),
                                u.limit().text(), u.each().text(), each.name().text(), each.over().text());
                    }
                } else if (u.by() != null && (act.params().stream().noneMatch(p -> p.name().text().equals(u.by().text()))
                        || !new Type.BuildType(pm.piece()).equals(scope.find(u.by().text())))) {
                    reporter.report(Code.GAME_USES_BY, u.by().span(), u.limit().text(), u.by().text());
                }
            }
        }
    }

    /** @param perPiece the source is one selection per piece: `b` is a value of one of them */
    private void uses(Play.UsesKeyed u, Scope outer, PlayModel pm, boolean perPiece) {
        Scope scope = outer;
        if (u.each() != null) {
            // `for b in boosts`: one use per value of the list, `b` bound to it in the key and the condition
            Type source = exprs.check(u.source(), outer);
            if (perPiece && source instanceof Type.ListType groups && groups.element() instanceof Type.ListType list) {
                scope = outer.with(u.each().text(), list.element());
            } else if (source instanceof Type.ListType list) {
                scope = outer.with(u.each().text(), list.element());
            } else {
                if (!(source instanceof Type.Error)) {
                    reporter.report(Code.GAME_USES_FOR, u.source().span(), u.limit().text(), u.each().text(),
                            Words.article(source));
                }
                scope = outer.with(u.each().text(), new Type.Error());
            }
        }
        Type key = exprs.check(u.key(), scope);
        if (u.when() != null) {
            exprs.expect(u.when(), scope, Prim.BOOL, "the condition of `uses " + u.limit().text() + "(…)`");
        }
        Decl d = model.symbols.lookup(u.limit().text());
        if (!(d instanceof Decl.Limit limit)) {
            reporter.report(Code.GAME_NOT_A_LIMIT, u.limit().span(), u.limit().text())
                    .hint(Suggestions.didYouMean(u.limit().text(), model.all(Decl.Limit.class).stream()
                            .map(x -> x.name().text()).toList()));
            return;
        }
        usage.use(limit);
        if (limit.owner() == null) {
            reporter.report(Code.GAME_USES_UNKEYED, u.limit().span(), u.limit().text());
            return;
        }
        Type owner = exprs.resolveQuietly(new TypeRef.Named(limit.owner()));
        if (!(owner instanceof Type.Error || key instanceof Type.Error) && !owner.equals(key)) {
            reporter.report(Code.GAME_USES_KEY, u.key().span(), u.limit().text(), owner.show(), Words.article(key));
        }
        pm.links().keyedLimits.put(u, limit);
    }
}
