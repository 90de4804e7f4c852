package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.RecordScanner;
import org.rulesc.runtime.RecordSyntaxError;

/**
 * Record notations on the runtime's {@link RecordScanner}, as generated parsers use it: the
 * formats are tried in order, each reading literals, separators and typed fields; a line that
 * fits none is a {@link RecordSyntaxError} at the column where it stops fitting.
 */
public final class Notations {
    private final Interpreter in;

    public Notations(Interpreter in) {
        this.in = in;
    }

    /** One parsed line: which format, and its fields in the format's order. */
    public record Line(String format, Map<String, Object> fields) {}

    public Line parse(Decl.Notation n, String line) {
        List<Function<RecordScanner, ? extends Line>> formats = new ArrayList<>();
        for (Decl.Format f : n.formats()) {
            formats.add(s -> read(n, f, s));
        }
        return RecordScanner.parseFirst(n.label() == null ? n.name().text() : n.label(), line, formats);
    }

    private Line read(Decl.Notation n, Decl.Format f, RecordScanner s) {
        Map<String, Object> fields = new LinkedHashMap<>();
        List<org.rulesc.compiler.model.Construct.Field> typed = in.model.format(f).fields(); // in the fields' order
        int next = 0;
        boolean first = true;
        for (Decl.Segment seg : f.segments()) {
            if (!first) {
                s.separator();
            }
            first = false;
            for (Decl.PatternItem item : seg.items()) {
                if (item instanceof Decl.Literal l) {
                    s.literal(l.text());
                    continue;
                }
                Decl.PatternField field = (Decl.PatternField) item;
                String label = field.name().text();
                Type type = typed.get(next++).type();
                Object value;
                if (type instanceof Type.ListType list && place(list.element())) {
                    value = s.several(label, () -> one(s, label, list.element()));
                } else if (place(type)) {
                    value = one(s, label, type);
                } else if (type == Type.Prim.INT) {
                    value = s.integer(label);
                } else if (type == Type.Prim.TEXT) {
                    value = s.text(label);
                } else if (type instanceof Type.ListType groups && groups.element() instanceof Type.ListType list) {
                    value = s.groups(() -> symbols(s, n, label, list.element()));
                } else if (type instanceof Type.ListType list) {
                    value = symbols(s, n, label, list.element());
                } else {
                    value = symbol(s, n, label, type);
                }
                fields.put(label, value);
            }
        }
        s.end();
        return new Line(f.name().text(), fields);
    }

    /** The line in its canonical spelling. */
    public String format(Decl.Notation n, Line line) {
        Decl.Format f = n.formats().stream().filter(x -> x.name().text().equals(line.format())).findFirst().orElseThrow();
        List<org.rulesc.compiler.model.Construct.Field> typed = in.model.format(f).fields(); // in the fields' order
        int next = 0;
        StringBuilder out = new StringBuilder();
        boolean first = true;
        for (Decl.Segment seg : f.segments()) {
            if (!first) {
                out.append(RecordScanner.SEPARATOR);
            }
            first = false;
            for (Decl.PatternItem item : seg.items()) {
                if (item instanceof Decl.Literal l) {
                    out.append(l.text());
                    continue;
                }
                Object v = line.fields().get(((Decl.PatternField) item).name().text());
                Type type = typed.get(next++).type();
                if (type instanceof Type.ListType groups && groups.element() instanceof Type.ListType) {
                    List<String> texts = new ArrayList<>();
                    for (Object group : (List<?>) v) {
                        texts.add(joined(n, (List<?>) group));
                    }
                    out.append(RecordScanner.grouped(texts));
                } else if (v instanceof List<?> selection) {
                    out.append(joined(n, selection));
                } else if (v instanceof Values.EnumValue e) {
                    out.append(spelled(n, e.decl(), e.id()).get(0));
                } else if (v instanceof Values.EntryValue e) {
                    out.append(entrySpellings(e.entry()).get(0));
                } else {
                    out.append(placeText(v));
                }
            }
        }
        return out.toString();
    }

    /** A selection: its values' spellings (places by their labels) joined by {@code +}, or {@code -}. */
    private String joined(Decl.Notation n, List<?> selection) {
        List<String> texts = new ArrayList<>();
        for (Object x : selection) {
            texts.add(x instanceof Values.EnumValue e ? spelled(n, e.decl(), e.id()).get(0)
                    : x instanceof Values.EntryValue e ? entrySpellings(e.entry()).get(0) : placeText(x));
        }
        return RecordScanner.joined(texts);
    }

    /** A hex, square or point as a record writes it (anything else as Java writes it: an int, text). */
    private String placeText(Object v) {
        if (v instanceof org.rulesc.runtime.HexGrid.Hex h) {
            return in.hexLabels.format(h);
        } else if (v instanceof org.rulesc.runtime.SquareGrid.Square sq) {
            return org.rulesc.runtime.SquareLabels.format(sq);
        } else if (v instanceof org.rulesc.runtime.Continuous.Point pt) {
            return org.rulesc.runtime.PointLabels.format(pt);
        }
        return String.valueOf(v);
    }

    private static boolean place(Type t) {
        return t == Type.Prim.HEX || t == Type.Prim.SQUARE || t == Type.Prim.POINT;
    }

    /** One hex, square or point. */
    private Object one(RecordScanner s, String label, Type type) {
        return type == Type.Prim.HEX ? s.hex(in.hexLabels, label)
                : type == Type.Prim.SQUARE ? s.square(label) : s.point(label);
    }

    /** A field of a list of an enum or a kind: spellings joined by {@code +}, or {@code -} for none. */
    private List<Object> symbols(RecordScanner s, Decl.Notation n, String label, Type type) {
        List<String> texts = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        spellings(n, type, texts, values);
        return s.symbols(label, texts, values);
    }

    /** A field of an enum or a kind: one of its members' or entries' spellings. */
    private Object symbol(RecordScanner s, Decl.Notation n, String label, Type type) {
        List<String> texts = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        spellings(n, type, texts, values);
        return s.symbol(label, texts, values);
    }

    /** Every spelling of the members of an enum or the entries of a kind ({@code texts}), and what each means. */
    private void spellings(Decl.Notation n, Type type, List<String> texts, List<Object> values) {
        if (type instanceof Type.KindType kind) {
            // a kind's entries are written by their labels (or names)
            for (Values.EntryValue x : in.entries(kind.decl())) {
                for (String w : entrySpellings(x.entry())) {
                    texts.add(w);
                    values.add(x);
                }
            }
        } else {
            Decl.Enum en = ((Type.EnumType) type).decl();
            for (Values.EnumValue m : in.members(en)) {
                for (String w : spelled(n, en, m.id())) {
                    texts.add(w);
                    values.add(m);
                }
            }
        }
    }

    /** How an entry of a kind is written: its label first (the canonical spelling), then its name. */
    public static List<String> entrySpellings(Decl.Entry e) {
        return e.label() == null || e.label().contains("/") ? List.of(e.name().text()) : List.of(e.label(), e.name().text());
    }

    private List<String> spelled(Decl.Notation n, Decl.Enum en, String member) {
        for (Decl.Spelling s : n.spellings()) {
            Ref.Member spelt = in.model.part(s.member(), Ref.Member.class);
            if (spelt != null && spelt.owner() == en && spelt.member().name().text().equals(member)) {
                return s.texts();
            }
        }
        return List.of(member);
    }

    /** The record an expectation writes ({@code … as moves.walk { … }}), its fields in the format's order. */
    private Line record(org.rulesc.compiler.ast.Name formatName, Env env) {
        Decl.Format f = in.model.part(formatName, Decl.Format.class);
        List<Typed> values = in.model.fieldValues(formatName);
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 0; i < f.fields().size(); i++) {
            fields.put(f.fields().get(i).name().text(), in.eval(values.get(i), env));
        }
        return new Line(f.name().text(), fields);
    }

    String verdict(Decl.Assertion a, Env env) {
        if (a instanceof Decl.ExpectParses p) {
            Decl.Notation n = in.model.decl(p.notation(), Decl.Notation.class);
            Line expected = record(p.format(), env);
            Line actual;
            try {
                actual = parse(n, p.text());
            } catch (RecordSyntaxError e) {
                return "expected it to parse, but: " + e.getMessage();
            }
            if (!actual.equals(expected)) {
                return "expected " + expected + ", but it parses as " + actual;
            }
            Line back = parse(n, format(n, expected));
            return back.equals(expected) ? null : "its canonical line does not parse back: " + format(n, expected);
        } else if (a instanceof Decl.ExpectFormats f) {
            Decl.Notation n = in.model.decl(f.notation(), Decl.Notation.class);
            String actual = format(n, record(f.format(), env));
            return actual.equals(f.text()) ? null : "expected \"" + f.text() + "\", but it formats as \"" + actual + "\"";
        }
        Decl.ExpectRejects r = (Decl.ExpectRejects) a;
        Decl.Notation n = in.model.decl(r.notation(), Decl.Notation.class);
        try {
            Line line = parse(n, r.text());
            return "expected it to be rejected, but it parses as " + line;
        } catch (RecordSyntaxError e) {
            return e.column() == r.column() ? null
                    : "expected an error at column " + r.column() + ", but it is at column " + e.column() + ": "
                            + e.getMessage();
        }
    }
}
