package org.rulesc.compiler;

import java.util.HashMap;
import java.util.Map;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.check.JavaClashes;
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
                    e.getValue().error(c.getValue().span(), "`" + c.getValue().text() + "` would become the class `"
                            + qualified + "`, which rulebook `" + other.rulebook.id().text() + "` ("
                            + other.rulebook.file().displayPath() + ") also generates in the same package",
                            "give the two rulebooks different `package` headers, or rename one of them");
                } else {
                    owners.put(qualified, model);
                }
            }
        }
    }
}
