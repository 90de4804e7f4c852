package org.rulesc.compiler.interpret;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.Continuous.Point;

/** A game on an open table ({@code board … by … grid … borders …}) on the interpreter, and its checks. */
class TableBoardGameTest {
    private static final String HEADER = """
            rulebook t "t" version "1" {
              die d6
              space continuous
              unit cm
            }
            enum Side { a, b } cite "1"
            action go cite "1"
            sequence s { sides a, b  turns 1  phase pa side a actions go  phase pb side b actions go } cite "1"
            notation setup_record { format unit: "U" / side: Side / at: point } cite "1"
            notation action_record { format go: "G" / dest: point } cite "1"
            """;

    private static final String GAME = """
            board mat "卓": 30cm by 30cm grid 15cm borders 5cm cite "1"
            game g {
              board mat
              sequence s
              piece Unit of Side { at: point }
              setup setup_record.unit
              records action_record
              act go as go (dest: point within 15cm of self.at) {
                requires all(o in others: !within(dest, o.at, 7cm)) cite "1"
                set self.at = dest
              } cite "1"
            } cite "1"
            """;

    private static CompilationResult check(String text) {
        return new RulesCompiler(CompilerOptions.defaults()).check(List.of(new SourceFile("t.rules", text)));
    }

    private static List<Code> errors(String text) {
        return check(text).diagnostics().stream().map(Diagnostic::code).toList();
    }

    @Test
    void legalMovesAreTheGridPointsThenTheBorderPointsAndARefereeTakesAnyPointInReach() {
        CompilationResult result = check(HEADER + GAME);
        assertThat(result.hasErrors()).isFalse();
        Model model = result.models().get(0);
        Decl.Game g = model.all(Decl.Game.class).get(0);
        Games games = new Games(new Interpreter(model), model.plays.get(g));
        Games.State s = games.start(List.of(
                Map.of("side", games.interpreter().member(model.plays.get(g).sides(), "a"), "at", Point.of(0, 0)),
                Map.of("side", games.interpreter().member(model.plays.get(g).sides(), "b"), "at", Point.of(20, 0))));
        List<Object> dests = games.legalActions(s).stream().map(a -> a.args().get(0)).toList();
        // the grid offers (0,0), (15,0), (0,15), and the border point 5cm short of the other piece is
        // (15,0) again; the requirement (7cm apart) leaves out (15,0)
        assertThat(dests).containsExactly(Point.of(0, 0), Point.of(0, 15)).inOrder();
        Games.Action off = new Games.Action(g.play().acts().get(0), 1, List.of(Point.of(-1, 0)));
        assertThat(games.refusal(s, off).getMessage()).contains("dest (-1,0) is not among its choices");
        Games.Action anywhere = new Games.Action(g.play().acts().get(0), 1, List.of(Point.of(7, 11)));
        assertThat(games.refusal(s, anywhere)).isNull();
        Games.Action tooClose = new Games.Action(g.play().acts().get(0), 1, List.of(Point.of(14, 1)));
        assertThat(games.refusal(s, tooClose).getMessage()).contains("requires all(o in others");
    }

    @Test
    void aTableNeedsAContinuousSpaceAndLengths() {
        assertThat(errors(HEADER.replace("space continuous", "space square4") + GAME)).contains(Code.BOARD_TABLE_SPACE);
        assertThat(errors(HEADER + GAME.replace("30cm by", "30 by"))).contains(Code.BOARD_TABLE_LENGTH);
        // a point parameter says where it may go
        assertThat(errors(HEADER + GAME.replace("dest: point within 15cm of self.at", "dest: point")))
                .contains(Code.GAME_PARAM_DOMAIN);
        // and its reach is a length
        assertThat(check(HEADER + GAME.replace("within 15cm of", "within 15 of")).hasErrors()).isTrue();
    }
}
