package org.rulesc.rulebooks.differential;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.interpret.Checks;
import org.rulesc.compiler.interpret.Values;
import org.rulesc.compiler.model.Model;
import org.rulesc.runtime.CheckOutcome;
import org.rulesc.runtime.Distribution;
import org.rulesc.runtime.Rational;
import org.rulesc.runtime.RuleViolation;

/**
 * The generated engine of one rulebook, called by reflection, and one neutral form for the
 * values both back ends return: enum and entry constants by their rulebook id, generated records
 * and build values as lists of their components, everything else (numbers, hexes, squares) as is.
 */
final class JavaSide {
    private final Model model;
    final Class<?> main;

    JavaSide(Model model) throws ClassNotFoundException {
        this.model = model;
        this.main = Class.forName(model.javaPackage + "." + JavaNames.type(model.rulebook.id().text()));
    }

    /**
     * The class that has a declaration's methods: its {@code part}'s class when it is in one,
     * else the rulebook's main class.
     */
    Class<?> owner(org.rulesc.compiler.ast.Decl d) {
        org.rulesc.compiler.ast.Decl.Part part = model.partOf.get(d);
        if (part == null) {
            return main;
        }
        try {
            return Class.forName(model.javaPackage + "." + JavaNames.partClass(main.getSimpleName(), part));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("no class for part " + part.name().text(), e);
        }
    }

    /** The class of an enum, kind or build: its declared-type spelling ({@code Ground}, not {@code Ground__}). */
    Class<?> declaredType(String rulebookName) throws ClassNotFoundException {
        return Class.forName(model.javaPackage + "." + JavaNames.declaredType(rulebookName));
    }

    Class<?> checkClass(String check) throws ClassNotFoundException {
        return Class.forName(model.javaPackage + "." + JavaNames.type(check) + "Check");
    }

    Class<?> chainClass(String chain) throws ClassNotFoundException {
        return Class.forName(model.javaPackage + "." + JavaNames.type(chain) + "Chain");
    }

    /** The generated constant of an enum or kind with this rulebook id. */
    Object constant(Class<?> enumClass, String id) {
        for (Object c : enumClass.getEnumConstants()) {
            if (id(c).equals(id)) {
                return c;
            }
        }
        throw new IllegalStateException("no constant " + id + " in " + enumClass);
    }

    static String id(Object generatedEnum) {
        try {
            return (String) generatedEnum.getClass().getMethod("id").invoke(generatedEnum);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A public static method of {@code owner} by name and parameter count. */
    static Method method(Class<?> owner, String name, int params) {
        for (Method m : owner.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == params) {
                return m;
            }
        }
        throw new IllegalStateException("no method " + name + "/" + params + " in " + owner);
    }

    /** The call's result in neutral form, or {@code refused}/{@code arithmetic} for what it throws. */
    Object invoke(Method m, Object... args) {
        try {
            return neutral(m.invoke(null, args));
        } catch (InvocationTargetException e) {
            return outcomeOf(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What a call threw, as a comparable verdict: a refusal, an arithmetic error, or another exception's class. */
    static Object outcomeOf(Throwable t) {
        if (t instanceof RuleViolation) {
            return "<refused>";
        } else if (t instanceof ArithmeticException) {
            return "<arithmetic>";
        } else if (t instanceof RuntimeException) {
            return "<" + t.getClass().getSimpleName() + ">";
        }
        throw new AssertionError("unexpected " + t, t);
    }

    /** What every check outcome begins with, in the interpreter's order ({@link #neutral(Checks.Outcome)}). */
    private static final List<String> OUTCOME_HEAD = List.of("roll", "rolled", "success", "result");

    /** A value of either back end in the neutral form in which the two are compared. */
    Object neutral(Object v) {
        if (v instanceof Values.EnumValue e) {
            return "#" + e.id();
        } else if (v instanceof Values.EntryValue e) {
            return "#" + e.id();
        } else if (v instanceof Enum<?> e && e.getClass().getName().startsWith(model.javaPackage)
                || v != null && v.getClass().isEnum() && v.getClass().getName().startsWith(model.javaPackage)) {
            return "#" + id(v);
        } else if (v instanceof Values.RecordValue r) {
            List<Object> out = new ArrayList<>();
            r.fields().values().forEach(x -> out.add(neutral(x)));
            return out;
        } else if (v instanceof Record r && r.getClass().getName().startsWith(model.javaPackage)) {
            List<Object> out = new ArrayList<>();
            try {
                if (r instanceof CheckOutcome) {
                    // a check's outcome: roll, rolled, success and result first, whether the record holds
                    // them or derives them (a check that always rolls, or has no grades, derives them)
                    for (String derivable : OUTCOME_HEAD) {
                        out.add(neutral(r.getClass().getMethod(derivable).invoke(r)));
                    }
                }
                for (RecordComponent c : r.getClass().getRecordComponents()) {
                    if (!(r instanceof CheckOutcome) || !OUTCOME_HEAD.contains(c.getName())) {
                        out.add(neutral(c.getAccessor().invoke(r)));
                    }
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            return out;
        } else if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(x -> out.add(neutral(x)));
            return out;
        }
        return v;
    }

    /** An interpreted outcome in the neutral form of the generated {@code Outcome} record's components. */
    List<Object> neutral(Checks.Outcome o) {
        List<Object> out = new ArrayList<>();
        out.add(o.roll());
        out.add(o.rolled());
        out.add(o.success());
        out.add("#" + o.grade());
        if (o.grades() != null) {
            out.add(o.grades().stream().map(g -> "#" + g).toList());
        }
        out.addAll(o.sums().values());
        o.outputs().values().forEach(x -> out.add(neutral(x)));
        return out;
    }

    /** A distribution with its keys in neutral form (merging keys that become equal). */
    Map<Object, Rational> neutral(Distribution<?> d, java.util.function.Function<Object, Object> key) {
        Map<Object, Rational> out = new java.util.HashMap<>();
        for (Map.Entry<?, Rational> e : d.asMap().entrySet()) {
            out.merge(key.apply(e.getKey()), e.getValue(), Rational::plus);
        }
        return out;
    }
}
