package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Imports for a Java source written as text (the game classes, whose methods read best written
 * statement by statement): every fully qualified type name in the code becomes its simple name
 * and an import, as JavaPoet does for the sources it writes. Only code is rewritten: string and
 * character literals and comments are copied as they are, so nothing a rulebook puts in a label
 * or a citation can be taken for a name.
 *
 * <p>A simple name is used only when it is unambiguous in the file: not one of the {@code
 * reserved} names (the class and its nested types, and the types of its own package that it
 * names simply), not the simple name of another imported type. A type of {@code java.lang} is
 * written by its simple name without an import; one whose simple name is taken stays written in
 * full, which is always correct.
 */
final class Imports {
    /** Lowercase package segments, then the top-level type: {@code org.rulesc.runtime.HexGrid}. */
    private static final Pattern QUALIFIED = Pattern.compile(
            "(?<![\\p{L}\\p{N}_$.])((?:[a-z_][a-z0-9_]*\\.)+)([A-Z][A-Za-z0-9_$]*)");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import ([\\w.]+)\\.(\\w+);\\n");

    private Imports() {}

    /**
     * {@code source} with its qualified type names imported.
     *
     * @param source a whole compilation unit: package, imports (each {@code import a.b.C;} on
     *     its own line, before the first type), then the types
     * @param pkg the package of {@code source}
     * @param reserved simple names that already mean something in the file
     * @return the same code with the imports it needs and simple names where they are unambiguous
     */
    static String shorten(String source, String pkg, Set<String> reserved) {
        int firstImport = source.indexOf("\nimport ");
        if (firstImport < 0) {
            return source;
        }
        firstImport++;
        Matcher imports = IMPORT.matcher(source);
        Map<String, String> bySimple = new HashMap<>();
        int importsEnd = firstImport;
        imports.region(firstImport, source.length());
        while (imports.lookingAt()) {
            bySimple.put(imports.group(2), imports.group(1) + "." + imports.group(2));
            importsEnd = imports.end();
            imports.region(importsEnd, source.length());
        }
        String head = source.substring(0, firstImport);
        String body = source.substring(importsEnd);
        List<String[]> parts = split(body);
        // every qualified name of the code, in a fixed order, decided once
        TreeSet<String> found = new TreeSet<>();
        for (String[] part : parts) {
            if (part[1] == null) {
                Matcher m = QUALIFIED.matcher(part[0]);
                while (m.find()) {
                    found.add(m.group(1) + m.group(2));
                }
            }
        }
        Map<String, String> simpleOf = new HashMap<>();
        TreeMap<String, String> added = new TreeMap<>();
        for (String qualified : found) {
            String owner = qualified.substring(0, qualified.lastIndexOf('.'));
            String simple = qualified.substring(qualified.lastIndexOf('.') + 1);
            String imported = bySimple.get(simple);
            if (qualified.equals(imported)) {
                simpleOf.put(qualified, simple);
            } else if (reserved.contains(simple) || imported != null) {
                continue; // written in full: the simple name means something else here
            } else if (owner.equals("java.lang")) {
                // implicitly imported; no type of the package shadows it, as JavaNames never
                // gives a rulebook's type a java.lang name
                simpleOf.put(qualified, simple);
            } else if (owner.equals(pkg)) {
                simpleOf.put(qualified, simple);
                bySimple.put(simple, qualified);
            } else {
                simpleOf.put(qualified, simple);
                bySimple.put(simple, qualified);
                added.put(qualified, simple);
            }
        }
        StringBuilder out = new StringBuilder(head);
        TreeSet<String> lines = new TreeSet<>();
        for (Map.Entry<String, String> e : bySimple.entrySet()) {
            String q = e.getValue();
            if (!q.substring(0, q.lastIndexOf('.')).equals(pkg)) {
                lines.add("import " + q + ";\n");
            }
        }
        lines.forEach(out::append);
        for (String[] part : parts) {
            if (part[1] != null) {
                out.append(part[0]);
                continue;
            }
            Matcher m = QUALIFIED.matcher(part[0]);
            StringBuilder code = new StringBuilder();
            while (m.find()) {
                String simple = simpleOf.get(m.group(1) + m.group(2));
                m.appendReplacement(code, Matcher.quoteReplacement(simple != null ? simple : m.group()));
            }
            m.appendTail(code);
            out.append(code);
        }
        return out.toString();
    }

    /**
     * The text cut into code and the rest: {@code [text, null]} for code, {@code [text, kind]}
     * for a string or character literal or a comment.
     */
    private static List<String[]> split(String text) {
        List<String[]> parts = new ArrayList<>();
        int start = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int end = -1;
            if (c == '"' || c == '\'') {
                end = i + 1;
                while (end < text.length() && text.charAt(end) != c) {
                    end += text.charAt(end) == '\\' ? 2 : 1;
                }
                end = Math.min(end + 1, text.length());
            } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
                end = text.indexOf('\n', i);
                end = end < 0 ? text.length() : end;
            } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
                end = text.indexOf("*/", i + 2);
                end = end < 0 ? text.length() : end + 2;
            }
            if (end < 0) {
                i++;
                continue;
            }
            if (start < i) {
                parts.add(new String[] {text.substring(start, i), null});
            }
            parts.add(new String[] {text.substring(i, end), "literal or comment"});
            start = end;
            i = end;
        }
        if (start < text.length()) {
            parts.add(new String[] {text.substring(start), null});
        }
        return parts;
    }
}
