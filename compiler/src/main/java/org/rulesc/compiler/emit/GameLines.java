package org.rulesc.compiler.emit;

import java.util.List;

/**
 * The text of a game class as it is written: line by line at the current indentation, a long line
 * broken after a comma or before an operator (as JavaPoet would), and {@link #rewrap} for the lines
 * still too long once type names are shortened. Every part of the game class writes through the one
 * of its {@link GameClass}: the {@link GamePart}s directly, {@link GameEffects} and
 * {@link GameJsonEmitter} through {@link #asLines}.
 */
final class GameLines {
    private final StringBuilder out = new StringBuilder();
    private int indent;

    void open(String head) {
        line(head.isEmpty() ? "{" : head + " {");
        indent++;
    }

    void close() {
        indent--;
        line("}");
    }

    void blank() {
        out.append('\n');
    }

    void line(String text) {
        if (text.isEmpty()) {
            out.append('\n');
            return;
        }
        String pad = "    ".repeat(indent);
        boolean comment = text.startsWith("/") || text.startsWith("*") || text.startsWith(" *");
        // an emitted expression may come wrapped (JavaPoet's $W): one line again, broken below
        String rest = comment ? text : text.replaceAll("\n\\s*(?=\\.)", "").replaceAll("\n\\s*", " ");
        String lead = pad;
        // a long line breaks after a comma or before an operator outside any literal, continued 8
        // columns further in
        while (!comment && lead.length() + rest.length() > WIDTH) {
            int cut = breakAt(rest, WIDTH - lead.length(), false);
            if (cut < 0) {
                break;
            }
            out.append(lead).append(rest.substring(0, cut).stripTrailing()).append('\n');
            rest = rest.substring(cut).stripLeading();
            lead = pad + "        ";
        }
        out.append(lead).append(rest).append('\n');
    }

    /** A line one level out, between two blocks: the {@code catch} of a {@code try}. */
    void between(String text) {
        indent--;
        line(text);
        indent++;
    }

    /** These lines as the callbacks {@link GameEffects} and {@link GameJsonEmitter} write through. */
    GameJsonEmitter.Lines asLines() {
        return new GameJsonEmitter.Lines(this::line, this::open, this::close, this::blank, this::between);
    }

    /** The text written so far. */
    String text() {
        return out.toString();
    }

    private static final int WIDTH = 120;

    /**
     * The lines still over {@link #WIDTH} once type names are shortened (a long qualified name can
     * leave no break within the width before), broken as {@link #line} breaks them.
     */
    static String rewrap(String source) {
        StringBuilder b = new StringBuilder();
        String[] lines = source.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String l = lines[n];
            String trimmed = l.stripLeading();
            if (l.length() > WIDTH && !trimmed.startsWith("/") && !trimmed.startsWith("*")) {
                String pad = l.substring(0, l.length() - trimmed.length());
                String lead = pad;
                String rest = trimmed;
                while (lead.length() + rest.length() > WIDTH) {
                    // the types are short now: a line still too long may break inside a call
                    int cut = breakAt(rest, WIDTH - lead.length(), true);
                    if (cut < 0) {
                        break;
                    }
                    b.append(lead).append(rest.substring(0, cut).stripTrailing()).append('\n');
                    rest = rest.substring(cut).stripLeading();
                    lead = pad + "        ";
                }
                l = lead + rest;
            }
            b.append(l);
            if (n < lines.length - 1) {
                b.append('\n');
            }
        }
        return b.toString();
    }

    /** Operators a long line may break before (the continuation starts with the operator). */
    private static final List<String> BREAK_BEFORE = List.of(" && ", " || ", " ? ", " : ", " + ");

    /**
     * Where a long line breaks: just after the last comma or lambda arrow, or just before the last
     * operator or chained call, that fits within {@code limit} outside any string or char literal
     * (after the first 12 characters, so a break always shortens the line); failing those, at the
     * last space, and failing that, when {@code inCall}, just after the last opening bracket of a
     * call with arguments (nested calls with long names leave no other place); -1 when there is none.
     */
    private static int breakAt(String text, int limit, boolean inCall) {
        int best = -1;
        int space = -1;
        int paren = -1;
        boolean inString = false;
        boolean inChar = false;
        for (int i = 0; i < text.length() && i < limit; i++) {
            char c = text.charAt(i);
            if ((inString || inChar) && c == '\\') {
                i++;
            } else if (!inChar && c == '"') {
                inString = !inString;
            } else if (!inString && c == '\'') {
                inChar = !inChar;
            } else if (!inString && !inChar && i >= 12) {
                if (c == ',' && i + 1 < text.length() && text.charAt(i + 1) == ' ') {
                    best = i + 1;
                } else if (c == ' ' && operatorAt(text, i)) {
                    best = i;
                } else if (c == '.' && text.charAt(i - 1) == ')') {
                    best = i;
                } else if (c == '>' && text.charAt(i - 1) == '-' && i + 1 < text.length() && text.charAt(i + 1) == ' ') {
                    best = i + 1;
                } else if (c == ' ' && text.charAt(i - 1) != ' ') {
                    space = i; // a last resort: any space outside a literal
                } else if (c == '(' && i + 1 < text.length() && text.charAt(i + 1) != ')') {
                    paren = i + 1; // the very last: inside a call's brackets
                }
            }
        }
        return best >= 0 ? best : space >= 0 ? space : inCall ? paren : -1;
    }

    private static boolean operatorAt(String text, int i) {
        for (String op : BREAK_BEFORE) {
            if (text.startsWith(op, i)) {
                return true;
            }
        }
        return false;
    }
}
