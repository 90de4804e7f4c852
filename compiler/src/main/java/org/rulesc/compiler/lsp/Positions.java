package org.rulesc.compiler.lsp;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * Converts between the compiler's positions (1-based lines, 1-based columns counted in code
 * points, as ANTLR counts them) and the protocol's (0-based lines, characters counted in UTF-16
 * code units): the two differ on every character outside the Basic Multilingual Plane.
 */
final class Positions {
    private final String[] lines;

    Positions(String text) {
        this.lines = text.split("\n", -1);
    }

    /** A range on one line of a file that is not at hand, from that line's text alone. */
    static Range onLine(String lineText, int line, int column, int length) {
        Positions one = new Positions(lineText == null ? "" : lineText);
        Range r = one.range(1, column, length);
        r.getStart().setLine(line - 1);
        r.getEnd().setLine(line - 1);
        return r;
    }

    /** The protocol range of {@code length} code points from {@code line}:{@code column}. */
    Range range(int line, int column, int length) {
        Position start = position(line, column);
        Position end = position(line, column + Math.max(1, length));
        return new Range(start, end);
    }

    /** The protocol position of 1-based {@code line}:{@code column} (column in code points). */
    Position position(int line, int column) {
        String text = line(line);
        int units = 0;
        int points = 0;
        while (units < text.length() && points < column - 1) {
            units += Character.charCount(text.codePointAt(units));
            points++;
        }
        return new Position(Math.max(0, line - 1), units);
    }

    /** The 1-based code-point column of a protocol position on its line. */
    int column(Position position) {
        String text = line(position.getLine() + 1);
        int units = Math.min(position.getCharacter(), text.length());
        return text.codePointCount(0, units) + 1;
    }

    /** Where the whole text ends, for an edit that replaces all of it. */
    Position end() {
        String last = lines[lines.length - 1];
        return new Position(lines.length - 1, last.length());
    }

    private String line(int line) {
        if (line < 1 || line > lines.length) {
            return "";
        }
        String text = lines[line - 1];
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }
}
