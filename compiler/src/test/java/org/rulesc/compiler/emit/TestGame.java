package org.rulesc.compiler.emit;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import org.rulesc.compiler.Compile;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.compiler.model.Model;

/**
 * A test rulebook's first game on both back ends: its generated class, compiled with javac into
 * {@code dir}, and the interpreter's {@link Games} over the same model.
 *
 * @param generated the generated game class
 * @param games the interpreter's game
 * @param decl the game's declaration (its scenarios)
 */
record TestGame(Class<?> generated, Games games, Decl.Game decl) {
    static TestGame load(String resource, String generatedClass, Path dir) throws Exception {
        CompilationResult result = Compile.text(resource, Compile.resource(resource));
        assertWithMessage(Compile.errors(result)).that(result.hasErrors()).isFalse();
        ClassLoader loader = Compile.javac(result, dir);
        Model model = result.models().get(0);
        Decl.Game decl = model.all(Decl.Game.class).get(0);
        return new TestGame(loader.loadClass(generatedClass), new Games(new Interpreter(model), model.plays.get(decl)),
                decl);
    }

    /**
     * Seed {@code seed} self-played on the game's first scenario (scenario {@code "s"}) by the
     * generated class and by the interpreter, at most 100 turns: the two records must be the same.
     *
     * @return the interpreter's game, whose record is the generated one too
     */
    SelfPlay.Game playedAlike(long seed) throws Exception {
        Object setup = generated.getMethod("scenario", String.class).invoke(null, "s");
        String record = (String) generated.getMethod("play", List.class, long.class, int.class)
                .invoke(null, setup, seed, 100);
        SelfPlay.Game interpreted = new SelfPlay(games).play(decl.play().scenarios().get(0), seed, 100);
        assertThat(record).isEqualTo(interpreted.record());
        return interpreted;
    }

    /** The generated referee's refusal of {@code record}, or null when it is legal. */
    String refusal(String record) throws Exception {
        Object report = generated.getMethod("referee", String.class).invoke(null, record);
        Object d = report.getClass().getMethod("discrepancy").invoke(report);
        return d == null ? null : (String) d.getClass().getMethod("message").invoke(d);
    }
}
