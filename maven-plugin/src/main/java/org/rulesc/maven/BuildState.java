package org.rulesc.maven;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * What the last successful build of one goal execution saw and produced, kept in
 * {@code target/maven-status/rules/<goal>/<execution>.properties}. The next build compares
 * its inputs with it to decide whether anything must be regenerated.
 *
 * @param key the hash of the inputs: sources (path and content), parameters, plugin version
 *     and code fingerprint
 * @param sources each source's path to its size and time and the SHA-256 of its content
 *     ({@code size@time sha}), so that an unchanged file need not be read again
 * @param code the code locations, so that their content hash is not recomputed needlessly
 * @param imports every rulebook the compiler looked up by id, with where it was found
 * @param outputs every generated file (relative path) with its size and modification time
 * @param warnings the warnings of that build, rendered, shown again on an up-to-date build
 * @param rulebooks how many rulebooks were compiled
 * @param written when the state file was written (its modification time), or 0
 */
record BuildState(
        String key,
        Map<String, String> sources,
        List<CodeFingerprint.Location> code,
        List<RulebookIndex.Lookup> imports,
        Map<String, String> outputs,
        List<String> warnings,
        int rulebooks,
        long written) {

    private static final String FORMAT = "1";

    /** The state in {@code file}, or null when it is missing, unreadable or of another format. */
    static BuildState read(Path file) {
        Properties p = new Properties();
        long written;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(in);
            written = Files.getLastModifiedTime(file).toMillis();
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
        if (!FORMAT.equals(p.getProperty("format")) || p.getProperty("key") == null) {
            return null;
        }
        try {
            Map<String, String> sources = new LinkedHashMap<>();
            for (int i = 0; p.containsKey("source." + i + ".path"); i++) {
                sources.put(p.getProperty("source." + i + ".path"), p.getProperty("source." + i + ".hash"));
            }
            List<CodeFingerprint.Location> code = new ArrayList<>();
            for (int i = 0; p.containsKey("code." + i + ".path"); i++) {
                code.add(new CodeFingerprint.Location(p.getProperty("code." + i + ".path"),
                        p.getProperty("code." + i + ".stat"), p.getProperty("code." + i + ".content")));
            }
            List<RulebookIndex.Lookup> imports = new ArrayList<>();
            for (int i = 0; p.containsKey("import." + i + ".id"); i++) {
                imports.add(new RulebookIndex.Lookup(p.getProperty("import." + i + ".id"),
                        emptyToNull(p.getProperty("import." + i + ".origin")),
                        emptyToNull(p.getProperty("import." + i + ".sha"))));
            }
            Map<String, String> outputs = new TreeMap<>();
            for (int i = 0; p.containsKey("output." + i + ".path"); i++) {
                outputs.put(p.getProperty("output." + i + ".path"), p.getProperty("output." + i + ".stat"));
            }
            List<String> warnings = new ArrayList<>();
            for (int i = 0; p.containsKey("warning." + i); i++) {
                warnings.add(p.getProperty("warning." + i));
            }
            return new BuildState(p.getProperty("key"), sources, code, imports, outputs, warnings,
                    Integer.parseInt(p.getProperty("rulebooks", "0")), written);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Writes the state atomically (a temporary file renamed into place). */
    void write(Path file) throws IOException {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("format", FORMAT);
        p.put("key", key);
        p.put("rulebooks", Integer.toString(rulebooks));
        int n = 0;
        for (Map.Entry<String, String> source : sources.entrySet()) {
            p.put("source." + n + ".path", source.getKey());
            p.put("source." + n + ".hash", source.getValue());
            n++;
        }
        for (int i = 0; i < code.size(); i++) {
            p.put("code." + i + ".path", code.get(i).path());
            p.put("code." + i + ".stat", code.get(i).stat());
            p.put("code." + i + ".content", code.get(i).content());
        }
        for (int i = 0; i < imports.size(); i++) {
            RulebookIndex.Lookup lookup = imports.get(i);
            p.put("import." + i + ".id", lookup.id());
            p.put("import." + i + ".origin", lookup.origin() == null ? "" : lookup.origin());
            p.put("import." + i + ".sha", lookup.sha() == null ? "" : lookup.sha());
        }
        int i = 0;
        for (Map.Entry<String, String> output : outputs.entrySet()) {
            p.put("output." + i + ".path", output.getKey());
            p.put("output." + i + ".stat", output.getValue());
            i++;
        }
        for (i = 0; i < warnings.size(); i++) {
            p.put("warning." + i, warnings.get(i));
        }
        // Properties.store sorts nothing and adds a date line; write the entries ourselves
        Properties escape = new Properties();
        StringWriter text = new StringWriter();
        text.write("# rules-maven-plugin stale check; delete this file to force regeneration\n");
        for (Map.Entry<String, String> e : p.entrySet()) {
            escape.clear();
            escape.setProperty(e.getKey(), e.getValue());
            StringWriter one = new StringWriter();
            escape.store(one, null);
            one.toString().lines().filter(l -> !l.startsWith("#")).forEach(l -> text.write(l + "\n"));
        }
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
        try {
            try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                out.write(text.toString());
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static String emptyToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
