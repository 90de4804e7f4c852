package org.rulesc.compiler;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * One rulebook source: the path shown in diagnostics and the full text. Its lines are split
 * once, on first use, because diagnostics, messages and test names each ask for a line.
 */
public final class SourceFile {
    private final String displayPath;
    private final String text;
    private List<String> lines;

    /**
     * @param displayPath the path as the user should see it in {@code file:line:col}
     * @param text the whole file
     */
    public SourceFile(String displayPath, String text) {
        this.displayPath = Objects.requireNonNull(displayPath);
        this.text = Objects.requireNonNull(text);
    }

    /** Reads a file as UTF-8; invalid UTF-8 is a {@link NotUtf8Exception} that says where. */
    public static SourceFile read(Path path) throws IOException {
        return new SourceFile(path.toString(), decode(Files.readAllBytes(path)));
    }

    /** Bytes that are not valid UTF-8, with the position of the first bad byte. */
    public static final class NotUtf8Exception extends CharacterCodingException {
        private final String where;

        NotUtf8Exception(String where) {
            this.where = where;
        }

        @Override
        public String getMessage() {
            return "not valid UTF-8 at " + where + "; save the file as UTF-8";
        }
    }

    /**
     * Strict UTF-8 decoding. On a malformed or unmappable sequence the exception names the
     * line, the column (in characters) and the byte offset, so an editor can find it.
     */
    public static String decode(byte[] bytes) throws NotUtf8Exception {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int bad = in.position();
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < bad; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            String before = new String(bytes, lineStart, bad - lineStart, StandardCharsets.UTF_8);
            int column = before.codePointCount(0, before.length()) + 1;
            throw new NotUtf8Exception("line " + line + ", column " + column + " (byte offset " + bad + ", byte 0x"
                    + String.format("%02X", bytes[bad] & 0xFF) + ")");
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    public String displayPath() {
        return displayPath;
    }

    public String text() {
        return text;
    }

    /** Line {@code line} (1-based) without its terminator, or "" past the end. */
    public String line(int line) {
        if (lines == null) {
            lines = text.lines().toList();
        }
        return line >= 1 && line <= lines.size() ? lines.get(line - 1) : "";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SourceFile other && displayPath.equals(other.displayPath) && text.equals(other.text);
    }

    @Override
    public int hashCode() {
        return Objects.hash(displayPath, text);
    }

    @Override
    public String toString() {
        return "SourceFile[" + displayPath + "]";
    }
}
