package org.rulesc.compiler.diag;

import java.util.Collection;

/** "Did you mean …?" by edit distance. */
public final class Suggestions {
    private Suggestions() {}

    /** The closest candidate within a distance that still looks like a typo, or null. */
    public static String closest(String wrong, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int allowed = Math.max(1, Math.min(3, wrong.length() / 3));
        for (String candidate : candidates) {
            if (Math.abs(candidate.length() - wrong.length()) > allowed) {
                continue; // too far apart anyway; also keeps the distance table small for huge names
            }
            int d = distance(wrong.toLowerCase(), candidate.toLowerCase());
            if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
                best = candidate;
                bestDistance = d;
            }
        }
        return bestDistance <= allowed ? best : null;
    }

    public static String didYouMean(String wrong, Collection<String> candidates) {
        String near = closest(wrong, candidates);
        return near == null ? null : "did you mean `" + near + "`?";
    }

    /**
     * The name a hint of {@link #didYouMean} suggests, or null for any other hint (the language
     * server offers it as a quick fix).
     */
    public static String suggested(String hint) {
        if (hint == null || !hint.startsWith("did you mean `") || !hint.endsWith("`?")) {
            return null;
        }
        String name = hint.substring("did you mean `".length(), hint.length() - 2);
        return name.isEmpty() || name.contains("`") ? null : name;
    }

    /** Damerau-Levenshtein (optimal string alignment): a swapped pair counts as one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
