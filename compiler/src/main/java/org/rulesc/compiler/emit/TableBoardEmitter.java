package org.rulesc.compiler.emit;

import java.util.function.Consumer;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Typed;

/**
 * The generated side of a game on an open table ({@code board … by … grid … borders …}): the
 * table as a {@code Tabletop} constant, and the choices of {@code dest: point within r of c},
 * which call the same {@code Tabletop.within} as the interpreter with the pieces in the same
 * (setup) order, so both back ends offer the same points in the same order.
 */
final class TableBoardEmitter {
    private TableBoardEmitter() {}

    /** {@code private static final Tabletop BOARD = new Tabletop(width, height, grid, border);}. */
    static void board(Consumer<String> line, EmitContext ctx, Decl.TableBoard b) {
        ExprEnv env = ExprEnv.empty();
        Construct.TableBoard typed = ctx.construct(b, Construct.TableBoard.class);
        String border = typed.border() == null ? "0" : ctx.exprs.emit(typed.border(), env);
        line.accept("");
        line.accept("/** The table: " + Docs.escape(b.label() == null ? b.name().text() : b.label())
                + ", and the candidate points self-play chooses among. */");
        line.accept("private static final org.rulesc.runtime.Tabletop BOARD = new org.rulesc.runtime.Tabletop("
                + ctx.exprs.emit(typed.width(), env) + ", " + ctx.exprs.emit(typed.height(), env) + ", "
                + ctx.exprs.emit(typed.grid(), env) + ", " + border + ");");
    }

    /**
     * Whether a given value is among the choices, as a referee asks: any point of the table within
     * reach (a written record may name points the candidates leave out).
     */
    static String allows(EmitContext ctx, Typed reach, Typed centre, ExprEnv env, String value) {
        return "BOARD.allows(" + ctx.exprs.emit(centre, env) + ", " + ctx.exprs.emit(reach, env) + ", " + value + ")";
    }

    /** The body of a {@code choices…} method for {@code within reach of centre}: fills {@code out}. */
    static void choices(Consumer<String> line, EmitContext ctx, PlayModel pm, Typed reach, Typed centre,
            ExprEnv e) {
        line.accept("int reach = " + ctx.exprs.emit(reach, e) + ";");
        line.accept("Continuous.Point centre = " + ctx.exprs.emit(centre, e.declaring("reach")) + ";");
        line.accept("List<Continuous.Point> around = new ArrayList<>();");
        line.accept("for (Piece q : w.pieces) {");
        line.accept("    around.add(q.state()." + JavaNames.member(pm.position()) + "());");
        line.accept("}");
        line.accept("out.addAll(BOARD.within(centre, reach, around));");
    }
}
