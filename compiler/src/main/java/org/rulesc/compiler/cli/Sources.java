package org.rulesc.compiler.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.rulesc.compiler.SourceFile;

/** Turns command-line arguments (or their absence) into the rulebook sources to compile. */
final class Sources {
    /** Where the bundled rulebooks live, relative to the repository root. */
    static final String BUNDLED_DIR = "rulebooks/src/main/rules";

    private Sources() {}

    /**
     * The sources named on the command line: files are read as they are, directories are
     * searched for {@code *.rules} files (sorted); with no argument, the bundled rulebooks.
     *
     * @throws UserError when a file cannot be read or there is nothing to compile
     */
    static List<SourceFile> load(Context ctx, List<String> args) {
        if (args == null || args.isEmpty()) {
            Path dir = bundledDirectory(ctx);
            List<Path> files = rulesFilesIn(dir);
            if (files.isEmpty()) {
                throw new UserError("no bundled rulebooks: " + ctx.display(dir)
                        + (Files.isDirectory(dir) ? " has no .rules files" : " does not exist")
                        + " (name the files to compile instead)");
            }
            return read(ctx, files);
        }
        Map<Path, Boolean> files = new LinkedHashMap<>(); // keeps argument order, drops repeats
        for (String arg : args) {
            Path path = ctx.resolve(arg);
            if (Files.isDirectory(path)) {
                List<Path> inDir = rulesFilesIn(path);
                if (inDir.isEmpty()) {
                    throw new UserError("no .rules files in directory " + arg);
                }
                inDir.forEach(p -> files.putIfAbsent(p, true));
            } else if (!Files.exists(path)) {
                throw new UserError("cannot read " + arg + ": no such file");
            } else {
                files.putIfAbsent(path, true);
            }
        }
        return read(ctx, new ArrayList<>(files.keySet()));
    }

    /**
     * Where rulebooks named by {@code extends} are looked for: beside the files given (or in the
     * directories given), then in the bundled rulebooks.
     */
    static org.rulesc.compiler.RulebookResolver resolver(Context ctx, List<String> args) {
        List<Path> dirs = new ArrayList<>();
        if (args != null) {
            for (String arg : args) {
                Path path = ctx.resolve(arg);
                Path dir = Files.isDirectory(path) ? path : path.toAbsolutePath().getParent();
                if (dir != null && !dirs.contains(dir)) {
                    dirs.add(dir);
                }
            }
        }
        try {
            dirs.add(bundledDirectory(ctx));
        } catch (UserError outsideTheRepository) {
            // no bundled rulebooks to import from: only the directories of the given files count
        }
        return new org.rulesc.compiler.DirectoryResolver(dirs);
    }

    /**
     * The bundled rulebook directory: below {@code rulesc.home} when the launcher script set
     * it, otherwise below the first directory from the working directory upward that looks
     * like the repository root.
     */
    static Path bundledDirectory(Context ctx) {
        if (ctx.home() != null) {
            return ctx.home().resolve(BUNDLED_DIR).normalize();
        }
        for (Path dir = ctx.workingDir(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve(BUNDLED_DIR))
                    || Files.isRegularFile(dir.resolve("rulebooks/pom.xml"))) {
                return dir.resolve(BUNDLED_DIR);
            }
        }
        throw new UserError("no FILE given and no bundled rulebooks found: " + ctx.workingDir()
                + " is not inside the rules-compiler repository (name the files to compile, or set"
                + " -Drulesc.home)");
    }

    /** Every {@code *.rules} file below {@code dir}, sorted by path; empty when dir is missing. */
    static List<Path> rulesFilesIn(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(".rules"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        } catch (IOException | UncheckedIOException e) {
            throw new UserError("cannot list " + dir + ": " + e.getMessage());
        }
    }

    static List<SourceFile> read(Context ctx, List<Path> files) {
        List<SourceFile> sources = new ArrayList<>();
        for (Path file : files) {
            String shown = ctx.display(file);
            try {
                byte[] bytes = Files.readAllBytes(file);
                String text = SourceFile.decode(bytes);
                sources.add(new SourceFile(shown, text));
            } catch (NoSuchFileException e) {
                throw new UserError("cannot read " + shown + ": no such file");
            } catch (AccessDeniedException e) {
                throw new UserError("cannot read " + shown + ": permission denied");
            } catch (SourceFile.NotUtf8Exception e) {
                throw new UserError("cannot read " + shown + ": " + e.getMessage());
            } catch (IOException e) {
                throw new UserError("cannot read " + shown + ": " + describe(e));
            }
        }
        return sources;
    }

    /** An I/O exception as a short phrase, without the class name. */
    static String describe(IOException e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
