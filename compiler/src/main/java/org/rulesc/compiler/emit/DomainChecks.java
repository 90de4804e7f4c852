package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.List;
import org.rulesc.compiler.ast.Decl;

/**
 * The statements a generated method starts with when its parameters declare domains
 * ({@code judge: int in 0..7}): one {@code Domain.require} per such parameter, in parameter
 * order, so a value outside is refused before anything is computed or rolled. Nothing at all
 * when no parameter declares one.
 */
final class DomainChecks {
    private static final ClassName DOMAIN = ClassName.get(EmitContext.RUNTIME, "Domain");

    private DomainChecks() {}

    /** @param label the rule's label, or null to name it by its id */
    static CodeBlock of(org.rulesc.compiler.ast.Name owner, String label, List<Decl.Param> params) {
        CodeBlock.Builder out = CodeBlock.builder();
        for (Decl.Param p : params) {
            Decl.Domain d = p.domain();
            if (d != null) {
                out.addStatement("$T.require($S, $S, $S, $L, $L, $L)", DOMAIN, owner.text(),
                        label == null ? owner.text() : label, p.name().text(), ExprEmitter.local(p.name().text()),
                        d.lo(), d.hi());
            }
        }
        return out.build();
    }
}
