package org.rulesc.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.interpret.SelfPlay;
import org.rulesc.compiler.model.Model;
import org.rulesc.rulebooks.a_aws.BattleGame;
import org.rulesc.rulebooks.al2.FieldRoundGame;
import org.rulesc.rulebooks.battling.DuelGame;
import org.rulesc.rulebooks.combat_rules_part2.MeleeGame;
import org.rulesc.rulebooks.maid_and_maidens.SkirmishGame;

/**
 * Whole self-played games of each bundled game, generated engine against interpreter: one
 * invocation is one game from the game's first scenario, with uniformly random legal choices and
 * seeded dice (the sampler of {@code rulesc play}). Every iteration, warm-up or measured, plays
 * the same {@link #GAMES} games, seeds 1 to {@code GAMES}, on either back end (single-shot
 * batches), so both do the same work: the score is the time of those games, games per second is
 * {@code GAMES / score}, and generated / interpreted is the ratio of the interpreted time to the
 * generated one. The interpreter reads the bundled rulebooks from {@code rulebooks/src/main/rules}
 * below the directory the benchmark runs in.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 2, batchSize = SelfPlayBenchmark.GAMES)
@Measurement(iterations = 3, batchSize = SelfPlayBenchmark.GAMES)
public class SelfPlayBenchmark {
  /** The games of one iteration: seeds 1..GAMES. */
  static final int GAMES = 20;
  static final int MAX_TURNS = 100;
  /** AL2's rounds have no last one: a game is this many rounds, as its differential test plays. */
  static final int ROUNDS = 10;

  private long seed;
  private List<String> duelSetup;
  private List<String> meleeSetup;
  private List<String> battleSetup;
  private List<String> skirmishSetup;
  /** AL2's scenarios in the order written, each on its own map, with its board and header. */
  private List<Play.Scenario> roundScenarios;
  private List<String> roundBoards;
  private List<List<String>> roundSetups;
  private SelfPlay duel;
  private SelfPlay melee;
  private SelfPlay battle;
  private SelfPlay skirmish;
  private SelfPlay round;
  private Play.Scenario duelScenario;
  private Play.Scenario meleeScenario;
  private Play.Scenario battleScenario;
  private Play.Scenario skirmishScenario;

  @Setup
  public void load() throws IOException {
    List<SourceFile> sources = new ArrayList<>();
    try (Stream<Path> files = Files.list(Path.of("rulebooks", "src", "main", "rules"))) {
      for (Path p : files.filter(f -> f.toString().endsWith(".rules")).sorted().toList()) {
        sources.add(SourceFile.read(p));
      }
    }
    CompilationResult result = new RulesCompiler(CompilerOptions.defaults()).check(sources);
    if (result.hasErrors()) {
      throw new IllegalStateException("the bundled rulebooks do not check: " + result.diagnostics());
    }
    duel = selfPlay(result, "battling");
    duelScenario = scenario(result, "battling");
    melee = selfPlay(result, "combat_rules_part2");
    meleeScenario = scenario(result, "combat_rules_part2");
    battle = selfPlay(result, "a_aws");
    battleScenario = scenario(result, "a_aws");
    duelSetup = DuelGame.scenario(duelScenario.title());
    meleeSetup = MeleeGame.scenario(meleeScenario.title());
    battleSetup = BattleGame.scenario(battleScenario.title());
    skirmish = selfPlay(result, "maid_and_maidens");
    skirmishScenario = scenario(result, "maid_and_maidens");
    skirmishSetup = SkirmishGame.scenario(skirmishScenario.title());
    round = selfPlay(result, "al2");
    roundScenarios = game(result, "al2").play().scenarios();
    roundBoards = roundScenarios.stream().map(s -> FieldRoundGame.scenarioBoard(s.title())).toList();
    roundSetups = roundScenarios.stream().map(s -> FieldRoundGame.scenario(s.title())).toList();
  }

  private static Decl.Game game(CompilationResult result, String id) {
    Model m = result.models().stream().filter(x -> x.rulebook.id().text().equals(id)).findFirst().orElseThrow();
    return m.all(Decl.Game.class).get(0);
  }

  private static SelfPlay selfPlay(CompilationResult result, String id) {
    Model m = result.models().stream().filter(x -> x.rulebook.id().text().equals(id)).findFirst().orElseThrow();
    return new SelfPlay(new Games(new Interpreter(m), m.plays.get(game(result, id))));
  }

  private static Play.Scenario scenario(CompilationResult result, String id) {
    return game(result, id).play().scenarios().get(0);
  }

  /** Each iteration starts again from seed 1. */
  @Setup(Level.Iteration)
  public void firstSeed() {
    seed = 0;
  }

  private long next() {
    return ++seed;
  }

  @Benchmark
  public String duelGenerated() {
    return DuelGame.play(duelSetup, next(), MAX_TURNS);
  }

  @Benchmark
  public String duelInterpreted() {
    return duel.play(duelScenario, next(), MAX_TURNS).record();
  }

  @Benchmark
  public String meleeGenerated() {
    return MeleeGame.play(meleeSetup, next(), MAX_TURNS);
  }

  @Benchmark
  public String meleeInterpreted() {
    return melee.play(meleeScenario, next(), MAX_TURNS).record();
  }

  @Benchmark
  public String battleGenerated() {
    return BattleGame.play(battleSetup, next(), MAX_TURNS);
  }

  @Benchmark
  public String battleInterpreted() {
    return battle.play(battleScenario, next(), MAX_TURNS).record();
  }

  @Benchmark
  public String skirmishGenerated() {
    return SkirmishGame.play(skirmishSetup, next(), MAX_TURNS);
  }

  @Benchmark
  public String skirmishInterpreted() {
    return skirmish.play(skirmishScenario, next(), MAX_TURNS).record();
  }

  /**
   * Seed s plays AL2's scenario (s − 1) mod 3, as self-play and the differential test do, so the
   * rounds spread over the three test maps.
   */
  @Benchmark
  public String roundGenerated() {
    long s = next();
    int i = (int) ((s - 1) % roundScenarios.size());
    return FieldRoundGame.play(roundBoards.get(i), roundSetups.get(i), s, ROUNDS);
  }

  @Benchmark
  public String roundInterpreted() {
    long s = next();
    return round.play(SelfPlay.scenarioFor(roundScenarios, s), s, ROUNDS).record();
  }
}
