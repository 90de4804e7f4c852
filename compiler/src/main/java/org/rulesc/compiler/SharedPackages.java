package org.rulesc.compiler;

import java.util.HashMap;
import java.util.Map;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.check.JavaClashes;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;

/**
 * Rulebooks compiled together may share a Java package (the same {@code package} header); two
 * of them must not both generate a class of one name there, or one file would replace the other.
 */
final class SharedPackages {
    private SharedPackages() {}

    static void report(Map<Model, Reporter> models) {
        Map<String, Name> taken = new HashMap<>();
        Map<String, Model> owners = new HashMap<>();
        for (Map.Entry<Model, Reporter> e : models.entrySet()) {
            Model model = e.getKey();
            for (Map.Entry<String, Name> c : JavaClashes.classes(model, null).entrySet()) {
                String qualified = model.javaPackage + "." + c.getKey();
                Name previous = taken.putIfAbsent(qualified, c.getValue());
                if (previous != null) {
                    Model other = owners.get(qualified);
                    e.getValue().report(Code.CLASS_CLASH_IN_SHARED_PACKAGE, c.getValue().span(), c.getValue().text(),
                            qualified, other.rulebook.id().text(), other.rulebook.file().displayPath());
                } else {
                    owners.put(qualified, model);
                }
            }
        }
    }
}
