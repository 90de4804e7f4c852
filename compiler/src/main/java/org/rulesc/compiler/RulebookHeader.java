package org.rulesc.compiler;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the rulebook id from the first token after {@code rulebook} without parsing the file:
 * enough to index candidate files for imports. Comments and white space (including the
 * ideographic space the language allows) before and after the keyword are skipped.
 */
public final class RulebookHeader {
    private static final String GAP = "(?:[\\s\\u3000]|//[^\\n]*|/\\*.*?\\*/)";
    private static final Pattern ID = Pattern.compile(
            "\\uFEFF?" + GAP + "*rulebook" + GAP + "+([\\p{L}_][\\p{L}\\p{N}_]*)", Pattern.DOTALL);

    private RulebookHeader() {}

    /** The id of the rulebook in {@code text}, or empty when the text does not start with a header. */
    public static Optional<String> id(String text) {
        Matcher m = ID.matcher(text);
        return m.lookingAt() ? Optional.of(m.group(1)) : Optional.empty();
    }
}
