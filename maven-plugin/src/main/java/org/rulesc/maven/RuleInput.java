package org.rulesc.maven;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.rulesc.compiler.SourceFile;

/**
 * One {@code *.rules} file found below a source directory. Its content is read when first
 * needed: an up-to-date build usually needs only its size and time (see {@link RulesBuild}).
 */
final class RuleInput {
    private final Path file;
    private final String relative;
    private final long size;
    private final long modified;
    private byte[] bytes;

    /**
     * @param file the absolute file, also the path shown in diagnostics
     * @param relative the path below its source directory, {@code /}-separated
     * @param size its size when it was listed
     * @param modified its modification time (milliseconds) when it was listed
     */
    RuleInput(Path file, String relative, long size, long modified) {
        this.file = file;
        this.relative = relative;
        this.size = size;
        this.modified = modified;
    }

    /** An input whose content is already known (tests). */
    RuleInput(Path file, String relative, byte[] bytes) {
        this(file, relative, bytes.length, 0);
        this.bytes = bytes;
    }

    Path file() {
        return file;
    }

    String relative() {
        return relative;
    }

    long modified() {
        return modified;
    }

    /** Size and time, as recorded in the state file. */
    String stat() {
        return size + "@" + modified;
    }

    /** The content, read on the first call. */
    synchronized byte[] bytes() throws IOException {
        if (bytes == null) {
            bytes = Files.readAllBytes(file);
        }
        return bytes;
    }

    /** The content decoded as strict UTF-8. */
    String text() throws IOException {
        return decode(bytes());
    }

    SourceFile source() throws IOException {
        return new SourceFile(file.toString(), text());
    }

    static String decode(byte[] bytes) throws CharacterCodingException {
        return SourceFile.decode(bytes);
    }
}
