package org.rulesc.compiler.ast;

/**
 * A section of the source document, declared in the header ({@code sections "【1】".."【13】"}):
 * its label as the document writes it ({@code "地形 > 障害物"} for a nested heading) and, when
 * the rulebook's citations name it differently, the form they use.
 *
 * @param citedAs the form citations use, or null when they use the label
 */
public record Section(String label, String citedAs, Span span) {
    /** The parts of a nested heading, outermost first: {@code 地形 > 障害物} is [地形, 障害物]. */
    public String[] parts() {
        return label.split("\\s*>\\s*");
    }

    /**
     * Whether {@code citation} cites this section or a part of it: it starts with the label,
     * the innermost heading of a nested label, or the {@code cited as} form, and does not go
     * on with the same word ({@code 【7】C} and {@code 地形 > 障害物 (橋)} cite 【7】 and 地形;
     * {@code 【13】} does not cite 【1】, nor {@code 地形効果} 地形).
     */
    public boolean citedBy(String citation) {
        String[] parts = parts();
        return startsWith(citation, label) || startsWith(citation, parts[parts.length - 1])
                || citedAs != null && startsWith(citation, citedAs);
    }

    private static boolean startsWith(String citation, String label) {
        if (label.isEmpty() || !citation.startsWith(label)) {
            return false;
        }
        if (citation.length() == label.length()) {
            return true;
        }
        int last = label.codePointBefore(label.length());
        int next = citation.codePointAt(label.length());
        return !(Character.isLetterOrDigit(last) && Character.isLetterOrDigit(next));
    }

    /**
     * Whether an {@code omit} naming {@code what} leaves this section out: it names the section
     * (as {@link #citedBy} decides) or one that encloses it ({@code 武器の再定義} is left out with
     * its enclosing {@code 武器・ヴィークルの再定義}).
     */
    public boolean omittedBy(String what) {
        return citedBy(what) || label.startsWith(what + " >")
                || citedAs != null && citedAs.startsWith(what + " >");
    }
}
