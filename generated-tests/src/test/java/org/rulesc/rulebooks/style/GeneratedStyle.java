package org.rulesc.rulebooks.style;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Measures how generated Java reads: lines over 120 columns (counted in code points), the
 * longest line, fully qualified type names written inline instead of imported, and the size
 * of the biggest class. A line over 120 columns is allowed only when string literals make it
 * so: with each literal counted as {@code ""}, it fits (a literal is not broken in two).
 *
 * <p>Self-contained (JDK only), so {@code scripts/generated-style-check} runs it as a
 * single-file program, and {@code GeneratedStyleTest} holds the generated sources to it.
 */
public final class GeneratedStyle {
    /** The longest line the generated code may have outside string literals. */
    public static final int MAX_COLUMNS = 120;

    /** Two or more lower-case package segments, then a type: {@code java.util.Objects}, {@code org.x.Y}. */
    private static final Pattern QUALIFIED = Pattern.compile("\\b[a-z][a-z0-9_]*(?:\\.[a-z][a-z0-9_]*)+\\.[A-Z]\\w*");
    private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

    /** One line that breaks a rule. */
    public record Violation(Path file, int line, String rule, String text) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + rule + ": "
                    + (text.length() > 160 ? text.substring(0, 160) + "…" : text.strip());
        }
    }

    /** The figures of one measurement. */
    public record Figures(int files, int lines, int over120, int over120Code, int over200, int longest,
            Path longestFile, int qualified, int biggestClass, Path biggestFile, List<Violation> violations) {
    }

    private GeneratedStyle() {}

    /** Measures every {@code .java} file under the given directories (missing ones are skipped). */
    public static Figures measure(List<Path> roots) {
        List<Path> files = new ArrayList<>();
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(p -> p.toString().endsWith(".java")).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        int lines = 0;
        int over120 = 0;
        int over120Code = 0;
        int over200 = 0;
        int longest = 0;
        Path longestFile = null;
        int qualified = 0;
        int biggest = 0;
        Path biggestFile = null;
        List<Violation> violations = new ArrayList<>();
        for (Path file : files) {
            List<String> text;
            try {
                text = Files.readAllLines(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            lines += text.size();
            if (text.size() > biggest) {
                biggest = text.size();
                biggestFile = file;
            }
            boolean inComment = false;
            for (int i = 0; i < text.size(); i++) {
                String line = text.get(i);
                int columns = line.codePointCount(0, line.length());
                if (columns > longest) {
                    longest = columns;
                    longestFile = file;
                }
                String trimmed = line.strip();
                boolean comment = inComment || trimmed.startsWith("//") || trimmed.startsWith("/*")
                        || trimmed.startsWith("*");
                if (trimmed.startsWith("/*") && !trimmed.contains("*/")) {
                    inComment = true;
                } else if (inComment && trimmed.contains("*/")) {
                    inComment = false;
                }
                String code = comment ? "" : STRING.matcher(line).replaceAll("\"\"");
                if (columns > MAX_COLUMNS) {
                    over120++;
                    if (comment || code.codePointCount(0, code.length()) > MAX_COLUMNS) {
                        over120Code++;
                        violations.add(new Violation(file, i + 1, "over " + MAX_COLUMNS + " columns", line));
                    }
                }
                if (columns > 200) {
                    over200++;
                }
                if (!comment && !trimmed.startsWith("import ") && !trimmed.startsWith("package ")) {
                    int at = code.indexOf("//");
                    Matcher m = QUALIFIED.matcher(at < 0 ? code : code.substring(0, at));
                    while (m.find()) {
                        qualified++;
                        violations.add(new Violation(file, i + 1, "inline qualified name " + m.group(), line));
                    }
                }
            }
        }
        violations.sort(Comparator.comparing(Violation::file).thenComparingInt(Violation::line));
        return new Figures(files.size(), lines, over120, over120Code, over200, longest, longestFile, qualified,
                biggest, biggestFile, violations);
    }

    /** Prints the figures for the directories given (default: the bundled rulebooks' generated sources). */
    public static void main(String[] args) {
        List<Path> roots = new ArrayList<>();
        for (String a : args) {
            if (!a.equals("--list")) {
                roots.add(Path.of(a));
            }
        }
        if (roots.isEmpty()) {
            roots = List.of(Path.of("rulebooks/target/generated-sources/rules"),
                    Path.of("generated-tests/target/generated-test-sources/rules"));
        }
        Figures f = measure(roots);
        System.out.printf("files                                 %d%n", f.files());
        System.out.printf("lines                                 %d%n", f.lines());
        System.out.printf("lines over %d columns                %d%n", MAX_COLUMNS, f.over120());
        System.out.printf("  of which outside string literals    %d%n", f.over120Code());
        System.out.printf("lines over 200 columns                %d%n", f.over200());
        System.out.printf("longest line (columns)                %d  (%s)%n", f.longest(), f.longestFile());
        System.out.printf("inline fully qualified type names     %d%n", f.qualified());
        System.out.printf("lines of the biggest class            %d  (%s)%n", f.biggestClass(), f.biggestFile());
        if (List.of(args).contains("--list")) {
            f.violations().forEach(System.out::println);
        }
    }
}
