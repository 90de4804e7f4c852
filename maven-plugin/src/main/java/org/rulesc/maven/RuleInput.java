package org.rulesc.maven;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.rulesc.compiler.SourceFile;

/**
 * One {@code *.rules} file found below a source directory.
 *
 * @param file the absolute file, also the path shown in diagnostics
 * @param relative the path below its source directory, {@code /}-separated
 * @param bytes the file's content as read
 */
record RuleInput(Path file, String relative, byte[] bytes) {

    /** The content decoded as strict UTF-8. */
    String text() throws CharacterCodingException {
        return decode(bytes);
    }

    SourceFile source() throws CharacterCodingException {
        return new SourceFile(file.toString(), text());
    }

    static String decode(byte[] bytes) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes))
                .toString();
    }
}
