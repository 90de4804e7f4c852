package org.rulesc.rulebooks.differential;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.Referee;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.GameReferee;

/**
 * A bundled rulebook's game refereeing written records on both back ends, the generated
 * {@code XGame.referee} and the interpreter's {@link Referee}, which must give the same verdict:
 * what the referee tests of every game share, so that each of them is only its records and what
 * it asserts about the verdicts.
 *
 * @param <S> the generated game's state
 */
public final class BothReferees<S> {
    private final Function<String, GameReferee.Report<S>> generated;
    private final Games games;
    private final BiConsumer<S, Games.State> sameState;

    /**
     * @param rulebook  the file under {@code rulebooks/src/main/rules} whose first game is refereed
     * @param generated the generated game's {@code referee}
     * @param sameState asserts that the generated and the interpreted final states agree (on what the
     *                  test cares about); called when both referees reached a state
     */
    public BothReferees(String rulebook, Function<String, GameReferee.Report<S>> generated,
            BiConsumer<S, Games.State> sameState) {
        this.generated = generated;
        this.games = load(rulebook);
        this.sameState = sameState;
    }

    public BothReferees(String rulebook, Function<String, GameReferee.Report<S>> generated) {
        this(rulebook, generated, (g, i) -> {});
    }

    private static Games load(String rulebook) {
        try {
            SourceFile source = SourceFile.read(Path.of("..", "rulebooks", "src", "main", "rules", rulebook));
            CompilationResult result = new RulesCompiler(new CompilerOptions("org.rulesc.rulebooks")).check(List.of(source));
            assertThat(result.hasErrors()).isFalse();
            Model model = result.models().get(0);
            Decl.Game game = model.all(Decl.Game.class).get(0);
            return new Games(new Interpreter(model), model.plays.get(game));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@return the interpreter's game} */
    public Games games() {
        return games;
    }

    /** {@return the interpreter's verdict alone} */
    public Referee.Report interpreted(String record) {
        return new Referee(games).referee(record);
    }

    /**
     * Both verdicts, which must agree: the same first refused line, column, rule, citation and
     * message (a choice not among its choices named alike: a piece by where it stands, a member
     * by its document's label), the same number of actions, and the same final state as {@code
     * sameState} compares it.
     *
     * @return the generated referee's report
     */
    public GameReferee.Report<S> referee(String record) {
        GameReferee.Report<S> g = generated.apply(record);
        Referee.Report i = interpreted(record);
        GameReferee.Discrepancy d = g.discrepancy();
        Referee.Discrepancy e = i.discrepancy();
        assertThat(e == null ? null : List.of(e.line(), e.column(), e.rule(), e.citation()))
                .isEqualTo(d == null ? null : List.of(d.line(), d.column(), d.rule(), d.citation()));
        if (d != null) {
            assertThat(e.message()).isEqualTo(d.message());
        }
        assertThat(i.actions()).isEqualTo(g.actions());
        if (g.state() != null) {
            assertThat(i.state()).isNotNull();
            sameState.accept(g.state(), i.state());
        }
        return g;
    }

    /** {@return the generated report of a record both referees accept, with the same number of actions} */
    public GameReferee.Report<S> legal(String record) {
        GameReferee.Report<S> g = referee(record);
        assertThat(g.discrepancy()).isNull();
        return g;
    }

    /**
     * The first line the rules refuse, the same on both back ends: line, column, rule, citation and
     * message, word for word.
     *
     * @return the generated referee's discrepancy
     */
    public GameReferee.Discrepancy refused(String record) {
        GameReferee.Discrepancy d = generated.apply(record).discrepancy();
        assertThat(d).isNotNull();
        Referee.Discrepancy i = interpreted(record).discrepancy();
        assertThat(i).isNotNull();
        assertThat(List.of(i.line(), i.column(), i.rule(), i.citation(), i.message()))
                .isEqualTo(List.of(d.line(), d.column(), d.rule(), d.citation(), d.message()));
        return d;
    }
}
