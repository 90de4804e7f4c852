package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.TypedPlay;

/**
 * The effects of a game's acts and phase starts as statements of the generated game class
 * ({@link GameEmitter}), one per typed effect ({@link TypedPlay.Effect}), with the interpreter's
 * semantics ({@code interpret.Games}): they change the pieces of the act's {@code Work} and add
 * the lines it writes.
 */
final class GameEffects implements TypedPlay.Visitor<Void, GameEffects.Scope> {
    private final EmitContext ctx;
    private final PlayModel pm;
    private final String piece;
    private final GameJsonEmitter.Lines out;
    /** The temporaries written so far in the class: each effect's locals get a number of their own. */
    private int temps;

    /**
     * @param piece the Java type of a piece's state
     * @param out where the statements go (the game class's lines, at its indentation)
     */
    GameEffects(EmitContext ctx, PlayModel pm, String piece, GameJsonEmitter.Lines out) {
        this.ctx = ctx;
        this.pm = pm;
        this.piece = piece;
        this.out = out;
    }

    /**
     * Where an effect is written.
     *
     * @param env the rulebook's names in scope, as Java
     * @param pieces the Java int local holding the number of each piece name in scope
     * @param roll the Java local of the outcome of the roll `on` picks among (null: none)
     */
    record Scope(ExprEnv env, Map<String, String> pieces, String roll) {}

    /** {@code effects}, in order. */
    void write(List<TypedPlay.Effect> effects, ExprEnv env, Map<String, String> pieces, String roll) {
        Scope scope = new Scope(env, pieces, roll);
        for (TypedPlay.Effect e : effects) {
            e.accept(this, scope);
        }
    }

    @Override
    public Void visitSet(TypedPlay.Set s, Scope at) {
        String id = at.pieces().get(s.written().piece().text());
        String cur = "w.cur(" + id + ")";
        List<String> args = new ArrayList<>();
        String value = ctx.exprs.emit(s.value(), at.env());
        for (Decl.BuildField f : pm.piece().fields()) {
            args.add(f.name().text().equals(s.written().field().text()) ? value
                    : cur + "." + JavaNames.member(f.name().text()) + "()");
        }
        out.line().accept("w.set(" + id + ", new " + piece + "(" + String.join(", ", args) + "));");
        return null;
    }

    @Override
    public Void visitSetShared(TypedPlay.SetShared s, Scope at) {
        out.line().accept(new SharedEmitter(ctx, ctx.construct(pm.game(), Construct.Game.class))
                .set(s.written().field().text(), ctx.exprs.emit(s.value(), at.env())));
        return null;
    }

    @Override
    public Void visitRemove(TypedPlay.Remove r, Scope at) {
        out.line().accept("w.remove(" + at.pieces().get(r.written().piece().text()) + ");");
        return null;
    }

    @Override
    public Void visitRoll(TypedPlay.Roll r, Scope at) {
        Decl.Check c = r.check();
        String o = "o" + (++temps);
        String checkClass = ctx.types.named(c.name().text(), JavaNames.CHECK).simpleName();
        List<String> args = new ArrayList<>(List.of("w.dice"));
        for (org.rulesc.compiler.model.Typed a : r.call().arguments()) {
            args.add(ctx.exprs.emit(a, at.env()));
        }
        if (r.written().chooser() == null) {
            out.line().accept(checkClass + ".Outcome " + o + " = " + checkClass + ".roll(" + String.join(", ", args)
                    + ");");
        } else {
            chosenRoll(c, checkClass, o, args, at.pieces().get(r.written().chooser().text()));
        }
        ExprEnv inner = at.env().declaring(o).with(r.written().as() == null ? "roll" : r.written().as().text(),
                o + ".roll()").with("success", o + ".success()");
        for (String part : ctx.construct(c, Construct.Check.class).steps().parts()) {
            inner = inner.with(part, o + "." + JavaNames.member(part) + "()");
        }
        write(r.body(), inner, at.pieces(), o);
        return null;
    }

    @Override
    public Void visitOn(TypedPlay.On on, Scope at) {
        String want = on.written().outcome().text();
        String roll = at.roll();
        String test = want.equals("success") ? roll + ".success()" : want.equals("failure") ? "!" + roll
                + ".success()" : roll + ".grade().equals(" + JavaText.literal(want) + ")";
        out.open().accept("if (" + test + ")");
        write(on.body(), at.env(), at.pieces(), null);
        out.close().run();
        return null;
    }

    @Override
    public Void visitIf(TypedPlay.If i, Scope at) {
        out.open().accept("if (" + ctx.exprs.emit(i.condition(), at.env()) + ")");
        write(i.then(), at.env(), at.pieces(), null);
        if (!i.otherwise().isEmpty()) {
            out.between().accept("} else {");
            write(i.otherwise(), at.env(), at.pieces(), null);
        }
        out.close().run();
        return null;
    }

    @Override
    public Void visitForEach(TypedPlay.ForEach f, Scope at) {
        String variable = f.written().variable().text();
        String v = "x" + (++temps);
        boolean overPieces = f.source().type() instanceof Type.ListType l
                && l.element() instanceof Type.BuildType b && b.decl() == pm.piece();
        String elem = overPieces ? piece : "var";
        ExprEnv inner = at.env().declaring(v);
        Map<String, String> innerPieces = at.pieces();
        if (f.written().index() == null) {
            out.open().accept("for (" + elem + " " + v + " : " + ctx.exprs.emit(f.source(), at.env()) + ")");
        } else {
            // with its index: the list once, then each element by its position
            String items = v + "s";
            String index = v + "i";
            out.line().accept("var " + items + " = " + ctx.exprs.emit(f.source(), at.env()) + ";");
            out.open().accept("for (int " + index + " = 0; " + index + " < " + items + ".size(); " + index + "++)");
            out.line().accept(elem + " " + v + " = " + items + ".get(" + index + ");");
            inner = inner.declaring(items).declaring(index).with(f.written().index().text(), index);
            if (innerPieces.containsKey(f.written().index().text())) {
                innerPieces = new LinkedHashMap<>(innerPieces);
                innerPieces.remove(f.written().index().text());
            }
        }
        if (overPieces) {
            String id = v + "Id";
            out.line().accept("int " + id + " = w.idOf(" + v + ");");
            inner = inner.declaring(id).with(variable, "w.cur(" + id + ")");
            innerPieces = new LinkedHashMap<>(innerPieces);
            innerPieces.put(variable, id);
        } else {
            inner = inner.with(variable, v);
        }
        write(f.body(), inner, innerPieces, null);
        out.close().run();
        return null;
    }

    /** Counted with the requirements and when the act is performed ({@code keyed…} methods), not run. */
    @Override
    public Void visitUsesKeyed(TypedPlay.UsesKeyed u, Scope at) {
        return null;
    }

    @Override
    public Void visitForRange(TypedPlay.ForRange f, Scope at) {
        String variable = f.written().variable().text();
        String v = "k" + (++temps);
        String hi = "hi" + temps;
        ExprEnv env = at.env();
        out.line().accept("int " + hi + " = " + ctx.exprs.emit(f.hi(), env) + ";");
        out.open().accept("for (int " + v + " = " + ctx.exprs.emit(f.lo(), env.declaring(hi)) + "; " + v + " <= " + hi
                + "; " + v + "++)");
        Map<String, String> innerPieces = at.pieces();
        if (innerPieces.containsKey(variable)) {
            innerPieces = new LinkedHashMap<>(innerPieces);
            innerPieces.remove(variable);
        }
        write(f.body(), env.declaring(hi).declaring(v).with(variable, v), innerPieces, null);
        out.close().run();
        return null;
    }

    @Override
    public Void visitWrite(TypedPlay.Write w, Scope at) {
        List<String> args = new ArrayList<>();
        for (TypedPlay.WriteField field : w.fields()) {
            args.add(ctx.exprs.emit(field.value(), at.env()));
        }
        String record = NotationEmitter.formatClass(ctx, w.notation(), w.format()).canonicalName()
                .substring(ctx.model.javaPackage.length() + 1);
        String v = "line" + (++temps);
        out.line().accept("var " + v + " = new " + record + "(" + String.join(", ", args) + ");");
        out.line().accept("w.written.add(new Written(" + v + ", " + v + ".format()));");
        return null;
    }

    /**
     * {@code roll check(…) chosen by p}: rolled, then, when two or more grades applied, the grade the
     * player of {@code p} picks ({@code Work.choose}, asked after the roll as the interpreter asks).
     */
    private void chosenRoll(Decl.Check c, String checkClass, String o, List<String> args, String who) {
        String rolled = o + "r";
        out.line().accept(checkClass + ".Outcome " + rolled + " = " + checkClass + ".roll(" + String.join(", ", args)
                + ");");
        String label = c.label() == null ? c.name().text() : c.label();
        out.line().accept(checkClass + ".Outcome " + o + " = " + rolled + ".grades().size() < 2 ? " + rolled + " : "
                + rolled + ".choose(" + rolled + ".grades().get(w.choose(" + who + ", "
                + JavaText.literal(c.name().text()) + ", " + JavaText.literal(label) + ", "
                + JavaText.literal(c.meta().citationText()) + ", " + rolled + ".grades().stream().map(" + checkClass
                + ".Grade::id).toList(), " + rolled + ".grades().stream().map(" + checkClass
                + ".Grade::label).toList())));");
    }
}
