package org.rulesc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes generated files into an output directory without ever touching a file it did not
 * write itself.
 *
 * <p>The directory keeps a manifest ({@value OutputManifest#NAME}, see {@link OutputManifest})
 * of the files rulesc wrote there. A write:
 * <ol>
 * <li>removes temporary files a killed run left behind;
 * <li>records its intent: the manifest is rewritten to list the old files and the new ones,
 *     so a run killed half-way leaves only files the next run knows to be its own;
 * <li>writes each file whose content changed to a temporary file beside it and renames it into
 *     place (atomic: a reader sees the old or the new file, never half of one); an unchanged
 *     file is not touched, so its modification time stays and incremental builds see nothing;
 * <li>deletes the files of the manifest that are no longer generated (unless edited since
 *     rulesc wrote them), and the folders that leaves empty;
 * <li>writes the final manifest, last.
 * </ol>
 * Every other file or folder in the directory is left alone and reported as unknown. A
 * directory that is not empty and has no manifest is refused, so {@code -d src} or
 * {@code -d .} cannot clobber hand-written files; a directory written by an older rulesc
 * (with the marker {@value #LEGACY_MARKER} instead of a manifest) is accepted: its files are
 * rewritten, and those no longer generated are left and reported as unknown. Below the output
 * directory rulesc never writes or deletes through a symbolic link.
 *
 * <p>Used by the {@code rulesc compile} command and by the Maven plugin.
 */
public final class TreeWriter {
    /** The manifest's name (kept under the old constant's name for the callers). */
    public static final String MARKER = OutputManifest.NAME;

    /** What older versions of rulesc left in a directory they generated. */
    public static final String LEGACY_MARKER = ".rulesc-generated";

    /** Temporary files are named so; any found under the output directory is a killed run's. */
    static final String TEMP_PREFIX = ".rulesc-tmp-";

    /**
     * What {@link #write} did.
     *
     * @param written files created or changed
     * @param unchanged files kept as they were (same content, same modification time)
     * @param deleted files rulesc wrote earlier and no longer generates
     * @param untouched true when the directory was left exactly as it was
     * @param unknown files and folders (ending in {@code /}) rulesc did not write, left alone,
     *     and stale generated files left because they were edited
     */
    public record Report(int written, int unchanged, int deleted, boolean untouched, List<String> unknown) {
        public Report {
            unknown = List.copyOf(unknown);
        }

        /** A report without unknown files. */
        public Report(int written, int unchanged, int deleted, boolean untouched) {
            this(written, unchanged, deleted, untouched, List.of());
        }
    }

    /** Thrown when rulesc will not write into the directory at all; the message says why. */
    public static class RefusedDirectoryException extends IOException {
        RefusedDirectoryException(String message) {
            super(message);
        }
    }

    /** Thrown when the target exists, is not empty, and was not written by rulesc. */
    public static final class ForeignDirectoryException extends RefusedDirectoryException {
        ForeignDirectoryException(Path dir) {
            super("refusing to write into " + dir + ": " + REASON);
        }

        /** Why, without the path. */
        public static final String REASON = "it is not empty and has no " + OutputManifest.NAME
                + " (the list of files rulesc wrote there); choose an empty or new directory";
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private TreeWriter() {}

    /** The older name of {@link #write}. */
    public static Report replace(Path dir, Map<String, String> files) throws IOException {
        return write(dir, files);
    }

    /**
     * Makes {@code files} the generated content of {@code dir}.
     *
     * @param dir the output directory; created (with its parents) when missing
     * @param files relative path ({@code /}-separated, e.g. {@code org/x/Foo.java}) to content
     * @throws IOException on an I/O failure, with the path and the reason in its message
     */
    public static Report write(Path dir, Map<String, String> files) throws IOException {
        dir = checkTarget(dir);
        SortedMap<String, byte[]> wanted = new TreeMap<>();
        for (Map.Entry<String, String> file : files.entrySet()) {
            wanted.put(checkRelative(file.getKey()), utf8(file.getKey(), file.getValue()));
        }
        boolean exists = Files.exists(dir);
        SortedMap<String, String> previous = exists ? OutputManifest.read(dir) : new TreeMap<>();
        if (exists) {
            removeTemporaries(dir, previous.keySet());
        }
        if (exists && previous.isEmpty() && !Files.exists(dir.resolve(MARKER), LinkOption.NOFOLLOW_LINKS)
                && !Files.isRegularFile(dir.resolve(LEGACY_MARKER), LinkOption.NOFOLLOW_LINKS) && !isEmpty(dir)) {
            throw new ForeignDirectoryException(dir);
        }

        SortedMap<String, String> next = new TreeMap<>();
        List<String> toWrite = new ArrayList<>();
        for (Map.Entry<String, byte[]> file : wanted.entrySet()) {
            next.put(file.getKey(), OutputManifest.sha256(file.getValue()));
            if (!sameContent(dir, file.getKey(), file.getValue())) {
                toWrite.add(file.getKey());
            }
        }
        List<String> stale = previous.keySet().stream().filter(f -> !wanted.containsKey(f)).toList();
        String manifest = OutputManifest.text(next);
        boolean manifestCurrent = sameContent(dir, MARKER, manifest.getBytes(StandardCharsets.UTF_8));
        if (toWrite.isEmpty() && stale.isEmpty() && manifestCurrent) {
            return new Report(0, wanted.size(), 0, true, unknownFiles(dir, next.keySet()));
        }

        Files.createDirectories(dir);
        // intent first: a run killed from here on leaves only files the manifest lists
        SortedMap<String, String> intent = new TreeMap<>(previous);
        toWrite.forEach(f -> intent.put(f, OutputManifest.PENDING));
        writeAtomically(dir, MARKER, OutputManifest.text(intent).getBytes(StandardCharsets.UTF_8));
        for (String file : toWrite) {
            writeAtomically(dir, file, wanted.get(file));
        }
        int deleted = 0;
        List<String> kept = new ArrayList<>();
        for (String file : stale) {
            if (deleteGenerated(dir, file, previous.get(file))) {
                deleted++;
            } else if (Files.exists(inside(dir, file), LinkOption.NOFOLLOW_LINKS)) {
                kept.add(file);
            }
        }
        writeAtomically(dir, MARKER, manifest.getBytes(StandardCharsets.UTF_8));
        Files.deleteIfExists(dir.resolve(LEGACY_MARKER));
        List<String> unknown = new ArrayList<>(kept);
        unknown.addAll(unknownFiles(dir, next.keySet()));
        return new Report(toWrite.size(), wanted.size() - toWrite.size(), deleted, false,
                new ArrayList<>(new TreeSet<>(unknown)));
    }

    /**
     * Deletes the files rulesc wrote into {@code dir} (those of its manifest, unless edited
     * since), the manifest, and the folders that leaves empty; other files stay.
     *
     * @return true when something was deleted
     * @throws ForeignDirectoryException when {@code dir} is not empty and has no manifest
     */
    public static boolean remove(Path dir) throws IOException {
        dir = checkTarget(dir);
        if (!Files.isDirectory(dir)) {
            return false;
        }
        SortedMap<String, String> previous = OutputManifest.read(dir);
        removeTemporaries(dir, previous.keySet());
        boolean manifest = Files.isRegularFile(dir.resolve(MARKER), LinkOption.NOFOLLOW_LINKS);
        boolean legacy = Files.isRegularFile(dir.resolve(LEGACY_MARKER), LinkOption.NOFOLLOW_LINKS);
        if (!manifest && !legacy) {
            if (isEmpty(dir)) {
                return false;
            }
            throw new ForeignDirectoryException(dir);
        }
        boolean any = false;
        for (Map.Entry<String, String> file : previous.entrySet()) {
            any |= deleteGenerated(dir, file.getKey(), file.getValue());
        }
        Files.deleteIfExists(dir.resolve(LEGACY_MARKER));
        Files.deleteIfExists(dir.resolve(MARKER));
        if (!deleteIfEmpty(dir)) {
            // files of the user's stay: an empty manifest keeps the directory ours for the next build
            writeAtomically(dir, MARKER, OutputManifest.text(Map.of()).getBytes(StandardCharsets.UTF_8));
        }
        return any || manifest || legacy;
    }

    /** An I/O failure as a phrase that names the file and the reason, never only a path. */
    public static String describe(IOException e) {
        if (!(e instanceof FileSystemException fs)) {
            return e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
        }
        String reason = fs.getReason() != null ? fs.getReason()
                : e instanceof AccessDeniedException ? "permission denied"
                : e instanceof NoSuchFileException ? "no such file or directory"
                : e instanceof NotDirectoryException ? "not a directory"
                : e instanceof FileAlreadyExistsException ? "already exists"
                : e instanceof DirectoryNotEmptyException ? "directory not empty"
                : e.getClass().getSimpleName();
        return fs.getFile() != null ? fs.getFile() + ": " + reason : reason;
    }

    /**
     * Strict UTF-8: a lone surrogate (half an emoji) would otherwise become a silent `?`. It
     * can only come from a compiler bug, so it is an error that names the file and the place.
     */
    private static byte[] utf8(String file, String content) throws IOException {
        try {
            java.nio.ByteBuffer bytes = StandardCharsets.UTF_8.newEncoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)
                    .encode(java.nio.CharBuffer.wrap(content));
            byte[] out = new byte[bytes.remaining()];
            bytes.get(out);
            return out;
        } catch (java.nio.charset.CharacterCodingException e) {
            int at = 0;
            while (at < content.length() && !(Character.isSurrogate(content.charAt(at))
                    && !(Character.isHighSurrogate(content.charAt(at)) && at + 1 < content.length()
                            && Character.isLowSurrogate(content.charAt(at + 1))))) {
                at += Character.isHighSurrogate(content.charAt(at)) ? 2 : 1;
            }
            throw new IOException("generated file " + file + " holds half a character (a lone surrogate) at offset "
                    + at + "; this is a compiler bug, please report it with the rulebook");
        }
    }

    /** Up to ten paths, comma-separated, then how many more. */
    public static String shortList(List<String> paths) {
        String shown = String.join(", ", paths.subList(0, Math.min(10, paths.size())));
        return paths.size() > 10 ? shown + " and " + (paths.size() - 10) + " more" : shown;
    }

    /** The absolute output directory; refuses a file system root and a non-directory. */
    private static Path checkTarget(Path dir) throws IOException {
        dir = dir.toAbsolutePath().normalize();
        if (dir.getParent() == null) {
            throw new RefusedDirectoryException("refusing to write into " + dir
                    + ": it is the root of a file system; choose a directory of its own");
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new RefusedDirectoryException("refusing to write into " + dir + ": it is a file, not a directory");
        }
        return dir;
    }

    /** Nothing at all in it: no file, no folder (even empty), no link. */
    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }

    private static final Pattern TEMPORARY = Pattern.compile(Pattern.quote(TEMP_PREFIX) + "[0-9a-z]+");

    /**
     * Deletes the temporary files of a killed run. They can only be in the directory itself
     * or in a folder of a file the manifest lists (the intent is recorded before any other
     * file is written), so only those folders are looked at, and no link is followed.
     */
    private static void removeTemporaries(Path dir, java.util.Set<String> listed) throws IOException {
        java.util.Set<Path> folders = new java.util.HashSet<>();
        folders.add(dir);
        for (String file : listed) {
            folders.add(dir.resolve(file).getParent());
        }
        for (Path folder : folders) {
            if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS) || !isBelowWithoutLinks(dir, folder)) {
                continue;
            }
            try (Stream<Path> entries = Files.list(folder)) {
                for (Path p : entries.filter(p -> TEMPORARY.matcher(p.getFileName().toString()).matches()
                        && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
        // an older rulesc built a whole new tree beside the directory and swapped it in
        Path parent = dir.getParent();
        Pattern swap = Pattern.compile(Pattern.quote("." + dir.getFileName() + ".") + "(tmp|old)-[0-9a-z]+");
        try (Stream<Path> siblings = Files.list(parent)) {
            for (Path p : siblings.filter(p -> swap.matcher(p.getFileName().toString()).matches()
                    && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)).toList()) {
                deleteTree(p);
            }
        } catch (AccessDeniedException e) {
            // a parent we may not list holds no leftovers of ours that we could delete anyway
        }
    }

    private static boolean isBelowWithoutLinks(Path dir, Path folder) {
        for (Path f = folder; f != null && !f.equals(dir); f = f.getParent()) {
            if (Files.isSymbolicLink(f)) {
                return false;
            }
        }
        return true;
    }

    /** {@code file} below {@code dir}, refusing any symbolic link on the way. */
    private static Path inside(Path dir, String file) throws IOException {
        Path at = dir;
        for (String part : file.split("/")) {
            at = at.resolve(part);
            if (Files.isSymbolicLink(at)) {
                throw new FileSystemException(at.toString(), null,
                        "is a symbolic link; rulesc does not write or delete through links in its output");
            }
        }
        return at;
    }

    private static boolean sameContent(Path dir, String file, byte[] want) throws IOException {
        Path p = dir.resolve(file);
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        return Files.size(p) == want.length && Arrays.equals(Files.readAllBytes(p), want);
    }

    /** Temporary file in the same folder, then a rename over the target. */
    private static void writeAtomically(Path dir, String file, byte[] content) throws IOException {
        Path target = inside(dir, file);
        Path folder = target.getParent();
        for (Path f = folder; !f.equals(dir); f = f.getParent()) {
            if (Files.exists(f, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(f, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileSystemException(f.toString(), null, "is a file where rulesc needs a folder");
            }
        }
        Files.createDirectories(folder);
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(target.toString(), null, "is a folder where rulesc writes a file");
        }
        Path temporary = null;
        for (int attempt = 0; temporary == null; attempt++) {
            Path candidate = folder.resolve(TEMP_PREFIX + Long.toUnsignedString(RANDOM.nextLong(), 36));
            try {
                Files.write(candidate, content, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                temporary = candidate;
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw e;
                }
            } catch (AccessDeniedException e) {
                // name the folder, not the temporary file nobody has heard of
                throw new AccessDeniedException(folder.toString(), null, "permission denied (cannot create files here)");
            }
        }
        try {
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary); // only when the move failed
        }
    }

    /**
     * Deletes a file of the manifest when it still holds what rulesc wrote (or was about to
     * write), then the folders that leaves empty. An edited file stays.
     */
    private static boolean deleteGenerated(Path dir, String file, String hash) throws IOException {
        Path p = inside(dir, file);
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        if (!hash.equals(OutputManifest.PENDING) && !hash.equals(OutputManifest.sha256(Files.readAllBytes(p)))) {
            return false;
        }
        Files.delete(p);
        for (Path f = p.getParent(); !f.equals(dir); f = f.getParent()) {
            if (!deleteIfEmpty(f)) {
                break;
            }
        }
        return true;
    }

    private static boolean deleteIfEmpty(Path folder) throws IOException {
        try {
            Files.delete(folder);
            return true;
        } catch (DirectoryNotEmptyException e) {
            return false;
        }
    }

    /**
     * What is in {@code dir} besides the generated files, the manifest and their folders: the
     * top-most foreign entries ({@code /} after a folder), sorted.
     */
    private static List<String> unknownFiles(Path dir, java.util.Set<String> generated) throws IOException {
        java.util.Set<String> folders = new java.util.HashSet<>();
        for (String file : generated) {
            for (int slash = file.indexOf('/'); slash >= 0; slash = file.indexOf('/', slash + 1)) {
                folders.add(file.substring(0, slash));
            }
        }
        List<String> unknown = new ArrayList<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                if (d.equals(dir)) {
                    return FileVisitResult.CONTINUE;
                }
                String rel = relative(dir, d);
                if (folders.contains(rel)) {
                    return FileVisitResult.CONTINUE;
                }
                unknown.add(rel + "/");
                return FileVisitResult.SKIP_SUBTREE;
            }

            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
                String rel = relative(dir, f);
                if (!generated.contains(rel) && !rel.equals(MARKER)) {
                    unknown.add(rel);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        return unknown.stream().sorted().toList();
    }

    private static String relative(Path dir, Path p) {
        return dir.relativize(p).toString().replace('\\', '/');
    }

    /** Rejects absolute paths, paths that climb out, and names rulesc keeps for itself. */
    static String checkRelative(String path) {
        String p = path.replace('\\', '/');
        List<String> parts = Arrays.asList(p.split("/", -1));
        if (p.isEmpty() || p.startsWith("/") || p.matches("^[A-Za-z]:.*") || parts.contains("..")
                || parts.contains(".") || parts.contains("") || p.equals(MARKER) || p.equals(LEGACY_MARKER)
                || parts.stream().anyMatch(s -> s.startsWith(TEMP_PREFIX))
                || p.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            throw new IllegalArgumentException("not a relative output path: " + path);
        }
        return p;
    }

    /** Deletes a directory tree (not following links); quietly does nothing when it is missing. */
    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                deleteIfEmpty(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
