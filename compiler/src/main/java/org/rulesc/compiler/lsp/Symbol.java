package org.rulesc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.model.Callee;
import org.rulesc.compiler.model.Ref;
import org.rulesc.compiler.model.Type;

/**
 * What a name means, as the hover shows it and go-to-definition follows it: built from what the
 * checker resolved ({@link Ref}, {@link Callee}, the declarations themselves), never by looking
 * the name up again.
 *
 * @param kind the kind of thing, in the language's words ("formula", "enum member", "parameter")
 * @param name the name as it is referred to ({@code Weapon.pistol} for an entry)
 * @param detail the signature or type, written as in a rulebook ({@code (w: Weapon) -> int}), or ""
 * @param label the Japanese label the rulebook gives it, or null
 * @param meta its provenance (citations, readings, house values)
 * @param definition where it is declared, or null (built-ins, locals)
 */
record Symbol(String kind, String name, String detail, String label, Meta meta, Span definition) {

    static Symbol of(Decl d) {
        if (d instanceof Decl.Replace r) {
            return of(r.replacement());
        }
        return new Symbol(kindOf(d), d.name().text(), detail(d), label(d), d.meta(), d.name().span());
    }

    static Symbol of(Ref ref) {
        if (ref instanceof Ref.Local l) {
            return new Symbol("local", l.name(), ": " + l.type().show(), null, Meta.EMPTY, null);
        } else if (ref instanceof Ref.Const c) {
            return of(c.decl());
        } else if (ref instanceof Ref.Member m) {
            return member(m.owner(), m.member());
        } else if (ref instanceof Ref.Entry e) {
            return entry(e.kind(), e.entry());
        } else if (ref instanceof Ref.KindField f) {
            return field(f.kind(), f.field());
        } else if (ref instanceof Ref.BuildField f) {
            return new Symbol("field", f.build().name().text() + "." + f.field().name().text(),
                    ": " + type(f.field().type()), f.field().label(), Meta.EMPTY, f.field().name().span());
        } else if (ref instanceof Ref.BuildDerive d) {
            return derive(d.build(), d.derive());
        } else if (ref instanceof Ref.MapRef m) {
            return of(m.decl());
        } else if (ref instanceof Ref.SquareMapRef m) {
            return of(m.decl());
        } else if (ref instanceof Ref.TypeName t) {
            return of(t.decl());
        }
        throw new IllegalArgumentException("unknown reference " + ref);
    }

    static Symbol of(Callee callee) {
        if (callee instanceof Callee.Formula f) {
            return of(f.decl());
        } else if (callee instanceof Callee.Table t) {
            return of(t.decl());
        } else if (callee instanceof Callee.Modifiers m) {
            return of(m.decl());
        } else if (callee instanceof Callee.Check c) {
            return of(c.decl());
        } else if (callee instanceof Callee.Order o) {
            return of(o.decl());
        }
        return new Symbol("built-in function", ((Callee.Builtin) callee).name(), "", null, Meta.EMPTY, null);
    }

    static Symbol member(Decl.Enum owner, Decl.EnumMember m) {
        return new Symbol("enum member", owner.name().text() + "." + m.name().text(), "", m.label(), m.meta(),
                m.name().span());
    }

    static Symbol entry(Decl.Kind kind, Decl.Entry e) {
        return new Symbol("entry", e.name().text(), ": " + kind.name().text(), e.label(), e.meta(), e.name().span());
    }

    static Symbol field(Decl.Kind kind, Decl.FieldDecl f) {
        return new Symbol("field", kind.name().text() + "." + f.name().text(), ": " + type(f.type()), f.label(),
                f.meta(), f.name().span());
    }

    static Symbol derive(Decl.Build build, Decl.Derive d) {
        return new Symbol("derived value", build.name().text() + "." + d.name().text(), ": " + type(d.type()),
                d.label(), d.meta(), d.name().span());
    }

    static Symbol parameter(Decl.Param p) {
        return new Symbol("parameter", p.name().text(), ": " + type(p.type()), null, Meta.EMPTY, p.name().span());
    }

    static Symbol grade(Decl.Check check, Decl.Grade g) {
        return new Symbol("grade", check.name().text() + "." + g.name().text(), "", g.label(), g.meta(),
                g.name().span());
    }

    static Symbol output(Decl.Check check, Decl.Output o) {
        return new Symbol("output", check.name().text() + "." + o.name().text(), ": " + type(o.type()), o.label(),
                o.meta(), o.name().span());
    }

    static Symbol primitive(String name) {
        return new Symbol("built-in type", name, "", null, Meta.EMPTY, null);
    }

    /** The hover text: the signature as code, the label, then where the rule comes from. */
    String markdown() {
        StringBuilder out = new StringBuilder("```rules\n").append(kind).append(' ').append(name).append(detail)
                .append("\n```\n");
        if (label != null && !label.isEmpty()) {
            out.append('\n').append(label).append('\n');
        }
        List<String> provenance = new ArrayList<>();
        for (Meta.Citation c : meta.cites()) {
            provenance.add("cite \"" + c.section() + "\"" + (c.isReading() ? " reading \"" + c.reading() + "\"" : ""));
        }
        for (String h : meta.house()) {
            provenance.add("house \"" + h + "\"");
        }
        if (!provenance.isEmpty()) {
            out.append('\n').append(String.join("  \n", provenance)).append('\n');
        }
        return out.toString();
    }

    /** A written type as a rulebook writes it. */
    static String type(TypeRef ref) {
        if (ref == null) {
            return "?";
        } else if (ref instanceof TypeRef.Named n) {
            return n.name().text();
        } else if (ref instanceof TypeRef.ListOf l) {
            return "list<" + type(l.element()) + ">";
        }
        return "map<" + type(((TypeRef.MapOf) ref).terrain()) + ">";
    }

    static String kindOf(Decl d) {
        return d.accept(KIND_WORDS);
    }

    private static String params(List<Decl.Param> params) {
        return params.stream().map(p -> p.name().text() + ": " + type(p.type())).collect(Collectors.joining(", ", "(", ")"));
    }

    private static String detail(Decl d) {
        if (d instanceof Decl.Const c) {
            return ": " + type(c.type());
        } else if (d instanceof Decl.Table t) {
            return " " + params(t.axes()) + " -> " + type(t.result());
        } else if (d instanceof Decl.Formula f) {
            return " " + params(f.params()) + " -> " + type(f.result());
        } else if (d instanceof Decl.Check c) {
            return " " + params(c.params()) + " roll " + c.pools().stream()
                    .map(p -> (p.name() == null ? "" : p.name().text() + ": ") + dice(p.dice()))
                    .collect(Collectors.joining(", "));
        } else if (d instanceof Decl.Order o) {
            return " " + params(o.params());
        } else if (d instanceof Decl.Modifiers m) {
            return " " + params(m.params());
        } else if (d instanceof Decl.Enum e) {
            return " { " + e.members().stream().map(m -> m.name().text()).collect(Collectors.joining(", ")) + " }";
        } else if (d instanceof Decl.Kind k) {
            return " { " + k.fields().stream().map(f -> f.name().text() + ": " + type(f.type()))
                    .collect(Collectors.joining(", ")) + " }";
        } else if (d instanceof Decl.Build b) {
            return " { " + b.fields().stream().map(f -> f.name().text() + ": " + type(f.type()))
                    .collect(Collectors.joining(", ")) + " }";
        } else if (d instanceof Decl.Limit l) {
            return " " + l.max() + " per " + (l.scope() == null ? "?" : l.scope().text());
        }
        return "";
    }

    private static String dice(Decl.DiceSpec dice) {
        String count = dice.count() != null ? "(…)" : dice.fixedCount() == 1 ? "" : String.valueOf(dice.fixedCount());
        return count + "d" + dice.sides();
    }

    private static String label(Decl d) {
        if (d instanceof Decl.Replace r) {
            return label(r.replacement());
        }
        for (var c : d.getClass().getRecordComponents()) {
            if (c.getName().equals("label") || c.getName().equals("title")) {
                try {
                    return (String) c.getAccessor().invoke(d);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return null;
    }

    /** The keyword that declares each kind of declaration. */
    private static final Decl.Visitor<String> KIND_WORDS = new Decl.Visitor<>() {
        public String visitConst(Decl.Const d) { return "const"; }
        public String visitEnum(Decl.Enum d) { return "enum"; }
        public String visitKind(Decl.Kind d) { return "kind"; }
        public String visitEntries(Decl.Entries d) { return "entries"; }
        public String visitTable(Decl.Table d) { return "table"; }
        public String visitFormula(Decl.Formula d) { return "formula"; }
        public String visitCheck(Decl.Check d) { return "check"; }
        public String visitOrder(Decl.Order d) { return "order"; }
        public String visitModifiers(Decl.Modifiers d) { return "modifiers"; }
        public String visitAction(Decl.Action d) { return "action"; }
        public String visitActionFields(Decl.ActionFields d) { return "actions"; }
        public String visitSequence(Decl.Sequence d) { return "sequence"; }
        public String visitStatus(Decl.Status d) { return "status"; }
        public String visitLimit(Decl.Limit d) { return "limit"; }
        public String visitBuild(Decl.Build d) { return "build"; }
        public String visitHexMap(Decl.HexMap d) { return "map"; }
        public String visitLayers(Decl.Layers d) { return "layers"; }
        public String visitSquareMap(Decl.SquareMap d) { return "map"; }
        public String visitNotation(Decl.Notation d) { return "notation"; }
        public String visitExample(Decl.Example d) { return "example"; }
        public String visitForall(Decl.Forall d) { return "forall"; }
        public String visitProbabilities(Decl.Probabilities d) { return "probabilities"; }
        public String visitChain(Decl.Chain d) { return "chain"; }
        public String visitGame(Decl.Game d) { return "game"; }
        public String visitTableBoard(Decl.TableBoard d) { return "board"; }
        public String visitPart(Decl.Part d) { return "part"; }
        public String visitOmit(Decl.Omit d) { return "omit"; }
        public String visitReplace(Decl.Replace d) { return "replace " + d.replacement().accept(this); }
        public String visitRemove(Decl.Remove d) { return "remove"; }
    };
}
