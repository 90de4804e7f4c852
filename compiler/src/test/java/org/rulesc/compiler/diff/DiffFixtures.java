package org.rulesc.compiler.diff;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import org.rulesc.compiler.CompilationResult;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.model.Model;

/** What the diff tests share: a checked model of a revision, and the one change of an id. */
final class DiffFixtures {
    private DiffFixtures() {}

    /** The model of {@code text} checked as {@code file}; the revision must have no error. */
    static Model model(String file, String text) {
        CompilationResult r = new RulesCompiler(CompilerOptions.defaults()).check(List.of(new SourceFile(file, text)));
        assertWithMessage("%s", r.diagnostics()).that(r.hasErrors()).isFalse();
        return r.models().get(0);
    }

    /** The one change of {@code id} in {@code r}. */
    static Change only(DiffReport r, String id) {
        List<Change> of = r.changes().stream().filter(c -> c.id().equals(id)).toList();
        assertThat(of).hasSize(1);
        return of.get(0);
    }
}
