package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.Type;

/** Rulebook types as Java types: lengths are whole base units in an {@code int}. */
final class JavaTypes {
    static final ClassName POINT = ClassName.get("org.rulesc.runtime", "Continuous", "Point");
    static final ClassName HEX = ClassName.get("org.rulesc.runtime", "HexGrid", "Hex");
    static final ClassName HEXSIDE = ClassName.get("org.rulesc.runtime", "HexSight", "EdgePair");
    static final ClassName SQUARE = ClassName.get("org.rulesc.runtime", "SquareGrid", "Square");
    static final ClassName EDGE = ClassName.get("org.rulesc.runtime", "SquareGrid", "Edge");
    static final ClassName VERTEX = ClassName.get("org.rulesc.runtime", "SquareSight", "Vertex");
    static final ClassName HEX_MAP = ClassName.get("org.rulesc.runtime", "HexMap");

    private final String pkg;

    JavaTypes(String pkg) {
        this.pkg = pkg;
    }

    TypeName of(Type t) {
        if (t == Type.Prim.INT || t == Type.Prim.LENGTH) {
            return TypeName.INT;
        } else if (t == Type.Prim.BOOL) {
            return TypeName.BOOLEAN;
        } else if (t == Type.Prim.TEXT) {
            return ClassName.get(String.class);
        } else if (t == Type.Prim.POINT) {
            return POINT;
        } else if (t == Type.Prim.HEX) {
            return HEX;
        } else if (t == Type.Prim.HEXSIDE) {
            return HEXSIDE;
        } else if (t == Type.Prim.SQUARE) {
            return SQUARE;
        } else if (t == Type.Prim.EDGE) {
            return EDGE;
        } else if (t == Type.Prim.VERTEX) {
            return VERTEX;
        } else if (t instanceof Type.SquareMapType m) {
            ClassName map = ClassName.get("org.rulesc.runtime", "SquareMap");
            if (m.layers() != null) {
                Decl.Layers l = m.layers();
                return ParameterizedTypeName.get(map, ClassName.get(pkg, JavaNames.declaredType(l.name().text())),
                        l.layers().stream().anyMatch(Decl.Layer::edge)
                                ? ClassName.get(pkg, JavaNames.declaredType(l.name().text()) + JavaNames.EDGE)
                                : ClassName.get(Void.class));
            }
            return ParameterizedTypeName.get(map, ClassName.get(pkg, JavaNames.typeOf(m.terrain())),
                    ClassName.get(Void.class));
        } else if (t instanceof Type.LayersType l) {
            return ClassName.get(pkg, JavaNames.declaredType(l.decl().name().text()) + (l.edge() ? JavaNames.EDGE : ""));
        } else if (t instanceof Type.MapType m) {
            return ParameterizedTypeName.get(HEX_MAP, ClassName.get(pkg, JavaNames.declaredType(m.terrain().name().text())));
        } else if (t instanceof Type.EnumType e) {
            return ClassName.get(pkg, JavaNames.declaredType(e.decl().name().text()));
        } else if (t instanceof Type.KindType k) {
            return ClassName.get(pkg, JavaNames.declaredType(k.decl().name().text()));
        } else if (t instanceof Type.BuildType b) {
            return ClassName.get(pkg, JavaNames.declaredType(b.decl().name().text()));
        } else if (t instanceof Type.ListType l) {
            return ParameterizedTypeName.get(ClassName.get(List.class), of(l.element()).box());
        }
        return ClassName.get(Object.class);
    }

    /** The class of an enum, kind, build or layers of the rulebook. */
    ClassName declared(String rulebookName) {
        return ClassName.get(pkg, JavaNames.declaredType(rulebookName));
    }

    ClassName named(String rulebookName) {
        return ClassName.get(pkg, JavaNames.type(rulebookName));
    }

    ClassName named(String rulebookName, String suffix) {
        return ClassName.get(pkg, JavaNames.type(rulebookName) + suffix);
    }

    /**
     * The compact constructor of a record whose components include lists: each list is copied
     * (unmodifiable, so a record never changes under its holder), or null when none is given;
     * none when no component is a list.
     */
    static List<MethodSpec> copyingLists(MethodSpec components) {
        MethodSpec.Builder compact = MethodSpec.compactConstructorBuilder()
                .addModifiers(Modifier.PUBLIC);
        boolean any = false;
        for (ParameterSpec p : components.parameters()) {
            if (p.type() instanceof ParameterizedTypeName list && list.rawType().equals(ClassName.get(List.class))) {
                compact.addStatement("$L = $L == null ? null : $T.copyOf($L)", p.name(), p.name(), List.class, p.name());
                any = true;
            }
        }
        return any ? List.of(compact.build()) : List.of();
    }
}
