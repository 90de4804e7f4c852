package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;

/**
 * Turns each checked expression and what the checker worked out about it (its facts, kept by
 * {@link ExprFacts} while checking) into one {@link Typed} tree, once, after checking: what back
 * ends read instead of the checker's facts. Also for a model with errors, where a tree may have
 * holes (a null ref or callee, the type {@link Type#ERROR}), for the language server.
 */
final class TypedTrees implements Expr.Visitor<Typed, Void> {
    private final Model model;
    private final ExprFacts facts;
    private final Map<Expr, Typed> built = new IdentityHashMap<>();

    private TypedTrees(Model model, ExprFacts facts) {
        this.model = model;
        this.facts = facts;
    }

    /**
     * Every expression the checker typed or resolved (a check's call in a test is resolved but
     * has no type), with its sub-expressions, as a typed tree.
     */
    static Map<Expr, Typed> build(Model model, ExprFacts facts) {
        return new TypedTrees(model, facts).all();
    }

    /**
     * A builder whose trees are kept: what it builds for a check's expressions before the
     * checker has finished (to plan the check's steps, {@link CheckPlanner}) is the same tree
     * that {@link #all()} gives for them at the end.
     */
    static TypedTrees keeping(Model model, ExprFacts facts) {
        return new TypedTrees(model, facts);
    }

    /**
     * Every expression the checker typed or resolved, with those this builder built already, as
     * typed trees: call it once the checker has finished.
     */
    Map<Expr, Typed> all() {
        List<Expr> checked = new ArrayList<>(facts.types.keySet());
        checked.addAll(facts.refs.keySet());
        checked.addAll(facts.callees.keySet());
        checked.addAll(facts.arguments.keySet());
        for (Expr e : checked) {
            tree(e);
        }
        return built;
    }

    /**
     * Each written {@code name = value} list the checker matched to fields
     * ({@link Model#fieldOrder}), as typed trees in field order (null stays null): call it after
     * {@link #all()}.
     */
    Map<Object, List<Typed>> fields() {
        Map<Object, List<Typed>> out = new IdentityHashMap<>();
        model.fieldOrder.forEach((owner, values) -> out.put(owner, trees(values)));
        return out;
    }

    /** The typed tree of one expression checked after the rulebook (on the command line). */
    static Typed build(Model model, ExprFacts facts, Expr e) {
        TypedTrees trees = new TypedTrees(model, facts);
        Typed tree = trees.tree(e);
        model.addTyped(trees.built);
        return tree;
    }

    /** The typed tree of {@code e}, built once. */
    Typed tree(Expr e) {
        Typed known = built.get(e);
        if (known == null) {
            known = e.accept(this, null);
            built.put(e, known);
        }
        return known;
    }

    private Type type(Expr e) {
        return facts.type(e);
    }

    /** Trees of {@code exprs}, in order; null stays null (a field left to its default). */
    private List<Typed> trees(List<Expr> exprs) {
        List<Typed> out = new ArrayList<>(exprs.size());
        for (Expr x : exprs) {
            out.add(x == null ? null : tree(x));
        }
        return Collections.unmodifiableList(out);
    }

    private static String text(Name name) {
        return name == null ? null : name.text();
    }

    @Override
    public Typed visitIntLit(Expr.IntLit e, Void unused) {
        return new Typed.IntLit(e.value(), type(e), e);
    }

    @Override
    public Typed visitQuantityLit(Expr.QuantityLit e, Void unused) {
        Long length = model.facts.lengths.get(e);
        return new Typed.QuantityLit(length == null ? 0 : length, type(e), e);
    }

    @Override
    public Typed visitTextLit(Expr.TextLit e, Void unused) {
        return new Typed.TextLit(e.value(), type(e), e);
    }

    @Override
    public Typed visitHexLit(Expr.HexLit e, Void unused) {
        return new Typed.HexLit(model.facts.hexes.get(e), type(e), e);
    }

    @Override
    public Typed visitBoolLit(Expr.BoolLit e, Void unused) {
        return new Typed.BoolLit(e.value(), type(e), e);
    }

    @Override
    public Typed visitNameRef(Expr.NameRef e, Void unused) {
        return new Typed.Name(e.name().text(), facts.refs.get(e), type(e), e);
    }

    @Override
    public Typed visitField(Expr.Field e, Void unused) {
        return new Typed.Field(tree(e.target()), e.field().text(), facts.refs.get(e), type(e), e);
    }

    @Override
    public Typed visitUnary(Expr.Unary e, Void unused) {
        return new Typed.Unary(e.op(), tree(e.operand()), type(e), e);
    }

    @Override
    public Typed visitBinary(Expr.Binary e, Void unused) {
        return new Typed.Binary(e.op(), tree(e.left()), tree(e.right()), type(e), e);
    }

    @Override
    public Typed visitIf(Expr.If e, Void unused) {
        return new Typed.If(tree(e.condition()), tree(e.then()), tree(e.otherwise()), type(e), e);
    }

    @Override
    public Typed visitLet(Expr.Let e, Void unused) {
        return new Typed.Let(e.variable().text(), tree(e.value()), tree(e.body()), type(e), e);
    }

    @Override
    public Typed visitAggregate(Expr.Aggregate e, Void unused) {
        return new Typed.Aggregate(e.function(), text(e.index()), e.variable().text(), tree(e.source()),
                tree(e.body()), type(e), e);
    }

    @Override
    public Typed visitFold(Expr.Fold e, Void unused) {
        return new Typed.Fold(e.function(), e.accumulator().text(), tree(e.init()), text(e.index()),
                e.variable().text(), tree(e.source()), tree(e.body()), type(e), e);
    }

    @Override
    public Typed visitIndex(Expr.Index e, Void unused) {
        return new Typed.Index(tree(e.target()), tree(e.index()), type(e), e);
    }

    @Override
    public Typed visitReachable(Expr.Reachable e, Void unused) {
        return new Typed.Reachable(e.variable().text(), tree(e.from()), tree(e.to()), tree(e.steps()),
                tree(e.condition()), type(e), e);
    }

    @Override
    public Typed visitCall(Expr.Call e, Void unused) {
        List<Expr> args = facts.arguments.get(e);
        if (args == null) { // not matched to parameters (an unknown callee): as written
            args = e.arguments().stream().map(Expr.Argument::value).toList();
        }
        return new Typed.Call(e.callee().text(), facts.callees.get(e), trees(args), type(e), e);
    }

    @Override
    public Typed visitRecordLit(Expr.RecordLit e, Void unused) {
        List<Expr> values = model.fieldOrder.get(e);
        if (values == null) { // not matched to a build's fields: as written
            values = e.fields().stream().map(Expr.FieldValue::value).toList();
        }
        Type type = type(e);
        return new Typed.RecordLit(type instanceof Type.BuildType b ? b.decl() : null, trees(values), type, e);
    }

    @Override
    public Typed visitListLit(Expr.ListLit e, Void unused) {
        return new Typed.ListLit(trees(e.elements()), type(e), e);
    }
}
