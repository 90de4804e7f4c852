package org.rulesc.maven;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Identifies the code that generates the output (this plugin, the compiler, the grammar,
 * JavaPoet and ANTLR), so that a new compiler forces regeneration even when its version
 * string stays the same, as it does for a {@code -SNAPSHOT}.
 *
 * <p>Each jar or class directory gets a cheap <em>stat</em> (size and modification times)
 * and a <em>content</em> hash (entry names and bytes, no timestamps). Only the content goes
 * into the stale check; the stat is stored beside it so that an unchanged jar is not read
 * again, and a jar that was rebuilt with identical classes still counts as unchanged.
 */
final class CodeFingerprint {

    /** One jar or class directory the generator's code comes from. */
    record Location(String path, String stat, String content) {}

    private static final String[] ANCHORS = {
        "org.rulesc.maven.AbstractRulesMojo",
        "org.rulesc.compiler.RulesCompiler",
        "org.rulesc.grammar.RulesParser",
        "com.palantir.javapoet.JavaFile",
        "org.antlr.v4.runtime.Parser",
    };

    /** Content hashes by stat, shared by every execution in this JVM. */
    private static final Map<String, String> CONTENT_BY_STAT = new ConcurrentHashMap<>();

    private CodeFingerprint() {}

    /**
     * The code locations with their content hashes.
     *
     * @param previous the locations recorded by the last build, by path: their content is
     *     reused when the stat has not changed
     */
    static List<Location> current(Map<String, Location> previous) throws IOException {
        List<Location> result = new ArrayList<>();
        for (Path location : locations()) {
            String path = location.toString();
            String stat = stat(location);
            Location before = previous.get(path);
            String content = before != null && before.stat().equals(stat) ? before.content()
                    : CONTENT_BY_STAT.computeIfAbsent(path + "|" + stat, k -> content(location));
            result.add(new Location(path, stat, content));
        }
        return result;
    }

    static Set<Path> locations() {
        Set<Path> locations = new LinkedHashSet<>();
        ClassLoader loader = CodeFingerprint.class.getClassLoader();
        for (String anchor : ANCHORS) {
            try {
                CodeSource source = Class.forName(anchor, false, loader).getProtectionDomain().getCodeSource();
                if (source != null && source.getLocation() != null) {
                    locations.add(Path.of(source.getLocation().toURI()).toAbsolutePath().normalize());
                }
            } catch (ClassNotFoundException | URISyntaxException | IllegalArgumentException | SecurityException e) {
                // not found or not a file: nothing to fingerprint for it
            }
        }
        return locations;
    }

    /** Size and time of a jar; count, total size and newest time of the files in a directory. */
    private static String stat(Path location) throws IOException {
        if (!Files.isDirectory(location)) {
            BasicFileAttributes a = Files.readAttributes(location, BasicFileAttributes.class);
            return a.size() + "@" + a.lastModifiedTime().toMillis();
        }
        long[] totals = new long[3]; // files, bytes, newest time
        Files.walkFileTree(location, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes a) {
                totals[0]++;
                totals[1] += a.size();
                totals[2] = Math.max(totals[2], a.lastModifiedTime().toMillis());
                return FileVisitResult.CONTINUE;
            }
        });
        return "dir:" + totals[0] + "/" + totals[1] + "@" + totals[2];
    }

    /**
     * The hash of the entry names and bytes, leaving out {@code META-INF/} (manifest, Maven
     * descriptors), so that a class directory and the jar built from it hash the same.
     */
    private static String content(Path location) {
        Map<String, byte[]> entries = new TreeMap<>();
        try {
            if (Files.isDirectory(location)) {
                try (Stream<Path> walk = Files.walk(location)) {
                    for (Path file : walk.filter(Files::isRegularFile).toList()) {
                        String name = location.relativize(file).toString().replace('\\', '/');
                        if (!name.startsWith("META-INF/")) {
                            entries.put(name, Files.readAllBytes(file));
                        }
                    }
                }
            } else {
                try (ZipFile zip = new ZipFile(location.toFile())) {
                    for (ZipEntry entry : zip.stream().filter(e -> !e.isDirectory()).toList()) {
                        if (!entry.getName().startsWith("META-INF/")) {
                            try (InputStream in = zip.getInputStream(entry)) {
                                entries.put(entry.getName(), in.readAllBytes());
                            }
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Hashing hash = new Hashing();
        entries.forEach((name, bytes) -> hash.add(name).add(bytes));
        return hash.hex();
    }
}
