package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.Continuous;
import org.rulesc.runtime.Tabletop;

/**
 * The choices of {@code dest: point within r of c} on an open table ({@code board … by … grid …}):
 * the runtime's {@link Tabletop#within} candidates, the same call the generated engine makes, so
 * both back ends offer the same points in the same order.
 */
final class TableChoices {
    private TableChoices() {}

    /** Per interpreter (a house rule may replace a constant the table's size reads), the table of each board. */
    private static final Map<Interpreter, Map<Decl.TableBoard, Tabletop>> TABLES = new WeakHashMap<>();

    /** The table of a game's board, its lengths evaluated once per interpreter. */
    static synchronized Tabletop table(Interpreter in, Decl.TableBoard b) {
        return TABLES.computeIfAbsent(in, x -> new java.util.IdentityHashMap<>()).computeIfAbsent(b, x -> {
            Construct.TableBoard typed = in.model.construct(x, Construct.TableBoard.class);
            return new Tabletop(length(in, typed.width()), length(in, typed.height()), length(in, typed.grid()),
                    typed.border() == null ? 0 : length(in, typed.border()));
        });
    }

    private static long length(Interpreter in, Typed e) {
        return Interpreter.integer(in.eval(e, Env.empty()));
    }

    /** Whether a referee accepts {@code v}: any point of the table within {@code reach} of {@code centre}. */
    static boolean allows(Interpreter in, PlayModel pm, int reach, Object centre, Object v) {
        return table(in, (Decl.TableBoard) pm.board()).allows((Continuous.Point) centre, reach, v);
    }

    /** The candidate points within {@code reach} of {@code centre}, given the pieces in play (setup order). */
    static List<Continuous.Point> within(Interpreter in, PlayModel pm, List<Object> pieces, int reach, Object centre) {
        List<Continuous.Point> around = new ArrayList<>();
        for (Object p : pieces) {
            around.add((Continuous.Point) ((Values.RecordValue) p).get(pm.position()));
        }
        return table(in, (Decl.TableBoard) pm.board()).within((Continuous.Point) centre, reach, around);
    }
}
