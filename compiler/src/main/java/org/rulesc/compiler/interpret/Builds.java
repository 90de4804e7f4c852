package org.rulesc.compiler.interpret;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.Typed;
import org.rulesc.runtime.Violation;

/** Builds (character building): the rules a build value breaks, in rule order, as the generated {@code validate}. */
final class Builds {
    private Builds() {}

    /** The rules {@code value}, a value of {@code build} (as the checker typed it), breaks. */
    static List<Violation> validate(Interpreter in, Decl.Build build, Object value) {
        Values.RecordValue r = (Values.RecordValue) Interpreter.force(value);
        Env env = in.buildEnv(build, r);
        List<Violation> broken = new ArrayList<>();
        for (int i = 0; i < build.rules().size(); i++) {
            Decl.BuildRule rule = build.rules().get(i);
            int at = i;
            Typed condition = in.declared(build, Construct.Build.class, b -> b.rules().get(at), rule.condition());
            if (!Interpreter.bool(in.eval(condition, env))) {
                String label = rule.label() == null ? rule.name().text() : rule.label();
                String message = label + " is false";
                if (condition instanceof Typed.Binary b) {
                    message = label + ": " + in.show(in.eval(b.left(), env)) + " " + b.op() + " "
                            + in.show(in.eval(b.right(), env)) + " is false";
                }
                broken.add(new Violation(rule.name().text(), label, message, rule.meta().citationText()));
            }
        }
        return broken;
    }
}
