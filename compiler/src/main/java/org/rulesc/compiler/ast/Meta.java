package org.rulesc.compiler.ast;

import java.util.List;

/**
 * Provenance of a declaration: the document sections it cites (each either stated by the
 * document or, with a reading, an interpretation of it argued in the rulebook) and, for
 * values that are not from the document, where they come from instead. {@code renamedFrom}
 * names what earlier revisions called this declaration ({@code renamed from old_name}), so
 * {@code rulesc diff} reports a rename rather than a removal and an addition.
 */
public record Meta(List<Citation> cites, List<String> house, List<String> renamedFrom) {
    public static final Meta EMPTY = new Meta(List.of(), List.of());

    /** Provenance without {@code renamed from} (what every item but a declaration carries). */
    public Meta(List<Citation> cites, List<String> house) {
        this(cites, house, List.of());
    }

    /**
     * One {@code cite "section"}; {@code reading} is the argument of {@code cite … reading "…"}
     * when the rule is an interpretation of ambiguous or contradictory text, else null.
     */
    public record Citation(String section, String reading) {
        public static Citation of(String section) {
            return new Citation(section, null);
        }

        public boolean isReading() {
            return reading != null;
        }
    }

    public boolean isHouse() {
        return !house.isEmpty();
    }

    /** The sections cited, whether stated or read. */
    public List<String> citations() {
        return cites.stream().map(Citation::section).toList();
    }

    /** The citations that are readings. */
    public List<Citation> readings() {
        return cites.stream().filter(Citation::isReading).toList();
    }

    public boolean isReading() {
        return cites.stream().anyMatch(Citation::isReading);
    }

    /** The sections cited, for messages at run time (readings' arguments are in the Javadoc). */
    public String citationText() {
        return String.join("; ", citations());
    }
}
