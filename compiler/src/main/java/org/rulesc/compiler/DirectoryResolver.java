package org.rulesc.compiler;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds imported rulebooks in directories: every {@code *.rules} file below them, indexed by
 * the id in its header. The first directory that has an id wins. Used by the CLI, which looks
 * beside the files it compiles and in the bundled rulebooks.
 */
public final class DirectoryResolver implements RulebookResolver {
    private final List<Path> directories;
    private Map<String, Path> index;

    public DirectoryResolver(List<Path> directories) {
        this.directories = List.copyOf(directories);
    }

    @Override
    public Optional<SourceFile> find(String rulebookId) {
        Path file = index().get(rulebookId);
        if (file == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(SourceFile.read(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public java.util.Collection<String> ids() {
        return index().keySet();
    }

    /**
     * The id of a candidate file. Only the header is needed, so bytes that are not UTF-8
     * (a stray file beside the rulebooks) are read leniently here; should that file be the
     * base, reading it properly reports the bad byte.
     */
    private static Optional<String> headerId(Path file) {
        try {
            return RulebookHeader.id(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Built on the first lookup only: a compilation without imports never scans. */
    private Map<String, Path> index() {
        if (index == null) {
            index = new LinkedHashMap<>();
            for (Path dir : directories) {
                if (!Files.isDirectory(dir)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".rules")).sorted().toList()) {
                        headerId(f).ifPresent(id -> index.putIfAbsent(id, f));
                    }
                } catch (IOException | UncheckedIOException e) {
                    // a directory that cannot be searched offers no bases; a missing base is reported
                }
            }
        }
        return index;
    }
}
