package org.rulesc.compiler.check;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;

/**
 * Which {@code part} each declaration belongs to ({@link Model#partOf}): the nearest {@code part}
 * before it. In a house rule the base's declarations keep their parts (a replacement takes the
 * place, and so the part, of what it replaces); what the house rule adds after the base belongs
 * only to a part the house rule declares, never to the base's last one.
 */
final class Parts {
    private Parts() {}

    static void collect(Model model, Reporter reporter) {
        Map<String, Name> seen = new HashMap<>();
        for (Decl.Part p : model.all(Decl.Part.class)) {
            Name previous = seen.putIfAbsent(p.name().text(), p.name());
            if (previous != null) {
                reporter.report(Code.DUPLICATE_DECLARATION, p.name().span(), "part", p.name().text(),
                        previous.span().line()).related(previous.span(), "the first `" + p.name().text() + "` is here");
            }
        }
        List<Decl> decls = model.rulebook.declarations();
        String own = model.rulebook.file().displayPath();
        int lastBase = -1;
        for (int i = 0; i < decls.size(); i++) {
            if (!decls.get(i).name().span().file().equals(own) && !(decls.get(i) instanceof Decl.Part)) {
                lastBase = i;
            }
        }
        Decl.Part current = null;
        for (int i = 0; i < decls.size(); i++) {
            Decl d = decls.get(i);
            if (i == lastBase + 1 && lastBase >= 0) {
                current = null; // the house rule's own declarations start here
            }
            if (d instanceof Decl.Part p) {
                current = p;
            } else if (current != null) {
                model.partOf.put(d, current);
            }
        }
    }
}
