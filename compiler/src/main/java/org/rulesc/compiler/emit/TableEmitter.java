package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.model.Keys;
import org.rulesc.compiler.model.TableLayout;
import org.rulesc.compiler.model.Type;

/**
 * A table as flat arrays and index arithmetic, in the rulebook's tables class ({@code <Main>Tables},
 * package-private): the cells laid out in rows as the printed table is, one index method per axis
 * (enum member, band or boolean to position) and a state array (0 no such entry, 1 allowed, 2 not
 * allowed) where some combination is not allowed or missing. The main class keeps the public
 * lookup and its Javadoc, and hands the work to the tables class. Lookups of a not-allowed cell
 * throw {@code RuleViolation}.
 */
final class TableEmitter {
    private static final byte MISSING = 0;
    private static final byte ALLOWED = 1;
    private static final byte FORBIDDEN = 2;
    /** Int axes with more keys than this are looked up by binary search over sorted bands. */
    private static final int SEARCHED_AXIS = 16;

    private final EmitContext ctx;
    private final ClassName tablesName;
    private final TypeSpec.Builder tables;
    private final DataArrays data;
    private boolean any;

    TableEmitter(EmitContext ctx) {
        this.ctx = ctx;
        this.tablesName = ClassName.get(ctx.model.javaPackage, ctx.mainClass + JavaNames.TABLES);
        this.tables = TypeSpec.classBuilder(tablesName).addModifiers(Modifier.FINAL)
                .addJavadoc("The data of every table of {@link $T}, laid out as the rulebook prints it, and the\n"
                        + "arithmetic that finds a cell.\n", ctx.main())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        this.data = new DataArrays(tables, tablesName);
    }

    /** The tables class, or null when the rulebook has no table. */
    TypeSpec tablesClass() {
        return any ? tables.build() : null;
    }

    void emit(Decl.Table t, TypeSpec.Builder main) {
        any = true;
        String name = JavaNames.member(t.name().text());
        String constant = JavaNames.constant(t.name().text());
        String base = JavaNames.type(t.name().text());
        int axes = t.axes().size();
        Construct.Table typed = ctx.construct(t, Construct.Table.class);
        TableLayout layout = typed.layout();
        List<List<Decl.Key>> keys = layout.keys();
        int size = layout.size();
        TypeName cellType = ctx.types.of(typed.result());
        CodeBlock zero = CodeBlock.of(cellType.isPrimitive() ? (cellType == TypeName.BOOLEAN ? "false" : "0") : "null");
        CodeBlock[] cells = new CodeBlock[size];
        CodeBlock[] states = new CodeBlock[size];
        boolean allAllowed = true;
        for (int at = 0; at < size; at++) {
            Decl.Cell cell = layout.cells()[at];
            byte state = cell == null ? MISSING : cell.forbidden() ? FORBIDDEN : ALLOWED;
            allAllowed &= state == ALLOWED;
            states[at] = CodeBlock.of("$L", state);
            cells[at] = cell == null || cell.forbidden() ? zero
                    : ctx.exprs.code(typed.cells().get(at), ExprEnv.empty());
        }
        List<String> axisNames = t.axes().stream().map(a -> a.name().text()).toList();
        String shape = axes == 1 ? axisNames.get(0) : String.join(", ", axisNames.subList(0, axes - 1))
                + " (down) and " + axisNames.get(axes - 1) + " (across)";
        data.field(constant, base + "Cells", cellType,
                "The cells of {@code " + Docs.escape(t.name().text()) + "}, by " + Docs.escape(shape)
                        + (allAllowed ? "" : " (a placeholder where the table has no allowed value)") + ".\n",
                rows(layout, cells));
        if (!allAllowed) {
            data.field(constant + "_STATES", base + "States", TypeName.BYTE,
                    "Which cells of {@code " + Docs.escape(t.name().text()) + "} the rules allow: " + ALLOWED
                            + " allowed, " + FORBIDDEN + " not allowed, " + MISSING + " no entry.\n",
                    rows(layout, states));
        }
        for (int a = 0; a < axes; a++) {
            axisIndex(t, a, keys.get(a), base);
        }
        tables.addMethod(position(t, name, layout));

        List<String> locals = t.axes().stream().map(p -> ExprEmitter.local(p.name().text())).toList();
        String at = fresh("at", locals);
        CodeBlock args = CodeBlock.of("$L", String.join(", ", locals));
        MethodSpec.Builder lookup = MethodSpec.methodBuilder(name).addModifiers(Modifier.STATIC).returns(cellType)
                .addParameters(ctx.parameters(ctx.construct(t, Construct.Table.class).axes()))
                .addJavadoc("The cell of {@code $L} for these values.\n", Docs.escape(t.name().text()))
                .addStatement("int $L = $LPosition($L)", at, name, args);
        if (allAllowed) {
            lookup.beginControlFlow("if ($L < 0)", at);
        } else {
            lookup.beginControlFlow("if ($L < 0 || $L_STATES[$L] == $L)", at, constant, at, MISSING);
        }
        lookup.addStatement("throw new $T($S,$W$L)", EmitContext.RULE_VIOLATION, t.name().text(),
                message(label(t) + " has no entry for ", t)).endControlFlow();
        if (!allAllowed) {
            lookup.beginControlFlow("if ($L_STATES[$L] == $L)", constant, at, FORBIDDEN)
                    .addStatement("throw new $T($S,$W$L)", EmitContext.RULE_VIOLATION, t.name().text(),
                            message(label(t) + " does not allow ", t))
                    .endControlFlow();
        }
        tables.addMethod(lookup.addStatement("return $L[$L]", constant, at).build());
        tables.addMethod(MethodSpec.methodBuilder(name + JavaNames.ALLOWED)
                .addModifiers(Modifier.STATIC).returns(boolean.class)
                .addParameters(ctx.parameters(ctx.construct(t, Construct.Table.class).axes()))
                .addJavadoc("Whether {@code $L} has an allowed entry for these values.\n", Docs.escape(t.name().text()))
                .addStatement(allAllowed ? "return $LPosition($L) >= 0" : "int $L = $LPosition($L)",
                        allAllowed ? new Object[] {name, args} : new Object[] {at, name, args})
                .addCode(allAllowed ? CodeBlock.of("")
                        : CodeBlock.of("return $L >= 0 && $L_STATES[$L] == $L;\n", at, constant, at, ALLOWED))
                .build());

        main.addMethod(MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(cellType)
                .addParameters(ctx.parameters(ctx.construct(t, Construct.Table.class).axes()))
                .addJavadoc(Docs.of(t.label(), t.meta()) + rowSources(t) + Docs.params(t.axes())
                        + "@return the table's entry for these values\n"
                        + "@throws RuleViolation when the rules do not allow this combination or have no entry for it\n")
                .addStatement("return $T.$L($L)", tablesName, name, args)
                .build());
        main.addMethod(MethodSpec.methodBuilder(name + JavaNames.ALLOWED)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(boolean.class)
                .addParameters(ctx.parameters(ctx.construct(t, Construct.Table.class).axes()))
                .addJavadoc("Whether $L has an allowed entry for these values.\n", Docs.escape(label(t)))
                .addJavadoc(Docs.params(t.axes()))
                .addJavadoc("@return true when {@link #$L} gives a value for them\n", name)
                .addStatement("return $T.$L$L($L)", tablesName, name, JavaNames.ALLOWED, args)
                .build());
    }

    /** The cells' rows as printed: the last axis across (a grid's columns), the others down. */
    private static List<DataArrays.Row> rows(TableLayout layout, CodeBlock[] values) {
        List<List<Decl.Key>> keys = layout.keys();
        int axes = keys.size();
        List<DataArrays.Row> rows = new ArrayList<>();
        if (axes == 1) {
            rows.add(new DataArrays.Row(null, List.of(values)));
            return rows;
        }
        int width = Math.max(1, keys.get(axes - 1).size());
        for (int from = 0; from < values.length; from += width) {
            List<String> where = new ArrayList<>();
            for (int a = 0; a < axes - 1; a++) {
                int index = (from / layout.strides()[a]) % Math.max(1, keys.get(a).size());
                where.add(keys.get(a).isEmpty() ? "-" : JavaText.comment(Keys.key(keys.get(a).get(index))));
            }
            String comment = String.join(", ", where);
            if (from == 0) {
                comment = wrapped("across: " + String.join(", ",
                        keys.get(axes - 1).stream().map(k -> JavaText.comment(Keys.key(k))).toList()))
                        + "\n" + comment;
            }
            rows.add(new DataArrays.Row(comment,
                    List.of(values).subList(from, Math.min(values.length, from + width))));
        }
        return rows;
    }

    /** A comment's text in lines of at most 90 characters, broken after commas. */
    private static String wrapped(String text) {
        StringBuilder out = new StringBuilder();
        int line = 0;
        for (String word : text.split(" ")) {
            if (line > 0 && line + word.length() + 1 > 90) {
                out.append("\n    ");
                line = 4;
            } else if (line > 0) {
                out.append(' ');
                line++;
            }
            out.append(word);
            line += word.length();
        }
        return out.toString();
    }

    /** The flat position of a combination of axis values, or -1 when some value has no key. */
    private MethodSpec position(Decl.Table t, String name, TableLayout layout) {
        MethodSpec.Builder position = MethodSpec.methodBuilder(name + "Position")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(int.class)
                .addParameters(ctx.parameters(ctx.construct(t, Construct.Table.class).axes()))
                .addCode(DomainChecks.of(t.name(), t.label(), t.axes()));
        List<String> locals = t.axes().stream().map(p -> ExprEmitter.local(p.name().text())).toList();
        if (t.axes().size() == 1) {
            return position.addStatement("return $LAxis0($L)", name, locals.get(0)).build();
        }
        List<String> taken = new ArrayList<>(locals);
        List<String> sum = new ArrayList<>();
        for (int a = 0; a < t.axes().size(); a++) {
            String var = fresh(JavaNames.member(t.axes().get(a).name().text()) + "Index", taken);
            taken.add(var);
            position.addStatement("int $L = $LAxis$L($L)", var, name, a, locals.get(a));
            position.beginControlFlow("if ($L < 0)", var).addStatement("return -1").endControlFlow();
            int stride = layout.strides()[a];
            sum.add(stride == 1 ? var : var + " * " + stride);
        }
        return position.addStatement("return $L", String.join(" + ", sum)).build();
    }

    /** {@code wanted}, or with a number after it when a parameter already has that name. */
    static String fresh(String wanted, List<String> taken) {
        String name = wanted;
        for (int i = 2; taken.contains(name); i++) {
            name = wanted + i;
        }
        return name;
    }

    private void axisIndex(Decl.Table t, int axis, List<Decl.Key> keys, String base) {
        Construct.Param param = ctx.construct(t, Construct.Table.class).axes().get(axis);
        String v = ExprEmitter.local(param.name());
        Type axisType = param.type();
        MethodSpec.Builder m = MethodSpec.methodBuilder(JavaNames.member(t.name().text()) + "Axis" + axis)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(int.class)
                .addParameter(ctx.types.of(axisType), v);
        if (axisType instanceof Type.EnumType) {
            m.beginControlFlow("switch ($L)", v);
            for (int i = 0; i < keys.size(); i++) {
                m.addStatement("case $L: return $L", JavaNames.constant(keys.get(i).member().text()), i);
            }
            m.addStatement("default: return -1").endControlFlow();
        } else if (axisType == Type.Prim.BOOL) {
            int whenTrue = -1;
            int whenFalse = -1;
            for (int i = 0; i < keys.size(); i++) {
                if (Boolean.TRUE.equals(keys.get(i).bool())) {
                    whenTrue = i;
                } else {
                    whenFalse = i;
                }
            }
            m.addStatement("return $L ? $L : $L", v, whenTrue, whenFalse);
        } else if (keys.size() > SEARCHED_AXIS) {
            searched(t, axis, keys, base, m, v);
        } else {
            for (int i = 0; i < keys.size(); i++) {
                Decl.Key k = keys.get(i);
                String test = k.openBelow() ? v + " <= " + k.hi() : k.open() ? v + " >= " + k.lo()
                        : k.lo().equals(k.hi()) ? v + " == " + k.lo() : v + " >= " + k.lo() + " && " + v + " <= " + k.hi();
                m.beginControlFlow("if ($L)", test).addStatement("return $L", i).endControlFlow();
            }
            m.addStatement("return -1");
        }
        tables.addMethod(m.build());
    }

    /**
     * A long int axis: its bands sorted by their lower bound (the checker has made them disjoint
     * and without gaps), found by binary search; the band's position on the axis is kept beside it
     * unless the bands are written in order.
     */
    private void searched(Decl.Table t, int axis, List<Decl.Key> keys, String base, MethodSpec.Builder m, String v) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingLong(i -> low(keys.get(i))));
        boolean written = true;
        for (int i = 0; i < order.size(); i++) {
            written &= order.get(i) == i;
        }
        Decl.Key last = keys.get(order.get(order.size() - 1));
        String constant = JavaNames.constant(t.name().text()) + "_AXIS" + axis;
        List<CodeBlock> lows = order.stream().map(i -> CodeBlock.of("$L", low(keys.get(i)))).toList();
        data.field(constant + "_LOWS", base + "Axis" + axis + "Lows", TypeName.INT,
                "The lowest value of each band of {@code " + Docs.escape(t.axes().get(axis).name().text())
                        + "}, ascending.\n", List.of(new DataArrays.Row(null, lows)));
        if (!written) {
            data.field(constant + "_KEYS", base + "Axis" + axis + "Keys", TypeName.INT,
                    "The position on the axis of each band in {@code " + constant + "_LOWS}.\n",
                    List.of(new DataArrays.Row(null, order.stream().map(i -> CodeBlock.of("$L", i)).toList())));
        }
        String band = fresh("band", List.of(v));
        m.addStatement("int $L = $T.binarySearch($L_LOWS, $L)", band, Arrays.class, constant, v);
        m.beginControlFlow("if ($L < 0)", band)
                .addComment("not a lowest value: the band below the insertion point")
                .addStatement("$L = -$L - 2", band, band).endControlFlow();
        if (last.open()) {
            m.beginControlFlow("if ($L < 0)", band).addStatement("return -1").endControlFlow();
        } else {
            m.beginControlFlow("if ($L < 0 || $L > $L)", band, v, last.hi()).addStatement("return -1").endControlFlow();
        }
        m.addStatement(written ? "return $L" : "return $L_KEYS[$L]", written ? new Object[] {band}
                : new Object[] {constant, band});
    }

    private static long low(Decl.Key k) {
        return k.openBelow() ? Integer.MIN_VALUE : k.lo();
    }

    /**
     * Rows, and cells, that carry their own provenance, listed under the table's Javadoc: a row
     * as its keys, a cell of a grid as its row's keys and its column.
     */
    private static String rowSources(Decl.Table t) {
        StringBuilder out = new StringBuilder();
        for (Decl.Row row : t.rows()) {
            String keys = String.join(", ", row.keys().stream().map(Keys::key).toList());
            source(out, keys, row.meta());
            for (int i = 0; i < row.cells().size(); i++) {
                String column = i < t.columns().size() ? ", " + Keys.key(t.columns().get(i)) : "";
                source(out, keys + column, row.cells().get(i).meta());
            }
        }
        return out.length() == 0 ? "" : "<ul>\n" + out + "</ul>\n";
    }

    private static void source(StringBuilder out, String where, Meta meta) {
        if (meta.cites().isEmpty() && !meta.isHouse()) {
            return;
        }
        out.append("<li>").append(Docs.escape(where));
        if (!meta.cites().isEmpty()) {
            out.append(": Rule ").append(Docs.citations(meta));
        }
        if (meta.isHouse()) {
            out.append(": house value, ").append(Docs.escape(String.join("; ", meta.house())));
        }
        out.append("\n");
    }

    /** {@code "prefix name = " + name + ", other = " + other}: the values a refused lookup was given. */
    private static CodeBlock message(String prefix, Decl.Table t) {
        List<CodeBlock> parts = new ArrayList<>();
        for (int i = 0; i < t.axes().size(); i++) {
            Decl.Param p = t.axes().get(i);
            parts.add(CodeBlock.of("$L$W+ $L", JavaText.literal((i == 0 ? prefix : ", ") + p.name().text() + " = "),
                    ExprEmitter.local(p.name().text())));
        }
        return CodeBlock.join(parts, "$W+ ");
    }

    private static String label(Decl.Table t) {
        return t.label() == null ? t.name().text() : t.label();
    }
}
