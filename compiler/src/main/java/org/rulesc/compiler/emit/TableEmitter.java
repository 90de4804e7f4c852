package org.rulesc.compiler.emit;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;
import org.rulesc.compiler.model.Keys;
import org.rulesc.compiler.model.TableLayout;
import org.rulesc.compiler.model.Type;

/**
 * A table as flat arrays and index arithmetic: one index method per axis (enum member,
 * band or boolean to position), a state array (0 no such entry, 1 allowed, 2 not allowed)
 * and a cell array. Lookups of a not-allowed cell throw {@code RuleViolation}.
 */
final class TableEmitter {
    private static final byte MISSING = 0;
    private static final byte ALLOWED = 1;
    private static final byte FORBIDDEN = 2;

    private final EmitContext ctx;

    TableEmitter(EmitContext ctx) {
        this.ctx = ctx;
    }

    void emit(Decl.Table t, TypeSpec.Builder type) {
        String name = JavaNames.member(t.name().text());
        String constant = JavaNames.constant(t.name().text());
        int axes = t.axes().size();
        TableLayout layout = TableLayout.of(t);
        List<List<Decl.Key>> keys = layout.keys();
        int size = layout.size();
        TypeName cellType = ctx.javaType(t.result());
        String[] cells = new String[size];
        byte[] states = new byte[size];
        for (int at = 0; at < size; at++) {
            Decl.Cell cell = layout.cells()[at];
            if (cell != null) {
                states[at] = cell.forbidden() ? FORBIDDEN : ALLOWED;
                cells[at] = cell.forbidden() ? null : ctx.exprs.emit(cell.value(), ExprEmitter.Env.empty());
            }
        }
        String zero = cellType.isPrimitive() ? (cellType == TypeName.BOOLEAN ? "false" : "0") : "null";
        CodeBlock.Builder cellInit = CodeBlock.builder().add("{");
        CodeBlock.Builder stateInit = CodeBlock.builder().add("{");
        for (int i = 0; i < size; i++) {
            cellInit.add(i == 0 ? "$L" : ", $L", cells[i] == null ? zero : cells[i]);
            stateInit.add(i == 0 ? "$L" : ", $L", states[i]);
        }
        type.addField(FieldSpec.builder(ArrayTypeName.of(cellType), constant + "_CELLS", Modifier.PRIVATE,
                Modifier.STATIC, Modifier.FINAL).initializer(cellInit.add("}").build()).build());
        type.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), constant + "_STATES", Modifier.PRIVATE,
                Modifier.STATIC, Modifier.FINAL).initializer(stateInit.add("}").build()).build());

        for (int a = 0; a < axes; a++) {
            type.addMethod(axisIndex(t, a, keys.get(a)));
        }
        // the flat position of a combination of axis values, or -1 when some value has no key
        MethodSpec.Builder position = MethodSpec.methodBuilder(name + "Position")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(int.class)
                .addParameters(ctx.parameters(t.axes()))
                .addCode(DomainChecks.of(t.name(), t.label(), t.axes()));
        List<String> sum = new ArrayList<>();
        for (int a = 0; a < axes; a++) {
            String var = "i" + a + "_";
            position.addStatement("int $L = $L($L)", var, name + "Axis" + a, ExprEmitter.local(t.axes().get(a).name().text()));
            position.beginControlFlow("if ($L < 0)", var).addStatement("return -1").endControlFlow();
            sum.add(var + " * " + layout.strides()[a]);
        }
        position.addStatement("return $L", String.join(" + ", sum));
        type.addMethod(position.build());

        String args = EmitContext.argumentNames(t.axes());
        String describe = describeArgs(t);
        type.addMethod(MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(cellType)
                .addParameters(ctx.parameters(t.axes()))
                .addJavadoc(Docs.of(t.label(), t.meta()) + rowSources(t)
                        + "@throws RuleViolation when the rules do not allow this combination or have no entry for it\n")
                .addStatement("int at_ = $LPosition($L)", name, args)
                .beginControlFlow("if (at_ < 0 || $L_STATES[at_] == $L)", constant, MISSING)
                .addStatement("throw new $T($S, $S + $L)", EmitContext.RULE_VIOLATION, t.name().text(),
                        label(t) + " has no entry for ", describe)
                .endControlFlow()
                .beginControlFlow("if ($L_STATES[at_] == $L)", constant, FORBIDDEN)
                .addStatement("throw new $T($S, $S + $L)", EmitContext.RULE_VIOLATION, t.name().text(),
                        label(t) + " does not allow ", describe)
                .endControlFlow()
                .addStatement("return $L_CELLS[at_]", constant)
                .build());
        type.addMethod(MethodSpec.methodBuilder(name + JavaNames.ALLOWED)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(boolean.class)
                .addParameters(ctx.parameters(t.axes()))
                .addJavadoc("Whether $L has an allowed entry for these values.\n", Docs.escape(label(t)))
                .addStatement("int at_ = $LPosition($L)", name, args)
                .addStatement("return at_ >= 0 && $L_STATES[at_] == $L", constant, ALLOWED)
                .build());
    }

    private MethodSpec axisIndex(Decl.Table t, int axis, List<Decl.Key> keys) {
        Decl.Param param = t.axes().get(axis);
        String v = ExprEmitter.local(param.name().text());
        MethodSpec.Builder m = MethodSpec.methodBuilder(JavaNames.member(t.name().text()) + "Axis" + axis)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(int.class)
                .addParameter(ctx.javaType(param.type()), v);
        Type axisType = ctx.resolve(param.type());
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
        } else {
            for (int i = 0; i < keys.size(); i++) {
                Decl.Key k = keys.get(i);
                String test = k.openBelow() ? v + " <= " + k.hi() : k.open() ? v + " >= " + k.lo()
                        : k.lo().equals(k.hi()) ? v + " == " + k.lo() : v + " >= " + k.lo() + " && " + v + " <= " + k.hi();
                m.beginControlFlow("if ($L)", test).addStatement("return $L", i).endControlFlow();
            }
            m.addStatement("return -1");
        }
        return m.build();
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

    private static String describeArgs(Decl.Table t) {
        List<String> parts = new ArrayList<>();
        for (Decl.Param p : t.axes()) {
            parts.add(JavaNames.literal(p.name().text() + " = ") + " + " + ExprEmitter.local(p.name().text()));
        }
        return String.join(" + \", \" + ", parts);
    }

    private static String label(Decl.Table t) {
        return t.label() == null ? t.name().text() : t.label();
    }

    /** Two keys are the same when they name the same member, truth value or band. */
}
