package org.rulesc.compiler.interpret;

import java.util.List;
import java.util.Map;
import org.rulesc.runtime.HexGrid;
import org.rulesc.runtime.SquareGrid;

/** Values and outcomes as JSON text, for {@code --format json}: no library needed for this little. */
public final class Json {
    private Json() {}

    /** A value: numbers and booleans as such, enum members and entries by id, hexes by label. */
    public static String value(Interpreter in, Object v) {
        v = Interpreter.force(v);
        if (v == null) {
            return "null";
        } else if (v instanceof Integer || v instanceof Boolean) {
            return v.toString();
        } else if (v instanceof String s) {
            return string(s);
        } else if (v instanceof Values.EnumValue e) {
            return string(e.id());
        } else if (v instanceof Values.EntryValue e) {
            return string(e.id());
        } else if (v instanceof HexGrid.Hex h && in.hexLabels != null) {
            return string(in.hexLabels.format(h));
        } else if (v instanceof org.rulesc.runtime.Continuous.Point p) {
            return "{\"x\": " + p.x() + ", \"y\": " + p.y() + "}";
        } else if (v instanceof SquareGrid.Square s) {
            return "{\"x\": " + s.col() + ", \"y\": " + s.row() + "}";
        } else if (v instanceof List<?> list) {
            StringBuilder out = new StringBuilder("[");
            for (Object x : list) {
                out.append(out.length() > 1 ? ", " : "").append(value(in, x));
            }
            return out.append(']').toString();
        } else if (v instanceof Values.RecordValue r) {
            return object(in, r.fields());
        }
        return string(v.toString());
    }

    /** A check's outcome: roll, rolled, success, grade, grades (when chosen), sums and outputs. */
    public static String outcome(Interpreter in, Checks.Outcome o) {
        StringBuilder out = new StringBuilder("{\"roll\": ").append(o.roll()).append(", \"rolled\": ").append(o.rolled())
                .append(", \"success\": ").append(o.success()).append(", \"grade\": ").append(string(o.grade()));
        if (o.grades() != null) {
            out.append(", \"grades\": ").append(value(in, o.grades()));
        }
        out.append(", \"sums\": ").append(object(in, o.sums())).append(", \"outputs\": ").append(object(in, o.outputs()));
        return out.append('}').toString();
    }

    private static String object(Interpreter in, Map<String, ?> fields) {
        StringBuilder out = new StringBuilder("{");
        fields.forEach((k, x) -> out.append(out.length() > 1 ? ", " : "").append(string(k)).append(": ")
                .append(value(in, x)));
        return out.append('}').toString();
    }

    /** A JSON string literal (Jackson's encoder, which the diagnostics' JSON uses too). */
    public static String string(String s) {
        return '"' + new String(com.fasterxml.jackson.core.io.JsonStringEncoder.getInstance().quoteAsString(s)) + '"';
    }
}
