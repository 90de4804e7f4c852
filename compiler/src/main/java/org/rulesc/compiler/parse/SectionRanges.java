package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Expands a range of section labels: {@code "【1】".."【13】"} counts the number between a shared
 * prefix and suffix, {@code "a.".."u."} the letter. Anything else is not a range.
 */
final class SectionRanges {
    /** More than any document has; keeps a typo like "1".."99999" from making a huge list. */
    static final int MAX = 500;

    private SectionRanges() {}

    /** The labels from {@code first} to {@code last}, or empty when they do not form a range. */
    static Optional<List<String>> expand(String first, String last) {
        if (first.equals(last)) {
            return Optional.of(List.of(first));
        }
        int prefix = 0;
        while (prefix < first.length() && prefix < last.length() && first.charAt(prefix) == last.charAt(prefix)) {
            prefix++;
        }
        while (prefix > 0 && Character.isDigit(first.charAt(prefix - 1))) {
            prefix--; // "【1】".."【13】": the shared "1" is part of the number
        }
        int suffix = 0;
        while (suffix < first.length() - prefix && suffix < last.length() - prefix
                && first.charAt(first.length() - 1 - suffix) == last.charAt(last.length() - 1 - suffix)) {
            suffix++;
        }
        while (suffix > 0 && Character.isDigit(first.charAt(first.length() - suffix))) {
            suffix--; // "9".."19": the shared "9" is part of the number
        }
        String head = first.substring(0, prefix);
        String tail = first.substring(first.length() - suffix);
        String from = first.substring(prefix, first.length() - suffix);
        String to = last.substring(prefix, last.length() - suffix);
        List<String> out = new ArrayList<>();
        if (from.matches("[0-9]{1,6}") && to.matches("[0-9]{1,6}")) {
            int lo = Integer.parseInt(from);
            int hi = Integer.parseInt(to);
            boolean padded = from.length() > 1 && from.startsWith("0");
            for (int n = lo; n <= hi && out.size() <= MAX; n++) {
                out.add(head + (padded ? String.format("%0" + from.length() + "d", n) : Integer.toString(n)) + tail);
            }
        } else if (from.matches("[a-zA-Z]") && to.matches("[a-zA-Z]")
                && Character.isUpperCase(from.charAt(0)) == Character.isUpperCase(to.charAt(0))) {
            for (char c = from.charAt(0); c <= to.charAt(0); c++) {
                out.add(head + c + tail);
            }
        } else {
            return Optional.empty();
        }
        return out.size() < 2 || out.size() > MAX ? Optional.empty() : Optional.of(out);
    }
}
