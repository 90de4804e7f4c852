package org.rulesc.compiler;

import java.util.Optional;

/**
 * Finds the source of a rulebook another one imports, by rulebook id. The CLI looks in the
 * directories it was given; the Maven plugin also looks inside dependency jars.
 */
@FunctionalInterface
public interface RulebookResolver {
    RulebookResolver NONE = id -> Optional.empty();

    Optional<SourceFile> find(String rulebookId);

    /** The ids this resolver can find, for a did-you-mean; empty when it cannot tell. */
    default java.util.Collection<String> ids() {
        return java.util.List.of();
    }
}
