package org.rulesc.compiler.check;

import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Meta;

/** Whether a rule can be traced to the document (a citation, a reading) or says it is a house value. */
public final class Traced {
    private Traced() {}

    /** The kinds of declaration that state a rule of the game, and so should say where it comes from. */
    public static boolean isRule(Decl decl) {
        return decl instanceof Decl.Const || decl instanceof Decl.Table || decl instanceof Decl.Formula
                || decl instanceof Decl.Check || decl instanceof Decl.Modifiers || decl instanceof Decl.Limit;
    }

    /** A rule with its own provenance, or with provenance on every part (see {@link #inParts}). */
    public static boolean rule(Decl decl) {
        return meta(decl.meta()) || inParts(decl);
    }

    public static boolean meta(Meta meta) {
        return !meta.cites().isEmpty() || meta.isHouse();
    }

    /**
     * Tables whose every row (or every cell of it), modifier blocks whose every term, checks whose every grade and
     * output is traced (a check's own citation is on a line of its own in its body, or after it).
     */
    private static boolean inParts(Decl decl) {
        if (decl instanceof Decl.Table t) {
            return !t.rows().isEmpty() && t.rows().stream().allMatch(Traced::row);
        } else if (decl instanceof Decl.Modifiers m) {
            return !m.terms().isEmpty() && m.terms().stream().allMatch(term -> meta(term.meta()));
        } else if (decl instanceof Decl.Check c) {
            List<Meta> parts = c.items().stream().filter(i -> i instanceof Decl.Grade || i instanceof Decl.Output)
                    .map(i -> i instanceof Decl.Grade g ? g.meta() : ((Decl.Output) i).meta()).toList();
            return !parts.isEmpty() && parts.stream().allMatch(Traced::meta);
        }
        return false;
    }

    /** A row with its own provenance, or whose every cell has its own. */
    public static boolean row(Decl.Row row) {
        return meta(row.meta()) || !row.cells().isEmpty() && row.cells().stream().allMatch(c -> meta(c.meta()));
    }
}
