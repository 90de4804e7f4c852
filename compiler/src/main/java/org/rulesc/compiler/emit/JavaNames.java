package org.rulesc.compiler.emit;

import java.util.Set;

/**
 * How rulebook names become Java names. Rulebook names are snake_case or Unicode words;
 * Java accepts Unicode identifiers, so Japanese names stay as they are.
 */
public final class JavaNames {
    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "var", "record", "yield", "sealed", "permits",
            "_");

    private JavaNames() {}

    /** {@code snake_case_id} -> {@code SnakeCaseId}. */
    public static String type(String name) {
        StringBuilder out = new StringBuilder();
        for (String part : name.split("_")) {
            if (!part.isEmpty()) {
                out.appendCodePoint(Character.toUpperCase(part.codePointAt(0)));
                out.append(part.substring(Character.charCount(part.codePointAt(0))));
            }
        }
        return safe(out.length() == 0 ? "X" : out.toString());
    }

    /** {@code at_max_range} -> {@code atMaxRange}. */
    public static String member(String name) {
        String type = type(name);
        String first = new String(Character.toChars(Character.toLowerCase(type.codePointAt(0))));
        return safe(first + type.substring(Character.charCount(type.codePointAt(0))));
    }

    /** {@code pistol} -> {@code PISTOL}; {@code maxRange} -> {@code MAX_RANGE}. */
    public static String constant(String name) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(name.charAt(i - 1))) {
                out.append('_');
            }
            out.append(Character.toUpperCase(c));
        }
        return safe(out.toString());
    }

    /** A package segment: lower case, only identifier characters. */
    public static String packageSegment(String id) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            out.append(Character.isJavaIdentifierPart(c) ? Character.toLowerCase(c) : '_');
        }
        return safe(out.toString());
    }

    private static String safe(String name) {
        if (name.isEmpty() || !Character.isJavaIdentifierStart(name.codePointAt(0))) {
            name = "_" + name;
        }
        return KEYWORDS.contains(name) ? name + "_" : name;
    }

    /** A Java string literal for any text. */
    public static String literal(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
