package org.rulesc.compiler.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.rulesc.compiler.LargeStack;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code rulesc} command line: {@code rulesc check} and {@code rulesc compile}.
 *
 * <p>Exit codes: {@value #EXIT_OK} success (warnings allowed), {@value #EXIT_RULE_ERRORS} the
 * rulebooks have errors, {@value #EXIT_USAGE} a usage or I/O error, {@value #EXIT_INTERNAL}
 * an internal error (a bug in rulesc). Diagnostics go to stderr, reports to stdout.
 */
@Command(
        name = "rulesc",
        mixinStandardHelpOptions = true,
        versionProvider = Rulesc.Version.class,
        description = "Compiles tabletop rulebooks (.rules files) into Java engines and JUnit 5 tests.",
        synopsisSubcommandLabel = "COMMAND",
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  success (warnings allowed)",
            "  1  the rulebooks have errors",
            "  2  usage or I/O error",
            "  3  internal error",
            "",
            "Run 'rulesc COMMAND --help' for a command's options."
        })
public final class Rulesc implements Callable<Integer> {
    public static final int EXIT_OK = 0;
    public static final int EXIT_RULE_ERRORS = 1;
    public static final int EXIT_USAGE = 2;
    public static final int EXIT_INTERNAL = 3;

    /** The system property the launcher script sets to the repository root. */
    public static final String HOME_PROPERTY = "rulesc.home";

    @Spec
    CommandSpec spec;

    private Rulesc() {}

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "missing command: use check, compile, eval, roll, odds, diff, stats, fmt, doc, lsp, referee or play");
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        System.exit(run(args, out, err));
    }

    /** Runs one command line; never throws and never calls {@code System.exit}. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        String home = System.getProperty(HOME_PROPERTY);
        return run(args, out, err, Path.of("").toAbsolutePath(),
                home == null || home.isBlank() ? null : Path.of(home).toAbsolutePath().normalize());
    }

    /** {@link #run(String[], PrintStream, PrintStream)} with the environment made explicit. */
    static int run(String[] args, PrintStream out, PrintStream err, Path workingDir, Path home) {
        // every command walks expressions recursively (check, eval, diff, doc …): on a large stack
        return LargeStack.call(() -> runHere(args, out, err, workingDir, home));
    }

    private static int runHere(String[] args, PrintStream out, PrintStream err, Path workingDir, Path home) {
        PrintWriter outWriter = writerFor(out);
        PrintWriter errWriter = writerFor(err);
        try {
            Context ctx = new Context(outWriter, errWriter, workingDir.toAbsolutePath().normalize(), home);
            CommandLine cli = new CommandLine(new Rulesc());
            cli.addSubcommand("check", new CheckCommand(ctx));
            cli.addSubcommand("compile", new CompileCommand(ctx));
            cli.addSubcommand("stats", new StatsCommand(ctx));
            cli.addSubcommand("eval", new EvalCommand(ctx));
            cli.addSubcommand("roll", new RollCommand(ctx));
            cli.addSubcommand("odds", new OddsCommand(ctx));
            cli.addSubcommand("diff", new DiffCommand(ctx));
            cli.addSubcommand("fmt", new FmtCommand(ctx));
            cli.addSubcommand("doc", new DocCommand(ctx));
            cli.addSubcommand("lsp", new LspCommand(ctx));
            cli.addSubcommand("referee", new GameCommands.Referee(ctx));
            cli.addSubcommand("play", new GameCommands.PlayGames(ctx));
            cli.addSubcommand("help", new CommandLine.HelpCommand());
            cli.setOut(outWriter);
            cli.setErr(errWriter);
            cli.setParameterExceptionHandler(Rulesc::usageError);
            cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> executionError(e, errWriter));
            return cli.execute(args == null ? new String[0] : args);
        } catch (RuntimeException | Error e) { // e.g. a picocli model error: still never a trace
            return executionError(e, errWriter);
        } finally {
            outWriter.flush();
            errWriter.flush();
        }
    }

    /** Bad options or arguments: one line saying what is wrong, and where to find help. */
    private static int usageError(ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        boolean unknownCommand = e instanceof CommandLine.UnmatchedArgumentException unmatched
                && cmd.getParent() == null
                && !unmatched.getUnmatched().isEmpty()
                && !unmatched.getUnmatched().get(0).startsWith("-");
        err.println("rulesc: " + (unknownCommand
                ? "unknown command '" + ((CommandLine.UnmatchedArgumentException) e).getUnmatched().get(0) + "'"
                : e.getMessage()));
        CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
        return EXIT_USAGE;
    }

    private static int executionError(Throwable e, PrintWriter err) {
        if (e instanceof UserError) {
            err.println("rulesc: " + e.getMessage());
            return EXIT_USAGE;
        }
        String message = e.getMessage();
        err.println("internal error: " + e.getClass().getName()
                + (message == null || message.isBlank() ? "" : ": " + message.lines().findFirst().orElse("")));
        return EXIT_INTERNAL;
    }

    /** A writer that goes through the PrintStream, so the stream's own charset applies. */
    private static PrintWriter writerFor(PrintStream stream) {
        return new PrintWriter(new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) {
                stream.print(new String(chars, offset, length));
            }

            @Override
            public void flush() {
                stream.flush();
            }

            @Override
            public void close() {
                stream.flush();
            }
        }, true);
    }

    /** {@code rulesc --version}: the version from the jar manifest. */
    public static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Rulesc.class.getPackage().getImplementationVersion();
            return new String[] {
                "rulesc " + (version == null ? "(development build)" : version),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"
            };
        }
    }
}
