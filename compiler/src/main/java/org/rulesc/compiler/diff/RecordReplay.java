package org.rulesc.compiler.diff;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diff.Change.Severity;
import org.rulesc.compiler.interpret.Games;
import org.rulesc.compiler.interpret.Referee;

/**
 * Stored game records refereed under both revisions ({@code rulesc diff --records DIR}): what a
 * rules change does to games already played. A record the old revision accepted and the new one
 * refuses, or refuses at an earlier line, is {@code breaking}; one the new revision accepts
 * where the old refused it, or refuses only later or for another reason on the same line, is
 * {@code info}. Records whose verdict is the same are not reported.
 */
public final class RecordReplay {
    private RecordReplay() {}

    /**
     * The report with the changes of verdict of {@code records} (file name to text, in the order
     * given) added, and the verdict saying how many were replayed.
     */
    public static DiffReport replay(DiffReport report, Games before, Games after, Map<String, String> records) {
        List<Change> found = new ArrayList<>(report.changes());
        int moved = 0;
        for (Map.Entry<String, String> r : records.entrySet()) {
            Change c = compare(r.getKey(), verdict(before, r.getValue()), verdict(after, r.getValue()));
            if (c != null) {
                found.add(c);
                moved++;
            }
        }
        found.sort(Comparator.comparing(Change::severity).thenComparing(Change::key));
        String verdict = report.verdict();
        if (moved > 0 && found.stream().anyMatch(c -> c.severity() != Severity.INFO)) {
            verdict = "different";
        }
        verdict += " (records: " + records.size() + " replayed under both revisions, " + moved
                + (moved == 1 ? " changes its verdict)" : " change their verdict)");
        return new DiffReport(found, verdict, report.inputs(), report.accepted());
    }

    private static Referee.Discrepancy verdict(Games games, String record) {
        try {
            return new Referee(games).referee(record).discrepancy();
        } catch (RuntimeException e) {
            // the referee reports what does not fit; anything else is still this record's verdict
            return new Referee.Discrepancy(1, 1, "", "", "cannot be refereed: " + e.getMessage());
        }
    }

    static Change compare(String file, Referee.Discrepancy before, Referee.Discrepancy after) {
        String key = "record:" + file;
        if (before == null && after == null) {
            return null;
        }
        if (before == null) {
            return new Change("record-refused", Severity.BREAKING, key, "legal → illegal at " + at(file, after),
                    span(file, after));
        }
        if (after == null) {
            return new Change("record-accepted", Severity.INFO, key, "illegal at " + at(file, before) + " → legal",
                    new Span(file, before.line(), before.column(), 1));
        }
        if (before.line() == after.line() && before.column() == after.column() && before.rule().equals(after.rule())
                && before.message().equals(after.message())) {
            return null;
        }
        String message = "illegal at " + at(file, before) + " → illegal at " + at(file, after);
        if (after.line() < before.line() || after.line() == before.line() && after.column() < before.column()) {
            return new Change("record-refused-earlier", Severity.BREAKING, key, message, span(file, after));
        }
        return new Change(after.line() == before.line() ? "record-refused-otherwise" : "record-refused-later",
                Severity.INFO, key, message, span(file, after));
    }

    /** {@code game1.txt:7:1: message (rule fire, 【4】射撃(F))}. */
    private static String at(String file, Referee.Discrepancy d) {
        String rule = d.rule().isEmpty() ? "" : " (rule " + d.rule() + (d.citation().isEmpty() ? "" : ", "
                + d.citation()) + ")";
        return file + ":" + d.line() + ":" + d.column() + ": " + d.message() + rule;
    }

    private static Span span(String file, Referee.Discrepancy d) {
        return new Span(file, d.line(), d.column(), 1);
    }
}
