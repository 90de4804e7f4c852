package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;

/**
 * Written {@code name = value} lists sorted into the order of the fields they set, recorded in
 * {@link org.rulesc.compiler.model.Model#fieldOrder} so that no back end matches names again.
 */
final class FieldOrder {
    private FieldOrder() {}

    /**
     * The value written for each field, in field order: the first one written under its name,
     * else the field's default ({@code defaults.get(i)}, which may be null).
     *
     * @param written the {@code name = value} list as written
     * @param fields the names of the fields, in declaration order
     * @param defaults each field's default (null entries for none), as long as {@code fields}
     */
    static List<Expr> of(List<Expr.FieldValue> written, List<Name> fields, List<Expr> defaults) {
        List<Expr> out = new ArrayList<>(fields.size());
        for (int i = 0; i < fields.size(); i++) {
            String field = fields.get(i).text();
            Expr value = defaults.get(i);
            for (Expr.FieldValue fv : written) {
                if (fv.name().text().equals(field)) {
                    value = fv.value();
                    break;
                }
            }
            out.add(value);
        }
        return java.util.Collections.unmodifiableList(out);
    }

    /** {@link #of} with no defaults. */
    static List<Expr> of(List<Expr.FieldValue> written, List<Name> fields) {
        List<Expr> none = new ArrayList<>();
        fields.forEach(f -> none.add(null));
        return of(written, fields, none);
    }
}
