package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;

/**
 * The maps a game may be played on ({@code board test_field, test_house, test_river}): each game
 * is played on one of them, chosen by its scenario ({@code scenario "…" on test_house}) or its
 * record's {@code board} header line, and its expressions read that map as {@code board}. So
 * that every expression means the same on each, the maps are one kind (square or hex) with one
 * terrain; an open table is a game's only board.
 */
final class GameBoards {
    private GameBoards() {}

    /**
     * The game's boards, the first ({@code first}, already checked) first; reports E1140–E1143.
     *
     * @param first the first board's declaration (null: none, or not a map)
     */
    static List<Decl> check(Model model, Reporter reporter, Usage usage, ExprChecker exprs, Play play, Decl first) {
        List<Decl> boards = new ArrayList<>();
        if (first == null) {
            scenarios(reporter, play, Set.of());
            return boards;
        }
        boards.add(first);
        Set<String> seen = new HashSet<>();
        seen.add(play.board().text());
        for (Name other : play.otherBoards()) {
            Decl d = model.symbols.lookup(other.text());
            usage.use(d);
            if (!seen.add(other.text())) {
                reporter.report(Code.GAME_BOARD_TWICE, other.span(), other.text());
            } else if (d instanceof Decl.TableBoard || first instanceof Decl.TableBoard) {
                Name table = d instanceof Decl.TableBoard ? other : play.board();
                reporter.report(Code.GAME_BOARDS_TABLE, table.span(), table.text());
            } else if (!(d instanceof Decl.HexMap || d instanceof Decl.SquareMap)) {
                reporter.report(Code.GAME_NOT_A_MAP, other.span(), other.text());
            } else if (!type(exprs, d).equals(type(exprs, first))) {
                reporter.report(Code.GAME_BOARDS_DIFFER, other.span(), other.text(), show(exprs, d),
                        play.board().text(), show(exprs, first));
            } else {
                boards.add(d);
            }
        }
        scenarios(reporter, play, seen);
        return List.copyOf(boards);
    }

    /** Each scenario's {@code on} names one of the boards. */
    private static void scenarios(Reporter reporter, Play play, Set<String> boards) {
        for (Play.Scenario sc : play.scenarios()) {
            if (sc.map() != null && !boards.contains(sc.map().text())) {
                reporter.report(Code.GAME_SCENARIO_BOARD, sc.map().span(), sc.title(), sc.map().text(),
                        boards.isEmpty() ? " (it names no `board`)" : " (" + String.join(", ", boards) + ")");
            }
        }
    }

    /** The type of the value {@code board} denotes on a game played on these boards (null: no map value). */
    static Type boardType(ExprChecker exprs, List<Decl> boards) {
        return boards.isEmpty() || boards.get(0) instanceof Decl.TableBoard ? null : type(exprs, boards.get(0));
    }

    private static Type type(ExprChecker exprs, Decl map) {
        return map instanceof Decl.HexMap h ? exprs.mapType(h) : exprs.squareMapType((Decl.SquareMap) map);
    }

    private static String show(ExprChecker exprs, Decl map) {
        return (map instanceof Decl.HexMap ? "a hex map" : "a square map") + " of " + type(exprs, map).show();
    }
}
