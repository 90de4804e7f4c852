package org.rulesc.compiler.check;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;

/**
 * What the checker works out about each expression while it checks, keyed by syntax node: its
 * type, what a name refers to, what a call calls and its arguments in parameter order, the value
 * of a written hex and of a written length. Only the
 * checker reads these (the maps are package-private): once checking is done it turns them into
 * {@link org.rulesc.compiler.model.Typed} trees ({@link TypedTrees}), and back ends read those, so
 * no back end looks a fact up by syntax node.
 */
public final class ExprFacts {
    final Map<Expr, Type> types = new IdentityHashMap<>();
    final Map<Expr, Ref> refs = new IdentityHashMap<>();
    final Map<Expr.Call, Callee> callees = new IdentityHashMap<>();
    /** Call arguments in parameter order (named arguments sorted into place). */
    final Map<Expr.Call, List<Expr>> arguments = new IdentityHashMap<>();
    /** Each written hex ({@code hex"0707"}) under the rulebook's hex labels, evaluated once. */
    final Map<Expr.HexLit, org.rulesc.runtime.HexGrid.Hex> hexes = new IdentityHashMap<>();
    /** Each written length ({@code 15cm}) in the rulebook's base unit. */
    final Map<Expr.QuantityLit, Long> lengths = new IdentityHashMap<>();

    ExprFacts() {}

    Type type(Expr e) {
        return types.getOrDefault(e, Type.ERROR);
    }
}
