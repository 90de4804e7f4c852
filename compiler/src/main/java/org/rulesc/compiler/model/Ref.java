package org.rulesc.compiler.model;

import org.rulesc.compiler.ast.Decl;

/** What a name or a field access in an expression refers to. */
public sealed interface Ref {
    /** A parameter, a let, an aggregate or forall variable, or a check's roll/success. */
    record Local(String name, Type type) implements Ref {}

    record Const(Decl.Const decl) implements Ref {}

    record Member(Decl.Enum owner, Decl.EnumMember member) implements Ref {}

    record Entry(Decl.Kind kind, Decl.Entry entry) implements Ref {}

    /** {@code weapon.judge}: a field of a kind's entry. */
    record KindField(Decl.Kind kind, Decl.FieldDecl field) implements Ref {}

    /** {@code doll.weapons}: a field of a build value. */
    record BuildField(Decl.Build build, Decl.BuildField field) implements Ref {}

    /** {@code doll.total_mp}: a derived value of a build. */
    record BuildDerive(Decl.Build build, Decl.Derive derive) implements Ref {}

    /** A hex map declared in the rulebook. */
    record MapRef(Decl.HexMap decl) implements Ref {}

    /** A square map declared in the rulebook. */
    record SquareMapRef(Decl.SquareMap decl) implements Ref {}

    /** A type name used as the left side of {@code Enum.member}. */
    record TypeName(Decl decl) implements Ref {}
}
