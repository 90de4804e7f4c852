package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.Type;

/** What every emitter of one rulebook shares: the model, names and the expression translator. */
final class EmitContext {
    static final String RUNTIME = "org.rulesc.runtime";
    static final ClassName DICE = ClassName.get(RUNTIME, "Dice");
    static final ClassName RATIONAL = ClassName.get(RUNTIME, "Rational");
    static final ClassName DISTRIBUTION = ClassName.get(RUNTIME, "Distribution");
    static final ClassName INT_DISTRIBUTION = ClassName.get(RUNTIME, "IntDistribution");
    static final ClassName TALLY = ClassName.get(RUNTIME, "Tally");
    static final ClassName RULE_VIOLATION = ClassName.get(RUNTIME, "RuleViolation");
    static final ClassName APPLIED_MODIFIER = ClassName.get(RUNTIME, "AppliedModifier");
    static final ClassName VIOLATION = ClassName.get(RUNTIME, "Violation");
    static final ClassName CHECK_OUTCOME = ClassName.get(RUNTIME, "CheckOutcome");
    static final ClassName USAGE_TRACKER = ClassName.get(RUNTIME, "UsageTracker");

    final Model model;
    final String mainClass;
    final JavaTypes types;
    final ExprEmitter exprs;

    EmitContext(Model model) {
        this.model = model;
        this.mainClass = JavaNames.type(model.rulebook.id().text());
        this.types = new JavaTypes(model.javaPackage);
        this.exprs = new ExprEmitter(model, mainClass, types);
    }

    ClassName main() {
        return ClassName.get(model.javaPackage, mainClass);
    }

    /** The class that has a declaration's methods: its part's class, else the main class. */
    ClassName owner(Decl d) {
        return exprs.owner(d);
    }

    /** The class of a declaration, spelt as its construct is (see {@link JavaNames#typeOf}). */
    ClassName type(Decl decl) {
        return ClassName.get(model.javaPackage, JavaNames.typeOf(decl));
    }

    /** The construct of a notation's format: its fields typed, in order. */
    Construct.Format format(Decl.Format format) {
        return model.format(format);
    }

    /** A declaration's parameters as Java parameters, typed as the checker resolved them. */
    List<ParameterSpec> parameters(List<Construct.Param> params) {
        List<ParameterSpec> out = new ArrayList<>();
        for (Construct.Param p : params) {
            out.add(ParameterSpec.builder(types.of(p.type()), ExprEmitter.local(p.name())).build());
        }
        return out;
    }

    /** The construct the checker built for {@code decl}. */
    <T extends Construct> T construct(Decl decl, Class<T> kind) {
        return model.construct(decl, kind);
    }

    ExprEnv env(List<Decl.Param> params) {
        ExprEnv env = ExprEnv.empty();
        for (Decl.Param p : params) {
            env = env.with(p.name().text(), ExprEmitter.local(p.name().text()));
        }
        return env;
    }

    static String argumentNames(List<Decl.Param> params) {
        return String.join(", ", params.stream().map(p -> ExprEmitter.local(p.name().text())).toList());
    }
}
