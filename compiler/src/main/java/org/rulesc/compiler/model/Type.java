package org.rulesc.compiler.model;

import org.rulesc.compiler.ast.Decl;

/** The types of the rulebook language, as the checker sees them. */
public sealed interface Type {
    String show();

    enum Prim implements Type {
        INT("int"), BOOL("bool"), TEXT("text"), LENGTH("length"), POINT("point"), HEX("hex"), HEXSIDE("hexside"), SQUARE("square"), EDGE("edge"),
        VERTEX("vertex");

        private final String word;

        Prim(String word) {
            this.word = word;
        }

        @Override
        public String show() {
            return word;
        }
    }

    record EnumType(Decl.Enum decl) implements Type {
        @Override
        public String show() {
            return decl.name().text();
        }
    }

    record KindType(Decl.Kind decl) implements Type {
        @Override
        public String show() {
            return decl.name().text();
        }
    }

    record BuildType(Decl.Build decl) implements Type {
        @Override
        public String show() {
            return decl.name().text();
        }
    }

    /** A hex map whose terrain is a value of {@code terrain}. */
    record MapType(Decl.Enum terrain) implements Type {
        @Override
        public String show() {
            return "map<" + terrain.name().text() + ">";
        }
    }

    /** A square map whose squares have terrain {@code terrain}: a {@link Decl.Enum} or a {@link Decl.Layers}. */
    record SquareMapType(Decl terrain) implements Type {
        @Override
        public String show() {
            return "map<" + terrain.name().text() + ">";
        }

        /** The layers of the map's terrain, or null for an enum. */
        public Decl.Layers layers() {
            return terrain instanceof Decl.Layers l ? l : null;
        }
    }

    /** The data of one square of a layered map ({@code edge} false), or of one edge ({@code edge} true). */
    record LayersType(Decl.Layers decl, boolean edge) implements Type {
        @Override
        public String show() {
            return edge ? "edge data of " + decl.name().text() : decl.name().text();
        }
    }

    record ListType(Type element) implements Type {
        @Override
        public String show() {
            return "list<" + element.show() + ">";
        }
    }

    /** The type of {@code []}: fits any list. */
    record EmptyList() implements Type {
        @Override
        public String show() {
            return "list";
        }
    }

    /** Something already reported as wrong; fits everywhere so one mistake gives one error. */
    record Error() implements Type {
        @Override
        public String show() {
            return "?";
        }
    }

    Type ERROR = new Error();

    static boolean fits(Type expected, Type actual) {
        if (expected instanceof Error || actual instanceof Error) {
            return true;
        }
        if (actual instanceof EmptyList) {
            return expected instanceof ListType || expected instanceof EmptyList;
        }
        if (expected instanceof ListType e && actual instanceof ListType a) {
            return fits(e.element(), a.element());
        }
        return expected.equals(actual);
    }

    static boolean isNumeric(Type t) {
        return t == Prim.INT || t == Prim.LENGTH || t instanceof Error;
    }
}
