package org.rulesc.maven;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.maven.plugin.MojoExecutionException;

/** Finds the rulebooks below a list of source directories. */
final class SourceScanner {

    /**
     * What was found.
     *
     * @param existing the source directories that exist, in the configured order
     * @param missing the ones that do not
     * @param included the files to compile: matched by the includes and no exclude, in
     *     directory order, then by relative path
     * @param others every other {@code *.rules} file below the directories: not compiled, but
     *     a rulebook may still import them
     */
    record Scan(List<Path> existing, List<Path> missing, List<RuleInput> included, List<RuleInput> others) {}

    private SourceScanner() {}

    /**
     * @param dirs absolute, normalized source directories
     * @param skip files already handled elsewhere (the check goal's test set leaves out files
     *     of its main set)
     */
    static Scan scan(List<Path> dirs, List<AntPattern> includes, List<AntPattern> excludes, Set<Path> skip)
            throws MojoExecutionException {
        List<Path> existing = new ArrayList<>();
        List<Path> missing = new ArrayList<>();
        List<RuleInput> included = new ArrayList<>();
        List<RuleInput> others = new ArrayList<>();
        Set<Path> seen = new HashSet<>(skip);
        for (Path dir : dirs) {
            if (!Files.isDirectory(dir)) {
                missing.add(dir);
                continue;
            }
            existing.add(dir);
            Map<Path, BasicFileAttributes> files = new TreeMap<>();
            try {
                Files.walkFileTree(dir, Set.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        if (attributes.isRegularFile()) {
                            files.put(file, attributes);
                        }
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                        if (e instanceof NoSuchFileException) {
                            return FileVisitResult.CONTINUE; // a dangling link, or deleted meanwhile
                        }
                        if (e instanceof FileSystemLoopException) {
                            // a link to a folder being walked already: everything below it is
                            // found through the folder itself, so nothing is lost by not entering it
                            return FileVisitResult.CONTINUE;
                        }
                        throw e;
                    }
                });
            } catch (IOException e) {
                throw new MojoExecutionException("cannot list " + dir + ": " + message(e), e);
            }
            for (Map.Entry<Path, BasicFileAttributes> entry : files.entrySet()) {
                Path file = entry.getKey();
                String relative = dir.relativize(file).toString().replace('\\', '/');
                boolean include = AntPattern.any(includes, relative) && !AntPattern.any(excludes, relative);
                if ((!include && !relative.endsWith(".rules")) || !seen.add(file)) {
                    continue;
                }
                BasicFileAttributes a = entry.getValue();
                (include ? included : others).add(new RuleInput(file, relative, a.size(), a.lastModifiedTime().toMillis()));
            }
        }
        return new Scan(existing, missing, included, others);
    }

    static String message(Exception e) {
        Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
        return cause instanceof NoSuchFileException ? "no such file" : String.valueOf(cause.getMessage());
    }
}
