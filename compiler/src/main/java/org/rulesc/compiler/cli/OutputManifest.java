package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The list of files rulesc wrote into an output directory, kept in that directory as
 * {@value #NAME}: one line per file, its SHA-256 and its {@code /}-separated relative path,
 * the format of {@code sha256sum} (so {@code sha256sum -c .rulesc-manifest} verifies it).
 * rulesc replaces or deletes only files listed here; everything else in the directory is
 * the user's.
 */
final class OutputManifest {
    /** The manifest's file name in the output directory. */
    static final String NAME = ".rulesc-manifest";

    /** The hash written for a file that is about to be written (see {@link TreeWriter}). */
    static final String PENDING = "-".repeat(64);

    private static final String HEADER = "# Files written by rulesc: SHA-256 and path (the format of sha256sum).\n"
            + "# rulesc replaces or deletes only the files listed here; other files are left alone.\n";

    private OutputManifest() {}

    /** Relative path to hash, sorted; empty when the file is missing. */
    static SortedMap<String, String> read(Path dir) throws IOException {
        SortedMap<String, String> entries = new TreeMap<>();
        Path file = dir.resolve(NAME);
        if (!Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return entries;
        }
        int lineNumber = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNumber++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int gap = line.indexOf("  ");
            if (gap != 64) {
                throw new IOException(file + " line " + lineNumber + " is not `<sha256>  <path>`;"
                        + " delete the manifest and the files it listed, then compile again");
            }
            entries.put(TreeWriter.checkRelative(line.substring(66)), line.substring(0, 64));
        }
        return entries;
    }

    /** The manifest's text for these entries. */
    static String text(Map<String, String> entries) {
        StringBuilder out = new StringBuilder(HEADER);
        new TreeMap<>(entries).forEach((path, hash) -> out.append(hash).append("  ").append(path).append('\n'));
        return out.toString();
    }

    static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
