package org.rulesc.compiler.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Modifier;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.ExprWalk;
import org.rulesc.compiler.model.Construct;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.SourceText;

/**
 * An order as a class: {@code order(dice, actors, valueOf…)} puts any kind of actor in order,
 * reading each actor's values through one function per parameter; {@code rank} also gives each
 * actor's keys and rolls. The ordering itself (groups, re-rolls of ties) is the runtime's
 * {@code Ordering}; each key is a private method of the parameters and the roll.
 */
final class OrderEmitter {
    static final ClassName ORDERING = ClassName.get(EmitContext.RUNTIME, "Ordering");

    private final EmitContext ctx;
    private final Decl.Order order;
    private final TypeVariableName t = TypeVariableName.get("T_");

    OrderEmitter(EmitContext ctx, Decl.Order order) {
        this.ctx = ctx;
        this.order = order;
    }

    TypeSpec emit() {
        TypeSpec.Builder type = TypeSpec.classBuilder(ctx.types.named(order.name().text(), JavaNames.ORDER))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.of(order.label(), order.meta()))
                .addJavadoc("<p>Keys, compared in turn: $L.$L\n", keysText(),
                        order.dice() == null ? "" : " A rolled key rolls " + DiceText.of(order.dice())
                                + " for each actor still tied, and the actors tied on it roll again, only they,"
                                + " until they differ.")
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        for (int k = 0; k < order.keys().size(); k++) {
            type.addMethod(key(k));
        }
        type.addMethod(rank());
        type.addMethod(orderMethod());
        return type.build();
    }

    /** Whether a key reads the roll. */
    private static boolean rolled(Decl.OrderKey key) {
        boolean[] rolled = {false};
        ExprWalk.walk(key.key(),
                x -> rolled[0] |= x instanceof org.rulesc.compiler.ast.Expr.NameRef n && n.name().text().equals("roll"));
        return rolled[0];
    }

    private String keysText() {
        List<String> out = new ArrayList<>();
        for (Decl.OrderKey k : order.keys()) {
            out.add("{@code " + Docs.escape(SourceText.text(ctx.model, k.key())) + "} "
                    + (k.descending() ? "highest" : "lowest") + " first");
        }
        return String.join(", then ", out);
    }

    /** One key as a static method of the actor's values and the roll. */
    private MethodSpec key(int k) {
        Construct.Order typed = ctx.construct(order, Construct.Order.class);
        ExprEnv env = ctx.env(order.params()).with("roll", "roll");
        return MethodSpec.methodBuilder("key" + k).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class)
                .addParameters(ctx.parameters(typed.params()))
                .addParameter(int.class, "roll")
                .addStatement("return $L", ctx.exprs.code(typed.keys().get(k), env))
                .build();
    }

    /** {@code Function<? super T, Integer> agility} for each parameter. */
    private List<ParameterSpec> valueFunctions() {
        List<ParameterSpec> out = new ArrayList<>();
        for (Construct.Param p : ctx.construct(order, Construct.Order.class).params()) {
            TypeName value = ctx.types.of(p.type()).box();
            out.add(ParameterSpec.builder(ParameterizedTypeName.get(ClassName.get(Function.class),
                    WildcardTypeName.supertypeOf(t), value), ExprEmitter.local(p.name())).build());
        }
        return out;
    }

    private String functionArgs() {
        return String.join(", ", order.params().stream().map(p -> ExprEmitter.local(p.name().text())).toList());
    }

    private MethodSpec rank() {
        TypeName ranked = ParameterizedTypeName.get(ORDERING.nestedClass("Ranked"), t);
        MethodSpec.Builder m = MethodSpec.methodBuilder("rank").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariable(t)
                .returns(ParameterizedTypeName.get(ClassName.get(List.class), ranked))
                .addJavadoc("{@return the actors in order, each with its keys and every roll it made}\n");
        if (order.dice() != null) {
            m.addParameter(EmitContext.DICE, "dice");
        }
        m.addParameter(ParameterizedTypeName.get(ClassName.get(List.class), t), "actors")
                .addParameters(valueFunctions());
        CodeBlock.Builder keys = CodeBlock.builder();
        // the keys' lambdas take an actor: named so unless a value function has that name
        List<String> taken = new java.util.ArrayList<>(List.of("dice", "actors", "keys", "roll"));
        order.params().forEach(p -> taken.add(ExprEmitter.local(p.name().text())));
        String actor = TableEmitter.fresh("actor", taken);
        for (int k = 0; k < order.keys().size(); k++) {
            Decl.OrderKey key = order.keys().get(k);
            String values = order.params().stream().map(p -> ExprEmitter.local(p.name().text()) + ".apply(" + actor + ")")
                    .reduce((a, b) -> a + ", " + b).orElse("");
            keys.add(k == 0 ? "\n$T.key($L, $L, ($L, roll) -> key$L($L))" : ",\n$T.key($L, $L, ($L, roll) -> key$L($L))",
                    ORDERING, rolled(key), key.descending(), actor, k,
                    ExprEmitter.list(values.isEmpty() ? "roll" : values + ", roll"));
        }
        m.addStatement("$T<$T.Key<$T>> keys = $T.of($>$L$<)", List.class, ORDERING, t, List.class, keys.build());
        if (order.dice() == null) {
            m.addStatement("return $T.rank(null, 0, 1, actors, keys)", ORDERING);
        } else {
            m.addStatement("return $T.rank(dice, $L, $L, actors, keys)", ORDERING, order.dice().fixedCount(),
                    order.dice().sides());
        }
        return m.build();
    }

    private MethodSpec orderMethod() {
        MethodSpec.Builder m = MethodSpec.methodBuilder("order").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariable(t)
                .returns(ParameterizedTypeName.get(ClassName.get(List.class), t))
                .addJavadoc("{@return the actors in order, first to act first} Each actor's values are read with the\n"
                        + "functions.\n");
        if (order.dice() != null) {
            m.addParameter(EmitContext.DICE, "dice");
        }
        m.addParameter(ParameterizedTypeName.get(ClassName.get(List.class), t), "actors")
                .addParameters(valueFunctions());
        String args = (order.dice() == null ? "" : "dice, ") + "actors"
                + (order.params().isEmpty() ? "" : ", " + functionArgs());
        return m.addStatement("return rank($L).stream().map($T.Ranked::actor).toList()", args, ORDERING).build();
    }
}
