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
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;
import org.rulesc.rulebooks.battling.Battling;
import org.rulesc.rulebooks.battling.ATType;
import org.rulesc.rulebooks.combat_rules_part2.HitCheck;
import org.rulesc.rulebooks.maid_and_maidens.AttackCheck;
import org.rulesc.runtime.Dice;
import org.rulesc.runtime.Distribution;

/**
 * The interpreter against the generated engine on the same rules, in one run: a check's
 * {@code roll()} (Maid & Maidens 攻撃判定, d6; 戦闘時用のルール 命中判定, d100 with chosen grades),
 * a check's exact distribution, and a chart lookup (バトリング 射撃結果表). Throughput, so the
 * ratio generated / interpreted is read directly. The interpreter reads the bundled rulebooks
 * from {@code rulebooks/src/main/rules} below the directory the benchmark runs in.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class InterpreterBenchmark {
  private Dice dice;
  private Interpreter maid;
  private Checks maidChecks;
  private Decl.Check attack;
  private List<Object> attackArgs;
  private Checks d100Checks;
  private Decl.Check hit;
  private List<Object> hitArgs;
  private Interpreter battling;
  private Decl.Table hitNumber;
  private List<Object> hitNumberArgs;

  @Setup
  public void load() throws IOException {
    dice = Dice.seeded(42);
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
    Model m = model(result, "maid_and_maidens");
    maid = new Interpreter(m);
    maidChecks = new Checks(maid);
    attack = check(m, "attack");
    attackArgs = List.of(4, 0, 1, 1);
    Model d = model(result, "combat_rules_part2");
    Interpreter d100 = new Interpreter(d);
    d100Checks = new Checks(d100);
    hit = check(d, "hit");
    hitArgs = List.of(60, 10, true, false, 30, 15, 5);
    Model b = model(result, "battling");
    battling = new Interpreter(b);
    hitNumber = b.all(Decl.Table.class).stream().filter(t -> t.name().text().equals("hit_number")).findFirst()
        .orElseThrow();
    hitNumberArgs = List.of(battling.member((Decl.Enum) b.symbols.lookup("ATType"), "brutish_dog"), 4);
  }

  private static Model model(CompilationResult result, String id) {
    return result.models().stream().filter(m -> m.rulebook.id().text().equals(id)).findFirst().orElseThrow();
  }

  private static Decl.Check check(Model m, String name) {
    return m.all(Decl.Check.class).stream().filter(c -> c.name().text().equals(name)).findFirst().orElseThrow();
  }

  @Benchmark
  public AttackCheck.Outcome attackRollGenerated() {
    return AttackCheck.roll(dice, 4, 0, 1, 1);
  }

  @Benchmark
  public Checks.Outcome attackRollInterpreted() {
    return maidChecks.roll(attack, attackArgs, dice);
  }

  @Benchmark
  public HitCheck.Outcome hitRollGenerated() {
    return HitCheck.roll(dice, 60, 10, true, false, 30, 15, 5);
  }

  @Benchmark
  public Checks.Outcome hitRollInterpreted() {
    return d100Checks.roll(hit, hitArgs, dice);
  }

  @Benchmark
  public Distribution<AttackCheck.Grade> attackDistributionGenerated() {
    return AttackCheck.distribution(4, 0, 1, 1);
  }

  @Benchmark
  public Distribution<String> attackDistributionInterpreted() {
    return maidChecks.grades(attack, attackArgs);
  }

  @Benchmark
  public int hitNumberGenerated() {
    return Battling.hitNumber(ATType.BRUTISH_DOG, 4);
  }

  @Benchmark
  public Object hitNumberInterpreted() {
    return battling.table(hitNumber, hitNumberArgs);
  }
}
