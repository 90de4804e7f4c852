package org.rulesc.compiler.model;

import org.rulesc.compiler.ast.Decl;

/** What a call in an expression calls. */
public sealed interface Callee {
    record Formula(Decl.Formula decl) implements Callee {}

    record Table(Decl.Table decl) implements Callee {}

    record Modifiers(Decl.Modifiers decl) implements Callee {}

    record Check(Decl.Check decl) implements Callee {}

    /** An order, called in a test with one list per parameter (a value per actor). */
    record Order(Decl.Order decl) implements Callee {}

    record Builtin(String name) implements Callee {}
}
