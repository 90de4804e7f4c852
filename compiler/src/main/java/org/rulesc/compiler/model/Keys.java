package org.rulesc.compiler.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;

/**
 * Stable keys: a name path for every declaration and for the parts a revision of a rulebook can
 * change one by one ({@code check:attack}, {@code check:attack/grade:clean},
 * {@code table:hit_number/row:scout}, {@code notation:moves/format:walk}). Two revisions
 * are matched by these keys, so they depend only on rulebook names, never on positions or on
 * Java spellings.
 */
public final class Keys {
    private Keys() {}

    /** The key of a top-level declaration. */
    public static String of(Decl d) {
        return d.accept(KIND) + ":" + d.name().text();
    }

    /**
     * Every key of a rulebook, each with what it names, in declaration order.
     *
     * @throws IllegalStateException when two things get one key (the checker rejects duplicate
     *     names, so that is a bug in the keys)
     */
    public static Map<String, Object> all(Model model) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (!model.constructs().isEmpty()) { // a checked model: its constructs' keys (…/block:N for more entries)
            for (Construct c : model.constructs().values()) {
                put(out, c.key(), c.decl());
                for (Map.Entry<String, Object> part : parts(c.decl())) {
                    put(out, c.key() + "/" + part.getKey(), part.getValue());
                }
            }
            return out;
        }
        for (Decl d : model.rulebook.declarations()) {
            String key = of(d);
            put(out, key, d);
            for (Map.Entry<String, Object> part : parts(d)) {
                put(out, key + "/" + part.getKey(), part.getValue());
            }
        }
        return out;
    }

    private static void put(Map<String, Object> keys, String key, Object what) {
        if (keys.putIfAbsent(key, what) != null) {
            throw new IllegalStateException("two parts of the rulebook have the key " + key);
        }
    }

    /** The kind word of each declaration, as the language writes it. */
    private static final Decl.Visitor<String> KIND = new Decl.Visitor<>() {
        @Override
        public String visitConst(Decl.Const d) {
            return "const";
        }

        @Override
        public String visitEnum(Decl.Enum d) {
            return "enum";
        }

        @Override
        public String visitKind(Decl.Kind d) {
            return "kind";
        }

        @Override
        public String visitEntries(Decl.Entries d) {
            return "entries";
        }

        @Override
        public String visitTable(Decl.Table d) {
            return "table";
        }

        @Override
        public String visitFormula(Decl.Formula d) {
            return "formula";
        }

        @Override
        public String visitCheck(Decl.Check d) {
            return "check";
        }

        @Override
        public String visitChain(Decl.Chain d) {
            return "chain";
        }

        @Override
        public String visitOrder(Decl.Order d) {
            return "order";
        }

        @Override
        public String visitModifiers(Decl.Modifiers d) {
            return "modifiers";
        }

        @Override
        public String visitAction(Decl.Action d) {
            return "action";
        }

        @Override
        public String visitActionFields(Decl.ActionFields d) {
            return "actions";
        }

        @Override
        public String visitSequence(Decl.Sequence d) {
            return "sequence";
        }

        @Override
        public String visitStatus(Decl.Status d) {
            return "status";
        }

        @Override
        public String visitLimit(Decl.Limit d) {
            return "limit";
        }

        @Override
        public String visitBuild(Decl.Build d) {
            return "build";
        }

        @Override
        public String visitHexMap(Decl.HexMap d) {
            return "map";
        }

        @Override
        public String visitLayers(Decl.Layers d) {
            return "layers";
        }

        @Override
        public String visitSquareMap(Decl.SquareMap d) {
            return "map";
        }

        @Override
        public String visitNotation(Decl.Notation d) {
            return "notation";
        }

        @Override
        public String visitExample(Decl.Example d) {
            return "example";
        }

        @Override
        public String visitForall(Decl.Forall d) {
            return "forall";
        }

        @Override
        public String visitProbabilities(Decl.Probabilities d) {
            return "probabilities";
        }

        @Override
        public String visitOmit(Decl.Omit d) {
            return "omit";
        }

        @Override
        public String visitReplace(Decl.Replace d) {
            return d.replacement().accept(this);
        }

        @Override
        public String visitRemove(Decl.Remove d) {
            return "remove";
        }

        @Override
        public String visitGame(Decl.Game d) {
            return "game";
        }

        @Override
        public String visitTableBoard(Decl.TableBoard d) {
            return "board";
        }

        @Override
        public String visitPart(Decl.Part d) {
            return "part";
        }
    };

    /** The named parts of a declaration that a revision can change one by one. */
    static List<Map.Entry<String, Object>> parts(Decl d) {
        Parts out = new Parts();
        if (d instanceof Decl.Enum e) {
            e.members().forEach(m -> out.put("member:" + m.name().text(), m));
        } else if (d instanceof Decl.Kind k) {
            k.fields().forEach(f -> out.put("field:" + f.name().text(), f));
        } else if (d instanceof Decl.Entries en) {
            en.entries().forEach(x -> out.put("entry:" + x.name().text(), x));
        } else if (d instanceof Decl.Table t) {
            for (Decl.Row row : t.rows()) {
                List<String> keys = new ArrayList<>();
                row.keys().forEach(k -> keys.add(key(k)));
                out.put("row:" + String.join(",", keys), row);
            }
        } else if (d instanceof Decl.Check c) {
            for (Decl.CheckItem item : c.items()) {
                if (item instanceof Decl.Grade g) {
                    out.put("grade:" + g.name().text(), g);
                } else if (item instanceof Decl.Output o) {
                    out.put("output:" + o.name().text(), o);
                } else if (item instanceof Decl.FollowUp f) {
                    out.put("roll:" + f.name().text(), f);
                } else if (item instanceof Decl.CheckLet l) {
                    out.put("let:" + l.name().text(), l);
                }
            }
        } else if (d instanceof Decl.Modifiers m) {
            m.terms().forEach(t -> out.put("term:" + t.name().text(), t));
        } else if (d instanceof Decl.Sequence s) {
            s.phases().forEach(p -> out.put("phase:" + p.name().text(), p));
            s.triggers().forEach(t -> out.put("trigger:" + t.name().text(), t));
        } else if (d instanceof Decl.Status s) {
            s.states().forEach(x -> out.put("state:" + x.name().text(), x));
            s.events().forEach(x -> out.put("event:" + x.name().text(), x));
            s.fields().forEach(x -> out.put("field:" + x.name().text(), x));
            s.transitions().forEach(t -> out.put("transition:" + (t.from() == null ? "*" : t.from().text()) + "->"
                    + t.to().text() + "@" + t.event().text(), t));
        } else if (d instanceof Decl.Build b) {
            b.fields().forEach(x -> out.put("field:" + x.name().text(), x));
            b.derives().forEach(x -> out.put("derive:" + x.name().text(), x));
            b.rules().forEach(x -> out.put("rule:" + x.name().text(), x));
        } else if (d instanceof Decl.Layers l) {
            l.layers().forEach(x -> out.put("layer:" + x.name().text(), x));
        } else if (d instanceof Decl.Notation n) {
            n.formats().forEach(f -> out.put("format:" + f.name().text(), f));
        } else if (d instanceof Decl.Game g) {
            g.play().acts().forEach(a -> out.put("act:" + a.name().text(), a));
            g.play().invariants().forEach(i -> out.put("invariant:" + i.name().text(), i));
            g.play().musts().forEach(m -> out.put("must:" + m.act().text(), m));
        } else if (d instanceof Decl.Replace r) {
            parts(r.replacement()).forEach(e -> out.put(e.getKey(), e.getValue()));
        }
        return out.list;
    }

    /** Parts in order, duplicates kept (so {@link #all} can tell a collision). */
    private static final class Parts {
        final List<Map.Entry<String, Object>> list = new ArrayList<>();

        void put(String key, Object what) {
            list.add(Map.entry(key, what));
        }
    }

    /** A table key as written: {@code scout}, {@code true}, {@code 3..4}, {@code 9+}, {@code ..2}. */
    public static String key(Decl.Key k) {
        if (k.member() != null) {
            return k.member().text();
        } else if (k.bool() != null) {
            return k.bool().toString();
        } else if (k.openBelow()) {
            return ".." + k.hi();
        }
        return k.open() ? k.lo() + "+" : k.lo().equals(k.hi()) ? String.valueOf(k.lo()) : k.lo() + ".." + k.hi();
    }
}
