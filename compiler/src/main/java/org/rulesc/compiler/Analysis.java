package org.rulesc.compiler;

import java.util.Map;
import org.rulesc.compiler.model.Model;

/**
 * What {@link RulesCompiler#analyze} found: the diagnostics of a check, and the model of every
 * source that parsed, as far as the checker got (a rulebook with errors has one too, with the
 * names that resolved).
 *
 * @param result the diagnostics (and the error-free models), as {@link RulesCompiler#check} gives them
 * @param models by source: the checked model, complete or partial
 */
public record Analysis(CompilationResult result, Map<SourceFile, Model> models) {
    /** The model of {@code source}, or null when it did not parse far enough to have one. */
    public Model model(SourceFile source) {
        return models.get(source);
    }
}
