package org.rulesc.compiler.interpret;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.SquareGrid;

/**
 * The values the interpreter computes with. Numbers ({@code int} and lengths) are {@link Integer}
 * exactly as in generated Java, booleans {@link Boolean}, text {@link String}, lists {@link List};
 * hexes, squares, points and maps are the runtime's own classes, shared with generated engines.
 * Rulebook types get the records below.
 */
public final class Values {
    private Values() {}

    /** A member of an enum: equal when it is the same member of the same enum declaration. */
    public static final class EnumValue {
        private final Decl.Enum decl;
        private final int ordinal;

        EnumValue(Decl.Enum decl, int ordinal) {
            this.decl = decl;
            this.ordinal = ordinal;
        }

        public Decl.Enum decl() {
            return decl;
        }

        public int ordinal() {
            return ordinal;
        }

        public String id() {
            return decl.members().get(ordinal).name().text();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof EnumValue e && e.decl == decl && e.ordinal == ordinal;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(decl) * 31 + ordinal;
        }

        @Override
        public String toString() {
            return decl.name().text() + "." + id();
        }
    }

    /** An entry of a kind (an action, a weapon…); its fields are evaluated once by the interpreter. */
    public static final class EntryValue {
        private final Decl.Kind kind;
        private final Decl.Entry entry;
        private final int ordinal;
        final Map<String, Object> fields = new LinkedHashMap<>();

        EntryValue(Decl.Kind kind, Decl.Entry entry, int ordinal) {
            this.kind = kind;
            this.entry = entry;
            this.ordinal = ordinal;
        }

        public Decl.Kind kind() {
            return kind;
        }

        public Decl.Entry entry() {
            return entry;
        }

        public int ordinal() {
            return ordinal;
        }

        public String id() {
            return entry.name().text();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof EntryValue e && e.kind == kind && e.ordinal == ordinal;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(kind) * 31 + ordinal;
        }

        @Override
        public String toString() {
            return id();
        }
    }

    /**
     * A value with named fields: a build ({@code Doll { … }}) or one square's or edge's data of a
     * layered map. Equal when the type and every field are equal, as Java records are.
     */
    public record RecordValue(String type, Map<String, Object> fields) {
        public RecordValue {
            fields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }

        public Object get(String field) {
            return fields.get(field);
        }

        @Override
        public String toString() {
            return type + " { " + fields.entrySet().stream().map(e -> e.getKey() + ": " + show(e.getValue()))
                    .collect(Collectors.joining(", ")) + " }";
        }
    }

    /** A value as the rulebook language writes it: {@code 3}, {@code true}, {@code hex"0707"}, {@code [a, b]}. */
    public static String show(Object value) {
        if (value instanceof String s) {
            return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
        } else if (value instanceof EnumValue e) {
            return e.id();
        } else if (value instanceof EntryValue e) {
            return e.id();
        } else if (value instanceof List<?> list) {
            return "[" + list.stream().map(Values::show).collect(Collectors.joining(", ")) + "]";
        } else if (value instanceof SquareGrid.Square s) {
            return "square(" + s.col() + ", " + s.row() + ")";
        } else if (value instanceof HexGrid.Hex h) {
            return "hex(" + h.col() + ", " + h.row() + ")";
        }
        return Objects.toString(value);
    }
}
