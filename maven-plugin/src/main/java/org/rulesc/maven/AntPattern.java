package org.rulesc.maven;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * An Ant-style path pattern as Maven users know them from {@code <includes>}: {@code *} and
 * {@code ?} match within one path segment, {@code **} matches any number of segments
 * (including none), so {@code **}{@code /*.rules} also matches {@code a.rules} at the top. A
 * pattern ending in {@code /} means everything below that directory. Paths and patterns use
 * {@code /}; a {@code \} in a pattern is read as {@code /}.
 */
final class AntPattern {
    private final String text;
    private final List<Object> segments; // String "**" or a compiled Pattern per segment

    private AntPattern(String text) {
        this.text = text;
        String p = text.trim().replace('\\', '/');
        if (p.endsWith("/")) {
            p = p + "**";
        }
        while (p.startsWith("/")) {
            p = p.substring(1);
        }
        List<Object> parts = new ArrayList<>();
        for (String segment : p.split("/+")) {
            if (segment.equals("**")) {
                if (parts.isEmpty() || !"**".equals(parts.get(parts.size() - 1))) {
                    parts.add("**");
                }
            } else if (!segment.isEmpty()) {
                parts.add(glob(segment));
            }
        }
        this.segments = parts;
    }

    static AntPattern of(String text) {
        return new AntPattern(text);
    }

    static List<AntPattern> all(List<String> texts) {
        return texts.stream().map(AntPattern::of).toList();
    }

    static boolean any(List<AntPattern> patterns, String path) {
        for (AntPattern pattern : patterns) {
            if (pattern.matches(path)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the {@code /}-separated relative path matches. */
    boolean matches(String path) {
        String[] names = Arrays.stream(path.replace('\\', '/').split("/+"))
                .filter(s -> !s.isEmpty())
                .toArray(String[]::new);
        return match(0, names, 0);
    }

    private boolean match(int si, String[] names, int ni) {
        while (si < segments.size()) {
            Object segment = segments.get(si);
            if ("**".equals(segment)) {
                if (si == segments.size() - 1) {
                    return true;
                }
                for (int skip = ni; skip <= names.length; skip++) {
                    if (match(si + 1, names, skip)) {
                        return true;
                    }
                }
                return false;
            }
            if (ni >= names.length || !((Pattern) segment).matcher(names[ni]).matches()) {
                return false;
            }
            si++;
            ni++;
        }
        return ni == names.length;
    }

    private static Pattern glob(String segment) {
        StringBuilder regex = new StringBuilder();
        StringBuilder literal = new StringBuilder();
        for (char c : segment.toCharArray()) {
            if (c == '*' || c == '?') {
                if (literal.length() > 0) {
                    regex.append(Pattern.quote(literal.toString()));
                    literal.setLength(0);
                }
                regex.append(c == '*' ? ".*" : ".");
            } else {
                literal.append(c);
            }
        }
        if (literal.length() > 0) {
            regex.append(Pattern.quote(literal.toString()));
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }

    @Override
    public String toString() {
        return text;
    }
}
