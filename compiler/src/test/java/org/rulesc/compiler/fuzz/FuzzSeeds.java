package org.rulesc.compiler.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.OnThisThread;
import org.rulesc.compiler.SourceFile;
import org.rulesc.grammar.RulesLexer;
import org.rulesc.grammar.RulesParser;

/**
 * Seeds for the long run: every rulebook given, split into pieces of its header and one
 * declaration each, keeping the pieces that the compiler accepts on their own and that fit in
 * the run's maximum input length. Small seeds keep executions fast; accepted ones give the
 * mutations every construct of the language to start from.
 * Usage: {@code FuzzSeeds MAX_LEN OUT_DIR RULEBOOK…}.
 */
public final class FuzzSeeds {
    private FuzzSeeds() {}

    public static void main(String[] args) throws IOException {
        int maxLen = Integer.parseInt(args[0]);
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        int written = 0;
        int tried = 0;
        for (int i = 2; i < args.length; i++) {
            String text = Files.readString(Path.of(args[i]));
            for (String piece : pieces(text)) {
                tried++;
                byte[] bytes = piece.getBytes(StandardCharsets.UTF_8);
                if (bytes.length <= maxLen && !OnThisThread.compile(
                        new CompilerOptions("fuzz.gen"), List.of(new SourceFile("fuzz.rules", piece))).hasErrors()) {
                    Files.write(out.resolve("seed-" + sha1(bytes)), bytes);
                    written++;
                }
            }
        }
        System.out.printf("seeds: %d of %d pieces accepted and at most %d bytes, in %s%n", written, tried, maxLen, out);
    }

    /** The whole text when it has no declaration, else the header with each declaration in turn. */
    static List<String> pieces(String text) {
        RulesParser parser = new RulesParser(new CommonTokenStream(new RulesLexer(CharStreams.fromString(text))));
        parser.removeErrorListeners();
        RulesParser.FileContext file = parser.file();
        if (file.rulebook() == null || file.declaration().isEmpty()) {
            return List.of(text);
        }
        String header = source(text, file.rulebook());
        return file.declaration().stream().map(d -> header + "\n" + source(text, d) + "\n").toList();
    }

    private static String source(String text, ParserRuleContext ctx) {
        if (ctx.getStart() == null || ctx.getStop() == null || ctx.getStop().getStopIndex() < ctx.getStart().getStartIndex()) {
            return "";
        }
        // ANTLR counts code points, String counts UTF-16 units
        return text.substring(text.offsetByCodePoints(0, ctx.getStart().getStartIndex()),
                text.offsetByCodePoints(0, ctx.getStop().getStopIndex() + 1));
    }

    private static String sha1(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
