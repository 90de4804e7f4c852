package org.rulesc.compiler.diag;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rulesc.compiler.SourceFile;

/**
 * The bad and the fixed example of each catalogue entry, from {@code examples.txt} beside this
 * class. Each example starts with a line {@code ## E0101 bad} or {@code ## E0101 fixed}.
 *
 * <p>An example is declarations below {@link #HEADER}, unless it starts with its own
 * {@code rulebook} header. An example of several files (a house rule and its base) separates
 * them with lines {@code === name.rules}. A code no rulebook can reach has {@code ## E0999 none}
 * followed by the reason instead. The compiler's tests compile every example: the bad
 * one must report its code, the fixed one neither its code nor any error.
 */
public final class Examples {
    /** What an example without its own header is declared under. */
    public static final String HEADER = "rulebook demo \"Demo\" version \"1\" { die d6 }\n";

    private static final String RESOURCE = "examples.txt";
    private static final String FILE_MARK = "=== ";

    /** @param bad text that reports the code @param fixed the same text, corrected */
    public record Example(String bad, String fixed) {}

    private static final Map<Code, String> WITHOUT = new EnumMap<>(Code.class);
    private static final Map<Code, Example> ALL = load();

    private Examples() {}

    public static Optional<Example> of(Code code) {
        return Optional.ofNullable(ALL.get(code));
    }

    /** Why a code has no example (no rulebook can reach it), or empty. */
    public static Optional<String> whyNone(Code code) {
        return Optional.ofNullable(WITHOUT.get(code));
    }

    public static Map<Code, Example> all() {
        return Collections.unmodifiableMap(ALL);
    }

    /** The files an example stands for, with {@link #HEADER} put before text without its own. */
    public static List<SourceFile> files(String example) {
        List<SourceFile> files = new ArrayList<>();
        if (!example.startsWith(FILE_MARK)) {
            files.add(new SourceFile("example.rules", withHeader(example)));
            return files;
        }
        String name = null;
        StringBuilder text = new StringBuilder();
        for (String line : example.split("\n", -1)) {
            if (line.startsWith(FILE_MARK)) {
                if (name != null) {
                    files.add(new SourceFile(name, withHeader(text.toString())));
                }
                name = line.substring(FILE_MARK.length()).strip();
                text.setLength(0);
            } else {
                text.append(line).append('\n');
            }
        }
        files.add(new SourceFile(name, withHeader(text.toString().stripTrailing() + "\n")));
        return files;
    }

    private static String withHeader(String text) {
        return text.startsWith("rulebook ") ? text : HEADER + text;
    }

    private static Map<Code, Example> load() {
        String text;
        try (InputStream in = Examples.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return new EnumMap<>(Code.class);
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<Code, String> bad = new EnumMap<>(Code.class);
        Map<Code, String> fixed = new EnumMap<>(Code.class);
        Code code = null;
        Map<Code, String> into = null;
        StringBuilder body = new StringBuilder();
        for (String line : (text + "\n## end").split("\n")) {
            if (line.startsWith("## ")) {
                if (code != null) {
                    into.put(code, body.toString().strip() + "\n");
                }
                String[] words = line.substring(3).strip().split(" ");
                if (words[0].equals("end")) {
                    break;
                }
                String name = words[0];
                code = Code.find(name).orElseThrow(() -> new IllegalStateException(RESOURCE + ": unknown code " + name));
                String kind = words.length > 1 ? words[1] : "";
                into = kind.equals("fixed") ? fixed : kind.equals("none") ? WITHOUT : bad;
                body.setLength(0);
            } else if (code != null) {
                body.append(line).append('\n');
            }
        }
        Map<Code, Example> all = new EnumMap<>(Code.class);
        bad.forEach((c, b) -> {
            if (fixed.containsKey(c)) {
                all.put(c, new Example(b, fixed.get(c)));
            }
        });
        return all;
    }
}
