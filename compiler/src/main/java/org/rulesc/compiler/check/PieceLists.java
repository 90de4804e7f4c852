package org.rulesc.compiler.check;

import org.rulesc.compiler.model.Type;

/**
 * What a piece's {@code list<T>} field may hold: values a state writes one by one (an int, a bool,
 * an enum member, a kind's entry, a hex, a square or a point), so that both back ends write the
 * list as a JSON array of them and read it back. A list of lists, of pieces or of records is E1024.
 */
final class PieceLists {
    private PieceLists() {}

    /** Whether a piece's list field may hold values of {@code element} (an unresolved type: yes, reported already). */
    static boolean holds(Type element) {
        return element == null || element == Type.Prim.INT || element == Type.Prim.BOOL || element == Type.Prim.HEX
                || element == Type.Prim.SQUARE || element == Type.Prim.POINT || element instanceof Type.EnumType
                || element instanceof Type.KindType;
    }
}
