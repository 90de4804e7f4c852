package org.rulesc.compiler;

/**
 * How to compile.
 *
 * @param basePackage the Java package under which each rulebook gets its own package
 *     ({@code basePackage + "." + rulebook id}); a rulebook's own {@code package} header wins
 */
public record CompilerOptions(String basePackage) {
    public static final String DEFAULT_BASE_PACKAGE = "rules.generated";

    public static CompilerOptions defaults() {
        return new CompilerOptions(DEFAULT_BASE_PACKAGE);
    }
}
