package org.rulesc.compiler.emit;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Constant arrays of table data, laid out in rows as the printed table is, and split when large.
 * An array initialiser is bytecode in the static initialiser of its class (about 8 bytes a value),
 * and the class-file format caps a method at 64 KiB and a class at 65,535 constants: so the
 * holder's own initialiser fills at most {@link #INLINE} values, and an array past that budget
 * or of more than {@link #PART} values is written as parts, each a nested class of its own,
 * copied together once when the holder class is initialised.
 */
final class DataArrays {
    /** Values per part: about 16 KiB of initialiser, and at most 2 constants per value. */
    static final int PART = 2_000;
    /** Values the holder's own static initialiser fills: about 32 KiB. */
    static final int INLINE = 4_000;

    private final TypeSpec.Builder holder;
    private final ClassName holderName;
    private int inline;

    DataArrays(TypeSpec.Builder holder, ClassName holderName) {
        this.holder = holder;
        this.holderName = holderName;
    }

    /**
     * One row of an array: a comment (null for none) and its values.
     *
     * @param comment what the row is, shown above it (one line comment per line)
     * @param values the row's values
     */
    record Row(String comment, List<CodeBlock> values) {
    }

    /**
     * A {@code static final} array field {@code name} of {@code element}s on {@code holder}, with
     * {@code doc} as its Javadoc; its values are the rows' values in order. {@code base} (a class
     * name unique in the holder) names the parts of a large array.
     */
    void field(String name, String base, TypeName element, String doc, List<Row> rows) {
        int size = rows.stream().mapToInt(r -> r.values().size()).sum();
        FieldSpec.Builder field = FieldSpec.builder(ArrayTypeName.of(element), name, Modifier.STATIC,
                Modifier.FINAL).addJavadoc(doc);
        if (size <= PART && inline + size <= INLINE) {
            inline += size;
            holder.addField(field.initializer(initializer(rows, rows.size() > 1)).build());
            return;
        }
        // parts of PART values each, rows kept whole where they fit
        String method = "load" + base;
        MethodSpec.Builder join = MethodSpec.methodBuilder(method)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC).returns(ArrayTypeName.of(element))
                .addJavadoc("Every value of {@code $L}, copied together from its parts.\n@return the values\n", name)
                .addStatement("$T[] all = new $T[$L]", element, element, size);
        int part = 0;
        int offset = 0;
        int from = 0;
        while (from < rows.size()) {
            int count = 0;
            int to = from;
            List<Row> chunk = new ArrayList<>();
            while (to < rows.size() && (count == 0 || count + rows.get(to).values().size() <= PART)) {
                Row row = rows.get(to);
                if (row.values().size() > PART) {
                    // a row longer than a part is cut into parts itself
                    List<CodeBlock> values = row.values();
                    for (int i = 0; i < values.size(); i += PART) {
                        List<CodeBlock> slice = values.subList(i, Math.min(values.size(), i + PART));
                        offset = part(holder, holderName, join, name, base, element, part++, offset,
                                List.of(new Row(i == 0 ? row.comment() : null, slice)));
                    }
                    to++;
                    count = -1;
                    break;
                }
                chunk.add(row);
                count += row.values().size();
                to++;
            }
            if (count >= 0) {
                offset = part(holder, holderName, join, name, base, element, part++, offset, chunk);
            }
            from = to;
        }
        holder.addMethod(join.addStatement("return all").build());
        holder.addField(field.initializer("$L()", method).build());
    }

    private static int part(TypeSpec.Builder holder, ClassName holderName, MethodSpec.Builder join, String name,
            String base, TypeName element, int index, int offset, List<Row> rows) {
        String partClass = base + "Part" + index;
        int size = rows.stream().mapToInt(r -> r.values().size()).sum();
        holder.addType(TypeSpec.classBuilder(partClass)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("Values $L to $L of {@code $L}.\n", offset, offset + size - 1, name)
                .addField(FieldSpec.builder(ArrayTypeName.of(element), "VALUES", Modifier.STATIC, Modifier.FINAL)
                        .initializer(initializer(rows, rows.size() > 1)).build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .build());
        join.addStatement("$T.arraycopy($T.VALUES, 0, all, $L, $L)", System.class, holderName.nestedClass(partClass),
                offset, size);
        return offset + size;
    }

    /** {@code {…}}: each row on a line of its own (wrapped when long), its comment above it. */
    private static CodeBlock initializer(List<Row> rows, boolean rowPerLine) {
        CodeBlock.Builder out = CodeBlock.builder().add("{$>$>");
        boolean first = true;
        for (Row row : rows) {
            if (rowPerLine || first) {
                out.add("\n");
                if (row.comment() != null) {
                    for (String line : row.comment().split("\n")) {
                        out.add("// $L\n", line);
                    }
                }
            }
            for (int i = 0; i < row.values().size(); i++) {
                out.add(first || rowPerLine && i == 0 ? "$L," : "$W$L,", row.values().get(i));
                first = false;
            }
        }
        return out.add("$<$<\n}").build();
    }
}
