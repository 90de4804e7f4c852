package org.rulesc.compiler.emit;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * How the emitters read a rulebook's names: the local names in scope and the Java expression each
 * stands for, and every Java local the generated method has declared so far, so a lambda's
 * parameter never repeats one (Java forbids a lambda parameter that shadows a local, even where the
 * rulebook's `let` shadows). Every emitter that writes an expression passes one to {@link
 * ExprEmitter}.
 */
final class ExprEnv {
    private final Map<String, String> locals;
    private final Set<String> taken;

    private ExprEnv(Map<String, String> locals, Set<String> taken) {
        this.locals = locals;
        this.taken = taken;
    }

    static ExprEnv empty() {
        return new ExprEnv(new HashMap<>(), Set.of());
    }

    /** {@code name} now stands for the Java expression {@code java} (a local of that name, if it is one). */
    ExprEnv with(String name, String java) {
        Map<String, String> copy = new HashMap<>(locals);
        copy.put(name, java);
        return new ExprEnv(copy, javaLocal(java) ? plus(taken, java) : taken);
    }

    /** The Java local {@code java} is declared (by the generated code itself). */
    ExprEnv declaring(String java) {
        return new ExprEnv(locals, plus(taken, java));
    }

    /**
     * A Java local for a new binder of {@code name}: its own spelling when no local in scope
     * has it (and it ends in no digit, as the locals a generated test numbers do), else its
     * spelling and {@code _}, numbered if that is taken too.
     */
    String fresh(String name) {
        String plain = ExprEmitter.local(name);
        if (!taken.contains(plain) && !ExprEmitter.INTERNAL.contains(plain) && !locals.containsValue(plain)
                && !Character.isDigit(plain.charAt(plain.length() - 1))) {
            return plain;
        }
        String base = plain + "_";
        String java = base;
        for (int i = 2; taken.contains(java) || ExprEmitter.INTERNAL.contains(java); i++) {
            java = base + "_" + i; // a digit after two underscores: no spelling has that
        }
        return java;
    }

    String get(String name) {
        return locals.get(name);
    }

    private static boolean javaLocal(String java) {
        return !java.isEmpty() && java.chars().allMatch(c -> Character.isJavaIdentifierPart(c));
    }

    private static Set<String> plus(Set<String> set, String element) {
        Set<String> copy = new HashSet<>(set);
        copy.add(element);
        return copy;
    }
}
