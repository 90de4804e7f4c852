package org.rulesc.compiler;

/**
 * How to compile.
 *
 * @param basePackage the Java package under which each rulebook gets its own package
 *     ({@code basePackage + "." + rulebook id}); a rulebook's own {@code package} header wins
 * @param resolver where imported rulebooks are found
 */
public record CompilerOptions(String basePackage, RulebookResolver resolver) {
    public static final String DEFAULT_BASE_PACKAGE = "rules.generated";

    public CompilerOptions(String basePackage) {
        this(basePackage, RulebookResolver.NONE);
    }

    public static CompilerOptions defaults() {
        return new CompilerOptions(DEFAULT_BASE_PACKAGE);
    }

    public CompilerOptions withResolver(RulebookResolver resolver) {
        return new CompilerOptions(basePackage, resolver);
    }
}
