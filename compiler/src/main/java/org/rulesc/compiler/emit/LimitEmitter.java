package org.rulesc.compiler.emit;

import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;

/** Usage limits: one {@code Limit} enum counting uses with a {@code UsageTracker}, per owner when asked. */
final class LimitEmitter {
    private LimitEmitter() {}

    static TypeSpec limits(EmitContext ctx, List<Decl.Limit> limits) {
        TypeSpec.Builder type = TypeSpec.enumBuilder("Limit").addModifiers(Modifier.PUBLIC)
                .addJavadoc("Usage limits (so many uses per turn, per battle, …); count them with a {@code UsageTracker}.\n");
        for (Decl.Limit l : limits) {
            type.addEnumConstant(JavaNames.constant(l.name().text()), TypeSpec.anonymousClassBuilder("$S, $S, $L, $S, $S",
                    l.name().text(), l.label() == null ? l.name().text() : l.label(), l.max(), l.scope().text(),
                    l.owner() == null ? null : l.owner().text())
                    .addJavadoc(Docs.of(l.label(), l.meta())).build());
        }
        // one overload per kind of owner, so each entry (or member) is counted on its own
        java.util.Map<String, Decl> owners = new java.util.LinkedHashMap<>();
        limits.stream().filter(l -> l.owner() != null)
                .forEach(l -> owners.putIfAbsent(l.owner().text(), ctx.construct(l, Construct.Limit.class).owner()));
        for (java.util.Map.Entry<String, Decl> ownerDecl : owners.entrySet()) {
            String owner = ownerDecl.getKey();
            ClassName ownerType = ctx.type(ownerDecl.getValue());
            type.addMethod(MethodSpec.methodBuilder("use").addModifiers(Modifier.PUBLIC)
                    .addParameter(EmitContext.USAGE_TRACKER, "tracker").addParameter(ownerType, "owner")
                    .addJavadoc("Counts one use by {@code owner}.\n@param tracker the uses so far\n@param owner who uses it\n"
                            + "@throws RuleViolation when its limit is reached\n")
                    .addStatement("tracker.use(keyFor($S, owner.id()), max, scope)", owner).build());
            type.addMethod(MethodSpec.methodBuilder("tryUse").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                    .addParameter(EmitContext.USAGE_TRACKER, "tracker").addParameter(ownerType, "owner")
                    .addJavadoc("Counts one use by {@code owner} if its limit allows it.\n@param tracker the uses so far\n"
                            + "@param owner who uses it\n@return false when the limit is reached\n")
                    .addStatement("return tracker.tryUse(keyFor($S, owner.id()), max, scope)", owner).build());
        }
        type.addMethod(MethodSpec.methodBuilder("keyFor").addModifiers(Modifier.PRIVATE).returns(String.class)
                .addParameter(String.class, "ownerKind").addParameter(String.class, "ownerId")
                .addJavadoc("The tracker key: the limit, and for a limit counted per owner, the owner too.\n")
                .beginControlFlow("if (!$T.equals(ownerKind, owner))", java.util.Objects.class)
                .addStatement("throw new $T(id, label + (owner == null ? $S : $S + owner + $S))",
                        EmitContext.RULE_VIOLATION, " is not counted per owner: call use(tracker)",
                        " is counted per ", ": pass it")
                .endControlFlow()
                .addStatement("return ownerId == null ? id : id + $S + ownerId", ":").build());
        type.addField(String.class, "id", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "label", Modifier.PRIVATE, Modifier.FINAL)
                .addField(int.class, "max", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "scope", Modifier.PRIVATE, Modifier.FINAL)
                .addField(String.class, "owner", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addParameter(String.class, "id").addParameter(String.class, "label")
                        .addParameter(int.class, "max").addParameter(String.class, "scope").addParameter(String.class, "owner")
                        .addStatement("this.id = id").addStatement("this.label = label")
                        .addStatement("this.max = max").addStatement("this.scope = scope")
                        .addStatement("this.owner = owner").build())
                .addMethod(SequenceEmitter.getter("id", ClassName.get(String.class), "The name used in the rulebook."))
                .addMethod(SequenceEmitter.getter("label", ClassName.get(String.class),
                        "The name used in the source document."))
                .addMethod(SequenceEmitter.getter("max", com.palantir.javapoet.TypeName.INT, "Uses allowed per scope."))
                .addMethod(SequenceEmitter.getter("scope", ClassName.get(String.class),
                        "When the count starts again (turn, phase, battle, …)."))
                .addMethod(MethodSpec.methodBuilder("use").addModifiers(Modifier.PUBLIC)
                        .addParameter(EmitContext.USAGE_TRACKER, "tracker")
                        .addJavadoc("Counts one use.\n@param tracker the uses so far\n@throws RuleViolation when the limit is already reached, or is"
                                + " counted per owner\n")
                        .addStatement("tracker.use(keyFor(null, null), max, scope)").build())
                .addMethod(MethodSpec.methodBuilder("tryUse").addModifiers(Modifier.PUBLIC).returns(boolean.class)
                        .addParameter(EmitContext.USAGE_TRACKER, "tracker")
                        .addJavadoc("Counts one use if the limit allows it.\n@param tracker the uses so far\n"
                                + "@return false when the limit is reached\n")
                        .addStatement("return tracker.tryUse(keyFor(null, null), max, scope)").build());
        return type.build();
    }
}
