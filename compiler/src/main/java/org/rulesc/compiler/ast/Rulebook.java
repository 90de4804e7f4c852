package org.rulesc.compiler.ast;

import java.util.List;
import org.rulesc.compiler.SourceFile;

/**
 * A parsed rulebook file.
 *
 * @param units declared length units; the one marked {@code base} is the base unit
 * @param hadSyntaxErrors some declarations were dropped by syntax-error recovery
 */
public record Rulebook(
        SourceFile file,
        Name id,
        String title,
        String version,
        String source,
        Integer defaultDieSides,
        Name space,
        List<Unit> units,
        String javaPackage,
        List<Decl> declarations,
        boolean hadSyntaxErrors) {

    public Rulebook(SourceFile file, Name id, String title, String version, String source, Integer defaultDieSides,
            Name space, List<Unit> units, String javaPackage, List<Decl> declarations) {
        this(file, id, title, version, source, defaultDieSides, space, units, javaPackage, declarations, false);
    }

    /** The same rulebook, marked as parsed with errors: declarations may be missing. */
    public Rulebook withSyntaxErrors() {
        return new Rulebook(file, id, title, version, source, defaultDieSides, space, units, javaPackage, declarations,
                true);
    }

    /** A length unit: {@code amount} base units, or the base itself when {@code base}. */
    public record Unit(Name name, long amount, String baseName, boolean base) {}
}
