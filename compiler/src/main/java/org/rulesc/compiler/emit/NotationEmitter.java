package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Ref;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Type;

/**
 * A record notation as a sealed interface: one record per format, each with a parser (a
 * straight list of {@code RecordScanner} calls) and a formatter that writes the canonical
 * spelling; {@code parse(String)} tries the formats in order.
 */
final class NotationEmitter {
    static final ClassName SCANNER = ClassName.get(EmitContext.RUNTIME, "RecordScanner");
    static final ClassName SYNTAX_ERROR = ClassName.get(EmitContext.RUNTIME, "RecordSyntaxError");

    private final EmitContext ctx;
    private final Decl.Notation notation;
    private final ClassName type;

    NotationEmitter(EmitContext ctx, Decl.Notation notation) {
        this.ctx = ctx;
        this.notation = notation;
        this.type = ctx.types.named(notation.name().text());
    }

    static ClassName formatClass(EmitContext ctx, Decl.Notation n, Decl.Format f) {
        return ctx.types.named(n.name().text()).nestedClass(JavaNames.type(f.name().text()));
    }

    private String title() {
        return notation.label() == null ? notation.name().text() : notation.label();
    }

    TypeSpec emit() {
        TypeSpec.Builder t = TypeSpec.interfaceBuilder(type)
                .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
                .addJavadoc(Docs.of(notation.label(), notation.meta()))
                .addJavadoc("<p>Formats, tried in this order:\n<ul>\n");
        for (Decl.Format f : notation.formats()) {
            t.addJavadoc("<li>{@link $L}: {@code $L}\n", JavaNames.type(f.name().text()), Docs.escape(pattern(f)));
        }
        t.addJavadoc("</ul>\n");
        t.addMethod(MethodSpec.methodBuilder("format").addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .returns(String.class)
                .addJavadoc("This line in its canonical spelling (segments joined by {@code \" / \"}).\n"
                        + "@return the line as the document writes it\n").build());
        CodeBlock.Builder formats = CodeBlock.builder();
        for (int i = 0; i < notation.formats().size(); i++) {
            formats.add(i == 0 ? "$T::parse" : ",$W$T::parse", formatClass(ctx, notation, notation.formats().get(i)));
        }
        t.addMethod(MethodSpec.methodBuilder("parse").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(type)
                .addParameter(String.class, "line")
                .addJavadoc("Reads one line with the first format that accepts all of it; spaces around items are free.\n"
                        + "@param line the record as written\n@return the record read\n"
                        + "@throws $T at the column where the line stops fitting every format\n", SYNTAX_ERROR)
                .addStatement("return $T.parseFirst($S,$Wline,$W$T.<$T<$T, ? extends $T>>of($L))", SCANNER, title(),
                        List.class, Function.class, SCANNER, type, formats.build())
                .build());
        for (Decl.Format f : notation.formats()) {
            ClassName record = formatClass(ctx, notation, f);
            // no `permits` clause: the formats are nested, in the same file, so Java infers them
            t.addType(format(f, typed(f), record));
        }
        return t.build();
    }

    /** The format as written in the rulebook, for Javadoc. */
    static String pattern(Decl.Format f) {
        List<String> segments = new ArrayList<>();
        for (Decl.Segment s : f.segments()) {
            StringBuilder out = new StringBuilder();
            for (Decl.PatternItem item : s.items()) {
                if (out.length() > 0) {
                    out.append(' ');
                }
                if (item instanceof Decl.Literal l) {
                    out.append('"').append(l.text()).append('"');
                } else {
                    Decl.PatternField field = (Decl.PatternField) item;
                    out.append(field.name().text()).append(": ").append(typeText(field.type()));
                }
            }
            segments.add(out.toString());
        }
        return String.join(" / ", segments);
    }

    /** A format as the checker resolved it: its fields typed, in order. */
    private Construct.Format typed(Decl.Format f) {
        return ctx.construct(notation, Construct.Notation.class).formats().stream().filter(x -> x.decl() == f)
                .findFirst().orElseThrow(() -> new IllegalStateException("no construct for format " + f.name().text()));
    }

    /** The type the checker resolved for a field of a format (a format's fields have distinct names). */
    private static Type fieldType(Construct.Format typed, Decl.PatternField field) {
        return typed.fields().stream().filter(x -> x.name().equals(field.name().text())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no field " + field.name().text())).type();
    }

    private TypeSpec format(Decl.Format f, Construct.Format typed, ClassName record) {
        MethodSpec.Builder components = MethodSpec.constructorBuilder();
        for (Decl.PatternField field : f.fields()) {
            components.addParameter(ParameterSpec.builder(ctx.types.of(fieldType(typed, field)),
                    JavaNames.member(field.name().text())).build());
        }
        // the scanner's parameter: named so, unless a field of the format takes that name
        String scanner = TableEmitter.fresh("scanner",
                f.fields().stream().map(x -> ExprEmitter.local(x.name().text())).toList());
        MethodSpec.Builder parse = MethodSpec.methodBuilder("parse").addModifiers(Modifier.STATIC)
                .returns(record).addParameter(SCANNER, scanner)
                .addJavadoc("Reads the whole line as this format.\n");
        List<CodeBlock> parts = new ArrayList<>();
        boolean firstSegment = true;
        for (Decl.Segment seg : f.segments()) {
            if (!firstSegment) {
                parse.addStatement("$L.separator()", scanner);
                parts.add(CodeBlock.of("$T.SEPARATOR", SCANNER));
            }
            firstSegment = false;
            for (Decl.PatternItem item : seg.items()) {
                if (item instanceof Decl.Literal l) {
                    parse.addStatement("$L.literal($S)", scanner, l.text());
                    parts.add(CodeBlock.of("$L", JavaText.literal(l.text())));
                } else {
                    Decl.PatternField field = (Decl.PatternField) item;
                    String var = ExprEmitter.local(field.name().text());
                    // format() reads the record's component, which keeps the member spelling
                    // (a local such as `dice_` exists only in parse())
                    String member = JavaNames.member(field.name().text());
                    Type ft = fieldType(typed, field);
                    TypeName jt = ctx.types.of(ft);
                    String label = field.name().text();
                    if (ft instanceof Type.ListType places && place(places.element()) != null) {
                        // places (an act's selection of pieces, by where they stand) joined by `+`
                        parse.addStatement("$T $L = $L.several($S, () -> $L)", jt, var, scanner, label,
                                read(places.element(), scanner, label));
                        parts.add(CodeBlock.of("$T.joined($L.stream().map(v ->$W$L).toList())", SCANNER, member,
                                place(places.element()).apply("v")));
                    } else if (ft == Type.Prim.INT) {
                        parse.addStatement("$T $L = $L.integer($S)", jt, var, scanner, label);
                        parts.add(CodeBlock.of("$T.valueOf($L)", String.class, member));
                    } else if (ft == Type.Prim.TEXT) {
                        parse.addStatement("$T $L = $L.text($S)", jt, var, scanner, label);
                        parts.add(CodeBlock.of("$L", member));
                    } else if (ft == Type.Prim.HEX) {
                        parse.addStatement("$T $L = $L.hex($T.LABELS, $S)", jt, var, scanner, ctx.main(), label);
                        parts.add(CodeBlock.of("$T.LABELS.format($L)", ctx.main(), member));
                    } else if (ft == Type.Prim.POINT) {
                        parse.addStatement("$T $L = $L.point($S)", jt, var, scanner, label);
                        parts.add(CodeBlock.of("$T.format($L)", ClassName.get(EmitContext.RUNTIME, "PointLabels"), member));
                    } else if (ft == Type.Prim.SQUARE) {
                        parse.addStatement("$T $L = $L.square($S)", jt, var, scanner, label);
                        parts.add(CodeBlock.of("$T.format($L)", ClassName.get(EmitContext.RUNTIME, "SquareLabels"), member));
                    } else {
                        // an enum's member or a kind's entry by its spelling; a list of them joined by `+`;
                        // one such list per piece, the lists joined by `;`
                        boolean grouped = ft instanceof Type.ListType outer && outer.element() instanceof Type.ListType;
                        boolean many = ft instanceof Type.ListType;
                        Type et = grouped ? ((Type.ListType) ((Type.ListType) ft).element()).element()
                                : many ? ((Type.ListType) ft).element() : ft;
                        String read = many ? "symbols" : "symbol";
                        String one = many ? "v" : member;
                        String into = grouped ? "$T $L = $L.groups(() -> $L.$L($S,$W$L,$W$L))" : "$T $L = $L.$L($S,$W$L,$W$L)";
                        CodeBlock spelt;
                        if (et instanceof Type.KindType kt) {
                            // a kind's entries are written by their labels (or names)
                            ClassName kind = ctx.types.declared(kt.decl().name().text());
                            List<Decl.Entry> entries = ctx.model.entries.getOrDefault(kt.decl(), List.of());
                            List<CodeBlock> texts = new ArrayList<>();
                            List<CodeBlock> values = new ArrayList<>();
                            for (Decl.Entry x : entries) {
                                for (String w : org.rulesc.compiler.interpret.Notations.entrySpellings(x)) {
                                    texts.add(CodeBlock.of("$L", JavaText.literal(w)));
                                    values.add(CodeBlock.of("$T.$L", kind, JavaNames.constant(x.name().text())));
                                }
                            }
                            CodeBlock textList = CodeBlock.of("$T.of($L)", List.class, CodeBlock.join(texts, ",$W"));
                            CodeBlock valueList = CodeBlock.of("$T.of($L)", List.class, CodeBlock.join(values, ",$W"));
                            if (grouped) {
                                parse.addStatement(into, jt, var, scanner, scanner, read, label, textList, valueList);
                            } else {
                                parse.addStatement(into, jt, var, scanner, read, label, textList, valueList);
                            }
                            CodeBlock.Builder sw = CodeBlock.builder().add("(switch ($L) {", one);
                            for (Decl.Entry x : entries) {
                                sw.add("$Wcase $L -> $L;", JavaNames.constant(x.name().text()),
                                        JavaText.literal(org.rulesc.compiler.interpret.Notations.entrySpellings(x).get(0)));
                            }
                            spelt = sw.add("$W})").build();
                        } else {
                            Decl.Enum en = ((Type.EnumType) et).decl();
                            if (grouped) {
                                parse.addStatement(into, jt, var, scanner, scanner, read, label, spellings(en, true),
                                        spellings(en, false));
                            } else {
                                parse.addStatement(into, jt, var, scanner, read, label, spellings(en, true),
                                        spellings(en, false));
                            }
                            spelt = spell(en, one);
                        }
                        if (grouped) {
                            parts.add(CodeBlock.of("$T.grouped($L.stream().map(g ->$W$T.joined(g.stream().map(v ->$W$L).toList())).toList())",
                                    SCANNER, member, SCANNER, spelt));
                        } else {
                            parts.add(many ? CodeBlock.of("$T.joined($L.stream().map(v ->$W$L).toList())", SCANNER, member, spelt)
                                    : spelt);
                        }
                    }
                }
            }
        }
        parse.addStatement("$L.end()", scanner);
        parse.addStatement("return new $T($L)", record, String.join(", ",
                f.fields().stream().map(x -> ExprEmitter.local(x.name().text())).toList()));
        CodeBlock joined = CodeBlock.join(parts, "$W+ ");
        return TypeSpec.recordBuilder(record.simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addSuperinterface(type)
                .addJavadoc(Docs.of(f.label(), f.meta()))
                .addJavadoc("<p>{@code $L}\n", Docs.escape(pattern(f)))
                .recordConstructor(components.build())
                .addMethods(JavaTypes.copyingLists(components.build()))
                .addMethod(parse.build())
                .addMethod(MethodSpec.methodBuilder("format").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addStatement("return $L", joined).build())
                .build();
    }

    /** A field's type as the rulebook writes it ({@code list<Trick>}). */
    private static String typeText(org.rulesc.compiler.ast.TypeRef t) {
        return t instanceof org.rulesc.compiler.ast.TypeRef.ListOf l ? "list<" + typeText(l.element()) + ">"
                : ((org.rulesc.compiler.ast.TypeRef.Named) t).name().text();
    }

    /** Every way a member of {@code en} may be written ({@code texts}), or what each means. */
    private CodeBlock spellings(Decl.Enum en, boolean texts) {
        List<CodeBlock> out = new ArrayList<>();
        ClassName enumType = ctx.types.declared(en.name().text());
        for (Decl.EnumMember m : en.members()) {
            List<String> written = spelled(en, m);
            for (String w : written) {
                out.add(texts ? CodeBlock.of("$L", JavaText.literal(w))
                        : CodeBlock.of("$T.$L", enumType, JavaNames.constant(m.name().text())));
            }
        }
        return CodeBlock.of("$T.of($L)", List.class, ExprEmitter.args(out));
    }

    /** How a member is written: its {@code symbol} spellings, else its name. */
    private List<String> spelled(Decl.Enum en, Decl.EnumMember m) {
        for (Decl.Spelling s : notation.spellings()) {
            Ref.Member spelt = ctx.model.part(s.member(), Ref.Member.class);
            if (spelt != null && spelt.owner() == en && spelt.member() == m) {
                return s.texts();
            }
        }
        return List.of(m.name().text());
    }

    /** The canonical spelling of the enum value in {@code var}. */
    private CodeBlock spell(Decl.Enum en, String var) {
        CodeBlock.Builder out = CodeBlock.builder().add("(switch ($L) {", var);
        for (Decl.EnumMember m : en.members()) {
            out.add("$Wcase $L -> $L;", JavaNames.constant(m.name().text()), JavaText.literal(spelled(en, m).get(0)));
        }
        return out.add("$W})").build();
    }

    /** How a hex, square or point field is read from {@code scanner}. */
    private CodeBlock read(Type place, String scanner, String label) {
        return place == Type.Prim.HEX ? CodeBlock.of("$L.hex($T.LABELS, $S)", scanner, ctx.main(), label)
                : CodeBlock.of("$L.$L($S)", scanner, place == Type.Prim.SQUARE ? "square" : "point", label);
    }

    /** How a hex, square or point is written, or null for any other type. */
    private java.util.function.Function<String, CodeBlock> place(Type t) {
        if (t == Type.Prim.HEX) {
            return v -> CodeBlock.of("$T.LABELS.format($L)", ctx.main(), v);
        } else if (t == Type.Prim.SQUARE || t == Type.Prim.POINT) {
            ClassName labels = ClassName.get(EmitContext.RUNTIME, t == Type.Prim.SQUARE ? "SquareLabels" : "PointLabels");
            return v -> CodeBlock.of("$T.format($L)", labels, v);
        }
        return null;
    }
}
