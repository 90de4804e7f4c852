package org.rulesc.maven;

import org.rulesc.compiler.RulebookHeader;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;
import org.rulesc.compiler.RulebookResolver;
import org.rulesc.compiler.SourceFile;

/**
 * Finds imported rulebooks by id: first among the files below the configured source
 * directories, then in the project's dependencies, where a rulebook is any
 * {@code rules/**}{@code /*.rules} entry of a jar (or of a reactor module's output directory).
 * Candidates are indexed by the id in their {@code rulebook <id>} header, read with a regex
 * (see {@link RulebookHeader}), not by parsing.
 *
 * <p>The dependencies are resolved and scanned only when a lookup misses the source
 * directories, so a project without imports never pays for it. Every lookup is recorded
 * (including misses) so that the stale check can later verify that each id still resolves to
 * the same content.
 */
final class RulebookIndex implements RulebookResolver {
    /** The folder inside a jar where rulebooks are found. */
    static final String JAR_FOLDER = "rules/";

    /** The project's dependency files in classpath order; called at most once. */
    @FunctionalInterface
    interface Classpath {
        List<Path> files() throws MojoExecutionException;
    }

    /**
     * A rulebook file that can be imported.
     *
     * @param origin where it is: a file path, or {@code jarPath!/rules/x.rules}; also its display path
     */
    record Candidate(String id, String origin, String text) {}

    /**
     * One lookup the compiler made.
     *
     * @param origin where the id resolved, or null when it did not
     * @param sha the SHA-256 of the text found, or null
     */
    record Lookup(String id, String origin, String sha) {}

    /** Jar scans by path, size and time: jars rarely change within or between builds of one session. */
    private static final Map<String, List<Candidate>> JAR_CACHE = new ConcurrentHashMap<>();

    private final List<RuleInput> sources;
    private Map<String, Candidate> local;
    private final Classpath classpath;
    private final Log log;
    private Map<String, List<Candidate>> dependencies;
    private final Map<String, Lookup> lookups = new LinkedHashMap<>();
    private MojoExecutionException failure;

    /**
     * @param sources the files below the source directories, in order (the first file with
     *     an id wins); indexed on the first lookup
     */
    RulebookIndex(List<RuleInput> sources, Classpath classpath, Log log) {
        this.sources = sources;
        this.classpath = classpath;
        this.log = log;
    }

    private Map<String, Candidate> local() {
        if (local == null) {
            local = new LinkedHashMap<>();
            for (RuleInput input : sources) {
                String text;
                try {
                    text = input.text();
                } catch (IOException e) {
                    continue; // reported when it is compiled; never importable
                }
                RulebookHeader.id(text).ifPresent(id -> local.putIfAbsent(id, new Candidate(id, input.file().toString(), text)));
            }
        }
        return local;
    }

    @Override
    public synchronized Optional<SourceFile> find(String id) {
        Optional<Candidate> found;
        try {
            found = resolve(id);
        } catch (MojoExecutionException e) {
            // the compiler would turn an exception into a diagnostic; keep it for the mojo
            if (failure == null) {
                failure = e;
            }
            return Optional.empty();
        }
        lookups.putIfAbsent(id, new Lookup(id, found.map(Candidate::origin).orElse(null),
                found.map(c -> Hashing.of(c.text())).orElse(null)));
        return found.map(c -> new SourceFile(c.origin(), c.text()));
    }

    /** Where {@code id} resolves now, without recording the lookup. */
    synchronized Optional<Candidate> resolve(String id) throws MojoExecutionException {
        Candidate candidate = local().get(id);
        if (candidate != null) {
            return Optional.of(candidate);
        }
        List<Candidate> found = dependencies().getOrDefault(id, List.of());
        if (found.isEmpty()) {
            return Optional.empty();
        }
        if (found.size() > 1) {
            log.warn("rulebook `" + id + "` is in more than one dependency; using " + found.get(0).origin()
                    + " (first on the classpath), not " + found.subList(1, found.size()).stream()
                            .map(Candidate::origin).reduce((a, b) -> a + ", " + b).orElse(""));
        }
        return Optional.of(found.get(0));
    }

    /** The lookups made through {@link #find}, in order. */
    synchronized List<Lookup> lookups() {
        return List.copyOf(lookups.values());
    }

    /** A failure to resolve or read the dependencies during a lookup, if any. */
    synchronized MojoExecutionException failure() {
        return failure;
    }

    private Map<String, List<Candidate>> dependencies() throws MojoExecutionException {
        if (dependencies == null) {
            Map<String, List<Candidate>> byId = new LinkedHashMap<>();
            for (Path file : classpath.files()) {
                for (Candidate c : scan(file)) {
                    byId.computeIfAbsent(c.id(), k -> new ArrayList<>()).add(c);
                }
            }
            dependencies = byId;
            log.debug("Rulebooks in dependencies: " + byId.keySet());
        }
        return dependencies;
    }

    /** The importable rulebooks of one dependency: a jar, or a reactor module's classes directory. */
    static List<Candidate> scan(Path file) throws MojoExecutionException {
        try {
            if (Files.isDirectory(file)) {
                return scanDirectory(file);
            }
            if (!Files.isRegularFile(file)) {
                return List.of();
            }
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            String key = file.toAbsolutePath() + "|" + attributes.size() + "|" + attributes.lastModifiedTime().toMillis();
            List<Candidate> cached = JAR_CACHE.get(key);
            if (cached == null) {
                cached = scanJar(file);
                JAR_CACHE.put(key, cached);
            }
            return cached;
        } catch (IOException | UncheckedIOException e) {
            throw new MojoExecutionException("cannot read rulebooks from dependency " + file + ": " + e.getMessage(), e);
        }
    }

    private static List<Candidate> scanDirectory(Path dir) throws IOException {
        Path root = dir.resolve(JAR_FOLDER);
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.getFileName().toString().endsWith(".rules"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        }
        List<Candidate> found = new ArrayList<>();
        for (Path file : files) {
            candidate(file.toAbsolutePath().toString(), Files.readAllBytes(file)).ifPresent(found::add);
        }
        return Collections.unmodifiableList(found);
    }

    private static List<Candidate> scanJar(Path jar) throws IOException {
        String name = jar.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (!name.endsWith(".jar") && !name.endsWith(".zip")) {
            return List.of();
        }
        List<Candidate> found = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            List<? extends ZipEntry> entries = zip.stream()
                    .filter(e -> !e.isDirectory() && e.getName().startsWith(JAR_FOLDER) && e.getName().endsWith(".rules"))
                    .sorted(Comparator.comparing(ZipEntry::getName))
                    .toList();
            for (ZipEntry entry : entries) {
                try (InputStream in = zip.getInputStream(entry)) {
                    candidate(jar.toAbsolutePath() + "!/" + entry.getName(), in.readAllBytes()).ifPresent(found::add);
                }
            }
        }
        return Collections.unmodifiableList(found);
    }

    private static Optional<Candidate> candidate(String origin, byte[] bytes) {
        String text;
        try {
            text = RuleInput.decode(bytes);
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
        return RulebookHeader.id(text).map(id -> new Candidate(id, origin, text));
    }
}
