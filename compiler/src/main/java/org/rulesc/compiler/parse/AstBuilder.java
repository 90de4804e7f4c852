package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Rulebook;
import org.rulesc.compiler.ast.Section;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.ast.TypeRef;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Severity;
import org.rulesc.grammar.RulesParser.*;

/** Parse tree to AST: declarations and the header. Expressions are in {@link ExprBuilder}. */
final class AstBuilder {
    private final Reporter reporter;
    private final ExprBuilder exprs;
    /** The header's space, known before the declarations are built. */
    private Name space;

    AstBuilder(Reporter reporter) {
        this.reporter = reporter;
        this.exprs = new ExprBuilder(reporter);
    }

    Rulebook build(FileContext file) {
        RulebookContext head = file.rulebook();
        String source = null;
        Integer die = null;
        Name space = null;
        Rulebook.HexSpace hexes = null;
        String javaPackage = null;
        Name base = null;
        List<Rulebook.Unit> units = new ArrayList<>();
        List<Section> sections = new ArrayList<>();
        for (HeaderContext h : head.header()) {
            if (h instanceof SourceHeaderContext s) {
                source = text(s.STRING());
            } else if (h instanceof DieHeaderContext d) {
                Decl.DiceSpec header = exprs.dice(d.DICE().getSymbol());
                DiceClauses.plainOnly(this, header, "the die header");
                die = header.sides();
            } else if (h instanceof SpaceHeaderContext s) {
                space = name(s.spaceKind);
                this.space = space;
            } else if (h instanceof HexesHeaderContext x) {
                hexes = new Rulebook.HexSpace(unquote(x.scheme.getText()), span(x.scheme), name(x.layout));
            } else if (h instanceof UnitHeaderContext u) {
                if (u.QUANTITY() == null) {
                    units.add(new Rulebook.Unit(name(u.unitName), 1, null, true));
                } else {
                    Expr.QuantityLit q = exprs.quantity(u.QUANTITY().getSymbol());
                    units.add(new Rulebook.Unit(name(u.unitName), q.amount(), q.unit(), false));
                }
            } else if (h instanceof PackageHeaderContext p) {
                javaPackage = p.qualifiedName().getText();
                PackageNames.check(javaPackage, span(p.qualifiedName()), reporter);
                PackageNames.check(javaPackage, span(p.qualifiedName()), reporter);
            } else if (h instanceof ExtendsHeaderContext e) {
                base = name(e.base);
            } else if (h instanceof SectionsHeaderContext x) {
                x.sectionRange().forEach(r -> sections.addAll(sections(r)));
            } else if (h instanceof AllowHeaderContext a) {
                allow(name(a.code));
            }
        }
        List<Decl> decls = new ArrayList<>();
        for (DeclarationContext d : file.declaration()) {
            if (!ErrorNodes.contains(d)) {
                int before = exprs.badNumbers();
                Decl decl = declaration(d);
                // a declaration with a number that does not fit is left out like one with a syntax
                // error, so the stand-in value cannot cause errors of its own (an empty range, …)
                if (exprs.badNumbers() == before) {
                    decls.add(decl);
                }
            }
        }
        return new Rulebook(reporter.file(), name(head.id), unquote(head.title.getText()), unquote(head.ver.getText()), source,
                List.copyOf(sections), die,
                space, hexes, units, javaPackage, base, decls, false);
    }

    /** {@code "【1】".."【13】" cited as "…".."…"}: one section per label of the range. */
    private List<Section> sections(SectionRangeContext r) {
        List<String> labels = labels(r.first, r.last);
        List<String> cited = r.citedFirst == null ? null : labels(r.citedFirst, r.citedLast);
        if (cited != null && cited.size() != labels.size()) {
            reporter.report(Code.SECTION_RANGE_LENGTHS, span(r), labels.size(), cited.size());
            cited = null;
        }
        List<Section> out = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            out.add(new Section(labels.get(i), cited == null ? null : cited.get(i), span(r)));
        }
        return out;
    }

    private List<String> labels(Token first, Token last) {
        String from = unquote(first.getText());
        if (last == null) {
            return List.of(from);
        }
        String to = unquote(last.getText());
        return SectionRanges.expand(from, to).orElseGet(() -> {
            reporter.report(Code.NOT_A_SECTION_RANGE, span(first), from, to);
            return List.of(from);
        });
    }

    /** {@code allow W0301 because "…"}: this rulebook's warnings with that code are left out. */
    private void allow(Name code) {
        Optional<Code> allowed = Code.find(code.text());
        if (allowed.isEmpty() || !allowed.get().code().equalsIgnoreCase(code.text())) {
            reporter.report(Code.UNKNOWN_ALLOWED_CODE, code.span(), code.text());
        } else if (allowed.get().severity() == Severity.ERROR) {
            reporter.report(Code.ERROR_CANNOT_BE_ALLOWED, code.span(), allowed.get().code(), allowed.get().id());
        } else {
            reporter.allow(allowed.get());
        }
    }

    private Decl declaration(DeclarationContext d) {
        ParserRuleContext c = (ParserRuleContext) d.getChild(0);
        if (c instanceof ReplaceDeclContext x) {
            return new Decl.Replace(declaration(x.declaration()), span(x));
        } else if (c instanceof RemoveDeclContext x) {
            return new Decl.Remove(name(x.target), meta(x.meta()));
        } else if (c instanceof ConstDeclContext x) {
            return new Decl.Const(name(x.name()), label(x.label()), type(x.type()), exprs.expr(x.expr()),
                    meta(x.meta()));
        } else if (c instanceof EnumDeclContext x) {
            List<Decl.EnumMember> members = new ArrayList<>();
            for (EnumMemberContext m : x.enumMember()) {
                members.add(new Decl.EnumMember(name(m.name()), label(m.label()), meta(m.meta())));
            }
            return new Decl.Enum(name(x.name()), label(x.label()), members, meta(x.meta()));
        } else if (c instanceof KindDeclContext x) {
            List<Decl.FieldDecl> fields = new ArrayList<>();
            for (FieldDeclContext f : x.fieldDecl()) {
                fields.add(new Decl.FieldDecl(name(f.name()), label(f.label()), type(f.type()),
                        f.expr() == null ? null : exprs.expr(f.expr()), meta(f.meta())));
            }
            return new Decl.Kind(name(x.name()), label(x.label()), fields, meta(x.meta()));
        } else if (c instanceof EntriesDeclContext x) {
            List<Decl.Entry> entries = new ArrayList<>();
            for (EntryContext e : x.entry()) {
                entries.add(new Decl.Entry(name(e.name()), label(e.label()), exprs.fieldValues(e.fieldValue()),
                        meta(e.meta()), span(e)));
            }
            Name kind = name(x.kind);
            return new Decl.Entries(new Name("entries of " + kind.text(), kind.span()), kind, entries, Meta.EMPTY);
        } else if (c instanceof TableDeclContext x) {
            return TableBuilder.table(this, x);
        } else if (c instanceof FormulaDeclContext x) {
            return new Decl.Formula(name(x.name()), label(x.label()), params(x.param()), type(x.type()),
                    exprs.expr(x.expr()), meta(x.meta()));
        } else if (c instanceof CheckDeclContext x) {
            return CheckBuilder.check(this, x);
        } else if (c instanceof OrderDeclContext x) {
            List<Decl.OrderKey> keys = new ArrayList<>();
            for (OrderKeyContext k : x.orderKey()) {
                keys.add(new Decl.OrderKey(exprs.expr(k.expr()), k.direction.getText().equals("descending"),
                        meta(k.meta()), span(k)));
            }
            return new Decl.Order(name(x.name()), label(x.label()), params(x.param()),
                    x.diceExpr() == null ? null : DiceClauses.plainOnly(this, CheckBuilder.dice(this, x.diceExpr()), "an order"),
                    keys, meta(x.meta()));
        } else if (c instanceof ModifiersDeclContext x) {
            List<Decl.ModifierTerm> terms = new ArrayList<>();
            for (ModifierTermContext t : x.modifierTerm()) {
                terms.add(new Decl.ModifierTerm(name(t.name(0)), label(t.label()), exprs.expr(t.expr(0)),
                        t.expr().size() > 1 ? exprs.expr(t.expr(1)) : null,
                        t.group == null ? null : name(t.group), meta(t.meta())));
            }
            return new Decl.Modifiers(name(x.name()), label(x.label()), params(x.param()), terms, meta(x.meta()));
        } else if (c instanceof ActionDeclContext x) {
            return new Decl.Action(name(x.name()), label(x.label()),
                    x.values == null ? null : exprs.fieldValues(x.fieldValue()), meta(x.meta()));
        } else if (c instanceof ActionFieldsDeclContext x) {
            List<Decl.FieldDecl> fields = new ArrayList<>();
            for (FieldDeclContext f : x.fieldDecl()) {
                fields.add(new Decl.FieldDecl(name(f.name()), label(f.label()), type(f.type()),
                        f.expr() == null ? null : exprs.expr(f.expr()), meta(f.meta())));
            }
            return new Decl.ActionFields(new Name("Action", span(x)), fields, meta(x.meta()));
        } else if (c instanceof SequenceDeclContext x) {
            return sequence(x);
        } else if (c instanceof StatusDeclContext x) {
            List<Decl.State> states = new ArrayList<>();
            for (StateDefContext s : x.stateDef()) {
                states.add(new Decl.State(name(s.name()), label(s.label())));
            }
            List<Decl.StatusEvent> events = new ArrayList<>();
            List<Decl.StatusField> fields = new ArrayList<>();
            List<Decl.Transition> transitions = new ArrayList<>();
            for (StatusItemContext item : x.statusItem()) {
                if (item instanceof StatusEventContext e) {
                    events.add(new Decl.StatusEvent(name(e.name()), label(e.label()), params(e.param()), meta(e.meta())));
                } else if (item instanceof StatusFieldContext f) {
                    fields.add(new Decl.StatusField(name(f.name()), label(f.label()), type(f.type()), exprs.expr(f.expr()),
                            meta(f.meta())));
                } else {
                    TransitionContext t = ((StatusTransitionContext) item).transition();
                    transitions.add(new Decl.Transition(t.from == null ? null : name(t.from), name(t.to), name(t.event),
                            label(t.label()), t.guard == null ? null : exprs.expr(t.guard), assignments(t.assignment()),
                            meta(t.meta()), span(t)));
                }
            }
            return new Decl.Status(name(x.name()), label(x.label()), states, events, fields, transitions,
                    meta(x.meta()));
        } else if (c instanceof LimitDeclContext x) {
            return new Decl.Limit(name(x.name(0)), label(x.label()), intOf(x.INT()), name(x.scope),
                    x.owner == null ? null : name(x.owner), meta(x.meta()));
        } else if (c instanceof BuildDeclContext x) {
            return build(x);
        } else if (c instanceof LayersDeclContext x) {
            List<Decl.Layer> layers = new ArrayList<>();
            for (LayerDeclContext l : x.layerDecl()) {
                layers.add(new Decl.Layer(name(l.name()), label(l.label()), type(l.type()), exprs.expr(l.expr()),
                        l.edge != null, meta(l.meta())));
            }
            return new Decl.Layers(name(x.name()), label(x.label()), layers, meta(x.meta()));
        } else if (c instanceof MapDeclContext x) {
            return isSquareMap(x) ? squareMap(x) : map(x);
        } else if (c instanceof NotationDeclContext x) {
            return notation(x);
        } else if (c instanceof GameDeclContext x) {
            return GameBuilder.game(this, x);
        } else if (c instanceof TableBoardDeclContext x) {
            return new Decl.TableBoard(name(x.name()), label(x.label()), exprs.expr(x.width), exprs.expr(x.height),
                    exprs.expr(x.grid), x.border == null ? null : exprs.expr(x.border), meta(x.meta()));
        } else if (c instanceof ExampleDeclContext x) {
            String title = text(x.STRING());
            return new Decl.Example(new Name(title, span(x.STRING().getSymbol())), title,
                    TestBuilder.assertions(this, x.assertion()), meta(x.meta()));
        } else if (c instanceof ForallDeclContext x) {
            return TestBuilder.forall(this, x);
        } else if (c instanceof ProbabilitiesDeclContext x) {
            return TestBuilder.probabilities(this, x);
        } else if (c instanceof ChainDeclContext x) {
            return ChainBuilder.chain(this, x);
        } else if (c instanceof PartDeclContext x) {
            return new Decl.Part(name(x.name()), x.STRING() == null ? null : text(x.STRING()), Meta.EMPTY);
        } else if (c instanceof OmitDeclContext x) {
            String what = text(x.STRING(0));
            return new Decl.Omit(new Name(what, span(x.STRING(0).getSymbol())), what, text(x.STRING(1)),
                    meta(x.meta()));
        }
        throw new IllegalStateException("unhandled declaration " + c.getClass().getSimpleName());
    }

    private Decl.Sequence sequence(SequenceDeclContext x) {
        List<Decl.Side> sides = new ArrayList<>();
        List<Decl.Side> roles = new ArrayList<>();
        List<Decl.Side> flags = new ArrayList<>();
        Integer turns = null;
        List<Decl.Phase> phases = new ArrayList<>();
        List<Decl.Trigger> triggers = new ArrayList<>();
        for (SequenceItemContext item : x.sequenceItem()) {
            if (item instanceof SidesItemContext s) {
                for (SideDefContext side : s.sideDef()) {
                    sides.add(new Decl.Side(name(side.name()), label(side.label())));
                }
            } else if (item instanceof RolesItemContext r) {
                for (SideDefContext role : r.sideDef()) {
                    roles.add(new Decl.Side(name(role.name()), label(role.label())));
                }
            } else if (item instanceof FlagsItemContext f) {
                for (SideDefContext flag : f.sideDef()) {
                    flags.add(new Decl.Side(name(flag.name()), label(flag.label())));
                }
            } else if (item instanceof TurnsItemContext t) {
                turns = intOf(t.INT());
            } else if (item instanceof PhaseItemContext p) {
                List<Name> actions = new ArrayList<>();
                for (NameContext a : p.actions) {
                    actions.add(name(a));
                }
                phases.add(new Decl.Phase(name(p.name(0)), label(p.label()),
                        p.side == null ? null : name(p.side), actions, p.expr() == null ? null : exprs.expr(p.expr()),
                        p.sub == null ? null : name(p.sub), meta(p.meta())));
            } else if (item instanceof TriggerItemContext t) {
                triggers.add(new Decl.Trigger(name(t.name(0)), label(t.label()), t.when.getText().equals("start"),
                        name(t.target), t.status == null ? null : name(t.status), t.event == null ? null : name(t.event),
                        meta(t.meta())));
            }
        }
        return new Decl.Sequence(name(x.name()), label(x.label()), sides, roles, flags, turns, phases, triggers,
                meta(x.meta()));
    }

    private Decl.HexMap map(MapDeclContext x) {
        Decl.HexLabel first = null;
        Decl.HexLabel last = null;
        Name fallback = null;
        List<Decl.MapHexes> groups = new ArrayList<>();
        for (MapItemContext item : x.mapItem()) {
            if (item instanceof MapAreaContext a) {
                first = hexLabel(a.first);
                last = hexLabel(a.last);
            } else if (item instanceof MapDefaultContext d) {
                fallback = name(d.member);
            } else if (item instanceof MapHexesContext h) {
                List<Decl.HexLabel> hexes = new ArrayList<>();
                for (TerminalNode n : h.INT()) {
                    hexes.add(hexLabel(n.getSymbol()));
                }
                groups.add(new Decl.MapHexes(name(h.member), hexes, meta(h.meta())));
            }
        }
        return new Decl.HexMap(name(x.name(0)), label(x.label()), name(x.terrain), first, last, fallback, groups,
                meta(x.meta()));
    }

    /** A square map has square places or a square area, or is declared in a square space. */
    private boolean isSquareMap(MapDeclContext x) {
        for (MapItemContext item : x.mapItem()) {
            if (item instanceof MapSquareAreaContext || item instanceof MapSquaresContext
                    || item instanceof MapLayerDefaultContext) {
                return true;
            }
            if (item instanceof MapAreaContext || item instanceof MapHexesContext) {
                return false;
            }
        }
        return space != null && (space.text().equals("square4") || space.text().equals("square8"));
    }

    private Decl.SquareMap squareMap(MapDeclContext x) {
        Decl.SquareRef first = null;
        Decl.SquareRef last = null;
        Name fallback = null;
        List<Decl.LayerDefault> defaults = new ArrayList<>();
        List<Decl.MapSquares> groups = new ArrayList<>();
        for (MapItemContext item : x.mapItem()) {
            if (item instanceof MapSquareAreaContext a) {
                first = squareRef(a.firstSquare);
                last = squareRef(a.lastSquare);
            } else if (item instanceof MapDefaultContext d) {
                fallback = name(d.member);
            } else if (item instanceof MapLayerDefaultContext d) {
                defaults.add(new Decl.LayerDefault(name(d.layer), layerValue(d.value), span(d)));
            } else if (item instanceof MapSquaresContext q) {
                List<Decl.Place> places = new ArrayList<>();
                for (MapPlaceContext p : q.mapPlace()) {
                    Decl.SquareRef a = squareRef(p.squareRef(0));
                    Decl.SquareRef b = p.squareRef().size() > 1 ? squareRef(p.squareRef(1)) : null;
                    places.add(new Decl.Place(a, b, p.op != null && p.op.getText().equals("-"), span(p)));
                }
                groups.add(new Decl.MapSquares(q.layer == null ? null : name(q.layer), layerValue(q.value), places,
                        meta(q.meta()), span(q)));
            } else {
                // hex items in a square map: reported by the checker through an empty area
                reporter.report(Code.HEX_LABEL_ON_SQUARE_MAP, span(item));
            }
        }
        return new Decl.SquareMap(name(x.name(0)), label(x.label()), name(x.terrain), first, last, fallback, defaults,
                groups, meta(x.meta()));
    }

    private Decl.SquareRef squareRef(SquareRefContext r) {
        return new Decl.SquareRef((int) signed(r.x), (int) signed(r.y), span(r));
    }

    private long signed(SignedIntContext i) {
        long v = exprs.parseLong(i.INT().getSymbol());
        return i.getChildCount() > 1 ? -v : v;
    }

    private Expr layerValue(LayerValueContext v) {
        Span span = span(v);
        if (v.signedInt() != null) {
            return new Expr.IntLit(signed(v.signedInt()), span);
        } else if (v.name() != null) {
            return new Expr.NameRef(name(v.name()));
        }
        return new Expr.BoolLit(v.getText().equals("true"), span);
    }

    private Decl.Notation notation(NotationDeclContext x) {
        List<Decl.Spelling> spellings = new ArrayList<>();
        List<Decl.Format> formats = new ArrayList<>();
        for (NotationItemContext item : x.notationItem()) {
            if (item instanceof NotationSymbolContext s) {
                List<String> texts = new ArrayList<>();
                for (TerminalNode t : s.STRING()) {
                    texts.add(text(t));
                }
                spellings.add(new Decl.Spelling(name(s.enumName), name(s.member), texts, span(s)));
            } else if (item instanceof NotationFormatContext f) {
                List<Decl.Segment> segments = new ArrayList<>();
                for (SegmentContext seg : f.segment()) {
                    List<Decl.PatternItem> items = new ArrayList<>();
                    for (SegmentItemContext i : seg.segmentItem()) {
                        if (i instanceof LiteralItemContext l) {
                            items.add(new Decl.Literal(text(l.STRING()), span(l)));
                        } else {
                            FieldItemContext fi = (FieldItemContext) i;
                            items.add(new Decl.PatternField(name(fi.name()), type(fi.type())));
                        }
                    }
                    segments.add(new Decl.Segment(items, span(seg)));
                }
                formats.add(new Decl.Format(name(f.name()), label(f.label()), segments, meta(f.meta())));
            }
        }
        return new Decl.Notation(name(x.name()), label(x.label()), spellings, formats, meta(x.meta()));
    }

    /** {@code a = 1, b = x + 1} */
    List<Expr.FieldValue> assignments(List<AssignmentContext> list) {
        List<Expr.FieldValue> out = new ArrayList<>();
        for (AssignmentContext a : list) {
            out.add(new Expr.FieldValue(name(a.name()), exprs.expr(a.expr())));
        }
        return out;
    }

    Decl.HexLabel hexLabel(Token t) {
        return new Decl.HexLabel(t.getText(), span(t));
    }

    private Decl.Build build(BuildDeclContext x) {
        List<Decl.BuildField> fields = new ArrayList<>();
        List<Decl.Derive> derives = new ArrayList<>();
        List<Decl.BuildRule> rules = new ArrayList<>();
        for (BuildItemContext item : x.buildItem()) {
            if (item instanceof BuildFieldContext f) {
                fields.add(new Decl.BuildField(name(f.name()), label(f.label()), type(f.type())));
            } else if (item instanceof BuildDeriveContext d) {
                derives.add(new Decl.Derive(name(d.name()), label(d.label()), type(d.type()), exprs.expr(d.expr()),
                        meta(d.meta())));
            } else if (item instanceof BuildRuleContext r) {
                rules.add(new Decl.BuildRule(name(r.name()), label(r.label()), exprs.expr(r.expr()), meta(r.meta())));
            }
        }
        return new Decl.Build(name(x.name()), label(x.label()), fields, derives, rules, meta(x.meta()));
    }

    // ---- shared helpers, also used by the other builders in this package

    ExprBuilder exprs() {
        return exprs;
    }

    Reporter reporter() {
        return reporter;
    }

    List<Decl.Param> params(List<ParamContext> params) {
        List<Decl.Param> out = new ArrayList<>();
        for (ParamContext p : params) {
            out.add(new Decl.Param(name(p.name()), type(p.type()), domain(p)));
        }
        return out;
    }

    /** {@code in 0..7} after a parameter's type, spanning the two numbers; null when there is none. */
    private Decl.Domain domain(ParamContext p) {
        if (p.lo == null || p.hi == null) {
            return null;
        }
        Span lo = span(p.lo);
        Span hi = span(p.hi);
        int length = lo.line() == hi.line() ? hi.column() + hi.length() - lo.column() : lo.length();
        return new Decl.Domain(signed(p.lo), signed(p.hi), new Span(lo.file(), lo.line(), lo.column(), length));
    }

    TypeRef type(TypeContext t) {
        if (t instanceof ListTypeContext l) {
            return new TypeRef.ListOf(type(l.type()), span(l));
        }
        if (t instanceof MapTypeContext m) {
            return new TypeRef.MapOf(type(m.type()), span(m));
        }
        return new TypeRef.Named(name(((NamedTypeContext) t).name()));
    }

    Meta meta(MetaContext m) {
        if (m == null || m.children == null) {
            return Meta.EMPTY;
        }
        return meta(m.children);
    }

    /** The provenance written in these clauses of a meta: citations (stated or read) and house values. */
    Meta meta(List<? extends ParseTree> clauses) {
        List<Meta.Citation> cites = new ArrayList<>();
        List<String> house = new ArrayList<>();
        List<String> renamedFrom = new ArrayList<>();
        for (ParseTree clause : clauses) {
            if (clause instanceof CitationContext c) {
                cites.add(citation(c));
            } else if (clause instanceof HouseValueContext h) {
                house.add(text(h.STRING()));
            } else if (clause instanceof StrayReadingContext r) {
                strayReading(r);
            } else if (clause instanceof RenamedFromContext r) {
                renamedFrom.add(r.old.getText());
            }
        }
        return new Meta(List.copyOf(cites), List.copyOf(house), List.copyOf(renamedFrom));
    }

    Meta.Citation citation(CitationContext c) {
        if (c.reading == null) {
            return Meta.Citation.of(unquote(c.section.getText()));
        }
        String reading = unquote(c.reading.getText());
        if (reading.isBlank()) {
            reporter.report(Code.EMPTY_READING, span(c.reading));
        }
        return new Meta.Citation(unquote(c.section.getText()), reading);
    }

    /** A reading interprets a cited section, so it cannot stand alone (or follow a `house`). */
    void strayReading(StrayReadingContext r) {
        reporter.report(Code.STRAY_READING, span(r));
    }

    Name name(NameContext n) {
        return new Name(n.getText(), span(n));
    }

    String label(LabelContext l) {
        return l == null ? null : text(l.STRING());
    }

    Span span(ParserRuleContext c) {
        return exprs.span(c);
    }

    Span span(Token t) {
        return exprs.span(t);
    }

    int intOf(TerminalNode node) {
        return (int) exprs.parseLong(node.getSymbol());
    }

    static String text(TerminalNode string) {
        return unquote(string.getText());
    }

    static String unquote(String quoted) {
        String body = quoted.substring(1, quoted.length() - 1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) {
                char next = body.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 't' ? '\t' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
