package org.rulesc.rulebooks.differential;

import java.util.ArrayList;
import java.util.List;

/** Forged records for the referee tests: a legal record with one line changed, or cut short. */
public final class RecordEdits {
    private RecordEdits() {}

    /** {@code record} with line {@code n} (1-based) replaced by {@code line}. */
    public static String replaced(String record, int n, String line) {
        List<String> lines = new ArrayList<>(record.lines().toList());
        lines.set(n - 1, line);
        return String.join("\n", lines) + "\n";
    }

    /** {@code record}'s lines up to and including line {@code n}. */
    public static String upTo(String record, int n) {
        return String.join("\n", record.lines().limit(n).toList()) + "\n";
    }
}
