package org.rulesc.compiler.ast;

import java.util.List;
import org.rulesc.compiler.SourceFile;

/**
 * A parsed rulebook file.
 *
 * @param units declared length units; the first with {@code perBase == 0} is the base
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
        List<Decl> declarations) {

    /** A length unit: {@code amount} base units, or the base itself when {@code base}. */
    public record Unit(Name name, long amount, String baseName, boolean base) {}
}
