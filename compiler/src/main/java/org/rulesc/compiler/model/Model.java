package org.rulesc.compiler.model;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Rulebook;

/**
 * A checked rulebook: the AST plus everything the checker worked out about it. Back ends
 * (emitters, and later the interpreter and differ) read only this.
 */
public final class Model {
    public final Rulebook rulebook;
    public final String javaPackage;
    public final Map<Expr, Type> types = new IdentityHashMap<>();
    public final Map<Expr, Ref> refs = new IdentityHashMap<>();
    public final Map<Expr.Call, Callee> callees = new IdentityHashMap<>();
    /** Call arguments in parameter order (named arguments sorted into place). */
    public final Map<Expr.Call, List<Expr>> arguments = new IdentityHashMap<>();
    /**
     * Each written type as the checker resolved it: back ends read a parameter's, field's or
     * result's type here, never resolving its name again.
     */
    public final Map<org.rulesc.compiler.ast.TypeRef, Type> typeRefs = new IdentityHashMap<>();
    /** Table keys that name an enum member ({@code plain:} in a table over a terrain), resolved. */
    public final Map<Decl.Key, Ref.Member> keyMembers = new IdentityHashMap<>();
    /** Entries of each kind, in declaration order. */
    public final Map<Decl.Kind, List<Decl.Entry>> entries = new IdentityHashMap<>();
    /** Enum-typed table cells and entry values resolved to their enum. */
    public final Symbols symbols;

    public Model(Rulebook rulebook, String javaPackage, Symbols symbols) {
        this.rulebook = rulebook;
        this.javaPackage = javaPackage;
        this.symbols = symbols;
    }

    /** The file a span points into: the rulebook's own, or the base's of a house rule. */
    public org.rulesc.compiler.SourceFile fileOf(org.rulesc.compiler.ast.Span span) {
        return baseFiles.getOrDefault(span.file(), rulebook.file());
    }

    /**
     * With `actions { … }`: the actions as entries of a kind named {@code Action} (its fields are
     * the actions' properties); null otherwise.
     */
    public Decl.Kind actionKind;

    /** Each checked {@code game}, with what its names resolve to. */
    public final Map<Decl.Game, PlayModel> plays = new IdentityHashMap<>();

    /** Files of base rulebooks, registered by the pipeline. */
    public final Map<String, org.rulesc.compiler.SourceFile> baseFiles = new java.util.HashMap<>();

    public Type type(Expr e) {
        return types.getOrDefault(e, Type.ERROR);
    }

    /**
     * The written type {@code ref} as the checker resolved it.
     *
     * @throws IllegalStateException when the checker never resolved it (a pass that reads a type
     *     the checker does not check: a compiler bug, reported as an internal error)
     */
    public Type type(org.rulesc.compiler.ast.TypeRef ref) {
        Type t = typeRefs.get(ref);
        if (t == null) {
            throw new IllegalStateException("the checker did not resolve the type " + ref + " at " + ref.span());
        }
        return t;
    }

    public <T extends Decl> List<T> all(Class<T> kind) {
        return rulebook.declarations().stream().filter(kind::isInstance).map(kind::cast).toList();
    }
}
