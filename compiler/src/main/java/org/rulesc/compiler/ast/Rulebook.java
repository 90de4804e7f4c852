package org.rulesc.compiler.ast;

import java.util.List;
import org.rulesc.compiler.SourceFile;

/**
 * A parsed rulebook file.
 *
 * @param units declared length units; the one marked {@code base} is the base unit
 * @param base the rulebook this one {@code extends}, or null
 * @param hexes how a hex map is labelled and laid out ({@code hexes "CCRR" even_columns_down}), or null
 * @param sections the source document's sections, as declared by {@code sections} in the header
 * @param hadSyntaxErrors some declarations were dropped by syntax-error recovery
 */
public record Rulebook(
        SourceFile file,
        Name id,
        String title,
        String version,
        String source,
        List<Section> sections,
        Integer defaultDieSides,
        Name space,
        HexSpace hexes,
        List<Unit> units,
        String javaPackage,
        Name base,
        List<Decl> declarations,
        boolean hadSyntaxErrors) {

    /** A length unit: {@code amount} base units, or the base itself when {@code base}. */
    public record Unit(Name name, long amount, String baseName, boolean base) {}

    /** {@code hexes "CCRR" even_columns_down}: the label scheme and which columns sit half a hex lower. */
    public record HexSpace(String scheme, Span schemeSpan, Name layout) {}

    /** The same rulebook, marked as parsed with errors: declarations may be missing. */
    public Rulebook withSyntaxErrors() {
        return new Rulebook(file, id, title, version, source, sections, defaultDieSides, space, hexes, units, javaPackage,
                base, declarations, true);
    }

    /** The same header with other declarations (house rules merged onto their base). */
    public Rulebook withDeclarations(List<Decl> merged, Rulebook baseBook) {
        return new Rulebook(file, id, title, version, source != null ? source : baseBook.source(),
                sections.isEmpty() ? baseBook.sections() : sections,
                defaultDieSides != null ? defaultDieSides : baseBook.defaultDieSides(),
                space != null ? space : baseBook.space(), hexes != null ? hexes : baseBook.hexes(), units.isEmpty() ? baseBook.units() : units, javaPackage,
                base, merged, hadSyntaxErrors);
    }
}
