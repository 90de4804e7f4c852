package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.compiler.model.Model;

/**
 * A game whose names are hostile to Java (Japanese names, a field named {@code int}, an action and
 * a format named {@code class}, a parameter named {@code new}): its generated class compiles with
 * {@code -Xlint:all -Werror} and plays the same games as the interpreter.
 */
class GameCodeTest {
    @TempDir Path dir;

    @Test
    void aHostilelyNamedGameCompilesAndPlaysLikeTheInterpreter() throws Exception {
        CompilationResult result = Compile.text("hostile_game.rules", Compile.resource("hostile_game.rules"));
        assertWithMessage(Compile.errors(result)).that(result.hasErrors()).isFalse();
        ClassLoader loader = Compile.javac(result, dir);
        Class<?> game = loader.loadClass("test.gen.対戦.対戦ゲームGame");
        Object setup = game.getMethod("scenario", String.class).invoke(null, "s");
        Model model = result.models().get(0);
        Decl.Game g = model.all(Decl.Game.class).get(0);
        Games games = new Games(new Interpreter(model), model.plays.get(g));
        SelfPlay play = new SelfPlay(games);
        for (long seed = 1; seed <= 5; seed++) {
            String generated = (String) game.getMethod("play", List.class, long.class, int.class)
                    .invoke(null, setup, seed, 100);
            SelfPlay.Game interpreted = play.play(g.play().scenarios().get(0), seed, 100);
            assertThat(generated).isEqualTo(interpreted.record());
            assertThat(interpreted.finished()).isTrue();
        }
    }

    @Test
    void aPieceNamedLikeAClassOfTheGameIsAnError() {
        CompilationResult result = Compile.text("h.rules", Compile.resource("hostile_game.rules")
                .replace("piece Unit of", "piece State of").replace("target: Unit in", "target: State in"));
        assertThat(result.diagnostics().stream().map(d -> d.code().code()).toList()).contains("E1022");
    }
}
