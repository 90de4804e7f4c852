package org.rulesc.compiler.model;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;

/**
 * How rulebook names become Java names: the one place that decides it, for the emitters and
 * for the checker's clash report alike.
 *
 * <p>The scheme is context-free and injective: a name's Java spelling depends only on the name
 * and on which style it is spelt in (a class, a member, a constant, a package segment), never on
 * the other names of the rulebook, and two different names never get the same spelling in one
 * style. Three kinds of name:
 *
 * <ul>
 *   <li><b>ordinary</b> names keep the conventional spelling: {@code at_max_range} is the class
 *       {@code AtMaxRange}, the member {@code atMaxRange} and the constant {@code AT_MAX_RANGE}.
 *       A name is ordinary in the snake styles when it is {@code snake_case}: words of ASCII
 *       lower-case letters, digits and caseless letters (kana, kanji …), joined by single
 *       underscores, each word after the first starting with an ASCII lower-case letter. In the
 *       declared-type style (enums, kinds, builds, layers) it is ordinary when it is
 *       {@code PascalCase} without underscores ({@code Terrain}, {@code ATType}), kept as written.
 *       These conversions can be undone, so they never merge two names.
 *   <li><b>reserved</b> names are ordinary names whose conventional spelling is a Java keyword,
 *       a {@code java.lang} type, an {@code Object} or enum method, a member every generated
 *       class has, or a name the generated code uses itself; they get one trailing underscore
 *       ({@code class} is {@code class_}, {@code get_class} is {@code getClass_}).
 *   <li><b>irregular</b> names (any other: {@code AB}, {@code aB}, {@code a__b}, {@code a_1},
 *       {@code a①}) are written as they are, each {@code _} doubled and each character Java does
 *       not accept in an identifier written as {@code _<hex code point>_}, followed by two
 *       underscores: {@code aB} is {@code aB__}, {@code a_1} is {@code a__1__}, {@code a①} is
 *       {@code a_2460___}.
 * </ul>
 *
 * Ordinary spellings never end in an underscore, reserved ones end in exactly one and irregular
 * ones in at least two, so the three never meet. Fixed suffixes ({@code Check}, {@code Allowed},
 * {@code Distribution}) keep a style injective; names of different constructs that meet after a
 * suffix (a check {@code attack} and an enum {@code AttackCheck}) are reported by the checker.
 * Locals the generated code declares for itself ({@code dice}, {@code roll}, {@code decision},
 * {@code diceRolled} …) are never the spelling of a rulebook variable: {@link #local} gives the
 * plain words one trailing underscore, and a word that is not reserved followed by one
 * underscore, or a leading underscore without two trailing ones, is no spelling at all.
 */
public final class JavaNames {
    /** Suffixes of the classes and members a declaration becomes besides its own name. */
    public static final String CHECK = "Check";
    /** The suffix of a game's class ({@code game duel} -> {@code DuelGame}). */
    public static final String GAME = "Game";
    /** The types a game's class declares inside it: a rulebook class of one of these names would be hidden there. */
    public static final List<String> GAME_NESTED = List.of("Piece", "State", "PieceRef", "Act", "Written", "Outcome",
            "Refusal", "Records", "Work", "Scenery");
    public static final String ORDER = "Order";
    public static final String CHAIN = "Chain";
    public static final String PHASE = "Phase";
    public static final String SIDE = "Side";
    public static final String ROLE = "Role";
    public static final String TRIGGER = "Trigger";
    public static final String SEQUENCE = "Sequence";
    public static final String STATE = "State";
    public static final String EVENT = "Event";
    public static final String EDGE = "Edge";
    public static final String RULES_TEST = "RulesTest";
    public static final String ALLOWED = "Allowed";
    public static final String BREAKDOWN = "Breakdown";
    public static final String DISTRIBUTION = "Distribution";
    /** The package-private class of a rulebook's table data: {@code <Main>Tables}. */
    public static final String TABLES = "Tables";
    /** The package-private class of a rulebook's maps: {@code <Main>Maps}. */
    public static final String MAPS = "Maps";

    /** Longest spelling (UTF-8 bytes) of a name: file names of generated classes must fit in 255 bytes. */
    public static final int MAX_NAME_BYTES = 150;

    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "var", "record", "yield", "sealed", "permits",
            "_");

    /**
     * Simple type names a generated file may mean without importing them: {@code java.lang}
     * (JDK 17 to 25), the runtime, JDK and test types the generated code refers to, and the
     * types it declares or nests itself. A rulebook type of that name would shadow them.
     */
    private static final Set<String> RESERVED_TYPES = Set.of(
            // java.lang
            "AbstractMethodError", "Appendable", "ArithmeticException", "ArrayIndexOutOfBoundsException",
            "ArrayStoreException", "AssertionError", "AutoCloseable", "Boolean", "BootstrapMethodError", "Byte",
            "Character", "CharSequence", "Class", "ClassCastException", "ClassCircularityError", "ClassFormatError",
            "ClassLoader", "ClassNotFoundException", "ClassValue", "CloneNotSupportedException", "Cloneable",
            "Comparable", "Compiler", "Deprecated", "Double", "Enum", "EnumConstantNotPresentException", "Error",
            "Exception", "ExceptionInInitializerError", "Float", "FunctionalInterface", "IllegalAccessError",
            "IllegalAccessException", "IllegalArgumentException", "IllegalCallerException",
            "IllegalMonitorStateException", "IllegalStateException", "IllegalThreadStateException",
            "IncompatibleClassChangeError", "IndexOutOfBoundsException", "InheritableThreadLocal",
            "InstantiationError", "InstantiationException", "Integer", "InternalError", "InterruptedException",
            "IO", "Iterable", "LayerInstantiationException", "LinkageError", "Long", "MatchException", "Math",
            "Module", "ModuleLayer", "NegativeArraySizeException", "NoClassDefFoundError", "NoSuchFieldError",
            "NoSuchFieldException", "NoSuchMethodError", "NoSuchMethodException", "NullPointerException", "Number",
            "NumberFormatException", "Object", "OutOfMemoryError", "Override", "Package", "Process",
            "ProcessBuilder", "ProcessHandle", "Readable", "Record", "ReflectiveOperationException", "Runnable",
            "Runtime", "RuntimeException", "RuntimePermission", "SafeVarargs", "ScopedValue", "SecurityException",
            "SecurityManager", "Short", "StackOverflowError", "StackTraceElement", "StackWalker", "StrictMath",
            "String", "StringBuffer", "StringBuilder", "StringIndexOutOfBoundsException", "StringTemplate",
            "SuppressWarnings", "System", "Thread", "ThreadDeath", "ThreadGroup", "ThreadLocal", "Throwable",
            "TypeNotPresentException", "UnknownError", "UnsatisfiedLinkError", "UnsupportedClassVersionError",
            "UnsupportedOperationException", "VerifyError", "VirtualMachineError", "Void", "WrongThreadException",
            // the runtime, the JDK and the test libraries, as generated files import them
            "AppliedModifier", "Arguments", "ArrayList", "Assertions", "CheckOutcome", "Collectors", "Continuous",
            "Dice", "DisplayName", "Distribution", "Function", "HexGrid", "HexLabels", "HexMap", "HexSight",
            "IntStream", "List", "Map", "MethodSource", "Objects", "Ordering",
            "ParameterizedTest", "Rational", "RecordScanner", "RecordSyntaxError", "RiggedDice", "RuleViolation",
            "SquareGrid", "SquareMap", "SquareSight", "Stream", "Test", "Truth", "UsageTracker", "Violation",
            // declared or nested by the generated code itself
            "Grade", "Outcome", "Decision", "Handler", "Builder", "Key", "Ranked", "Entry", "Indexed",
            "Square", "Hex", "Point", "Edge", "EdgePair", "Vertex", "Offset", "Scheme", "Adjacency");

    /**
     * Member names every class already has: a static method or record component of that name
     * would clash with {@code Object}'s. (Members only some generated classes have, such as an
     * enum's {@code name()} or an outcome's {@code roll()}, are reported by the checker for the
     * constructs that have them.)
     */
    private static final Set<String> RESERVED_MEMBERS = Set.of(
            "getClass", "hashCode", "toString", "equals", "clone", "finalize", "notify", "notifyAll", "wait",
            // a field or local of these names would obscure the packages generated code names in full
            "java", "javax", "org",
            // the helpers a main class with a non-stacking modifier group declares for itself
            "strongest", "strongestValue");

    /**
     * Parameters and locals generated methods declare beside the rulebook's own (the dice, a
     * check's roll and success, an order's actors …): a rulebook local of that name gets one
     * trailing underscore, like a reserved name.
     */
    /** Locals that generated expression code declares for itself: no binder of a rulebook gets one. */
    public static final Set<String> EMITTED_LOCALS = Set.of("decision", "diceRolled", "gradesApplied", "graded", "gradeBits", "roll",
            "dice", "success", "out", "actors", "keys", "turn", "since");

    private static final Set<String> INTERNAL_LOCALS = Set.of("dice", "roll", "success", "out", "actors", "keys",
            "turn", "since", "decision", "diceRolled", "gradesApplied", "graded", "gradeBits");

    private JavaNames() {}

    /** Whether {@code word} is a Java keyword or literal ({@code class}, {@code true}, {@code var} …). */
    public static boolean isKeyword(String word) {
        return KEYWORDS.contains(word);
    }

    /** The class of a declaration: declared types ({@code enum}, {@code kind} …) are PascalCase, the rest snake_case. */
    public static String typeOf(Decl d) {
        String name = d.name().text();
        return d instanceof Decl.Enum || d instanceof Decl.Kind || d instanceof Decl.Build || d instanceof Decl.Layers
                ? declaredType(name) : type(name);
    }

    /** The class of a part's declarations: part {@code movement} of rulebook {@code my_rules} is {@code MyRulesMovement}. */
    public static String partClass(String mainClass, Decl.Part part) {
        return mainClass + type(part.name().text());
    }

    /** The suffixes of the top-level classes one declaration becomes ({@code ""}: its own name). */
    public static List<String> classSuffixes(Decl d) {
        if (d instanceof Decl.Enum || d instanceof Decl.Kind || d instanceof Decl.Build || d instanceof Decl.Notation) {
            return List.of("");
        } else if (d instanceof Decl.Layers l) {
            return l.layers().stream().anyMatch(Decl.Layer::edge) ? List.of("", EDGE) : List.of("");
        } else if (d instanceof Decl.Check) {
            return List.of(CHECK);
        } else if (d instanceof Decl.Order) {
            return List.of(ORDER);
        } else if (d instanceof Decl.Chain) {
            return List.of(CHAIN);
        } else if (d instanceof Decl.Sequence) {
            return List.of(PHASE, SIDE, ROLE, TRIGGER, SEQUENCE);
        } else if (d instanceof Decl.Status st) {
            return st.rich() ? List.of(STATE, EVENT, "") : List.of(STATE, EVENT);
        } else if (d instanceof Decl.Game) {
            return List.of(GAME);
        }
        return List.of();
    }

    /** The snake_case class style: {@code snake_case_id} -> {@code SnakeCaseId}. */
    public static String type(String name) {
        if (!snake(name)) {
            return irregular(name);
        }
        StringBuilder out = new StringBuilder();
        for (String part : name.split("_")) {
            if (isDigit(part.charAt(0))) {
                out.append('_'); // `morale_1` is `Morale_1`, so it never meets `morale1`
            }
            out.append(Character.toUpperCase(part.charAt(0))).append(part, 1, part.length());
        }
        return reserved(out.toString(), RESERVED_TYPES);
    }

    /** The class of an enum, kind, build or layers: {@code WeaponClass} stays {@code WeaponClass}. */
    public static String declaredType(String name) {
        if (!pascal(name)) {
            return irregular(name);
        }
        return reserved(name, RESERVED_TYPES);
    }

    /** {@code at_max_range} -> {@code atMaxRange}: methods, fields, record components, parameters, locals. */
    public static String member(String name) {
        if (!snake(name)) {
            return irregular(name);
        }
        StringBuilder out = new StringBuilder();
        String[] parts = name.split("_");
        out.append(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            if (isDigit(parts[i].charAt(0))) {
                out.append('_');
            }
            out.append(Character.toUpperCase(parts[i].charAt(0))).append(parts[i], 1, parts[i].length());
        }
        return reserved(out.toString(), RESERVED_MEMBERS);
    }

    /** A parameter or local of generated code for a rulebook variable: its member spelling, kept clear of the generated locals. */
    public static String local(String name) {
        String member = member(name);
        return INTERNAL_LOCALS.contains(member) ? member + "_" : member;
    }

    /** {@code pistol} -> {@code PISTOL}, {@code max_range} -> {@code MAX_RANGE}: enum constants. */
    public static String constant(String name) {
        if (!snake(name)) {
            return irregular(name);
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            out.append(c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c);
        }
        return out.toString();
    }

    /** A package segment for a rulebook id: snake_case ids stay as written. */
    public static String packageSegment(String id) {
        return snake(id) ? reserved(id, Set.of()) : irregular(id);
    }

    /** Whether a {@code package} segment is usable as written: a Java identifier and no keyword. */
    public static boolean validSegment(String segment) {
        if (segment.isEmpty() || KEYWORDS.contains(segment)) {
            return false;
        }
        for (int i = 0; i < segment.length(); ) {
            int c = segment.codePointAt(i);
            if (c == '$' || Character.isIdentifierIgnorable(c)
                    || !(i == 0 ? Character.isJavaIdentifierStart(c) : Character.isJavaIdentifierPart(c))) {
                return false;
            }
            i += Character.charCount(c);
        }
        return true;
    }

    /** The most UTF-8 bytes any spelling of the name takes. */
    public static int longestSpelling(String name) {
        return Math.max(Math.max(utf8Length(type(name)), utf8Length(declaredType(name))),
                Math.max(utf8Length(member(name)), utf8Length(constant(name))));
    }

    /** How many UTF-8 bytes a spelling takes. */
    public static int utf8Length(String java) {
        return java.getBytes(StandardCharsets.UTF_8).length;
    }

    /** snake_case: words of a-z, 0-9 and caseless letters joined by single underscores; later words start a-z. */
    static boolean snake(String name) {
        if (name.isEmpty()) {
            return false;
        }
        boolean wordStart = true;
        boolean first = true;
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            i += Character.charCount(c);
            if (c == '_') {
                if (wordStart) {
                    return false; // leading or doubled underscore
                }
                wordStart = true;
                first = false;
                continue;
            }
            boolean lower = c >= 'a' && c <= 'z';
            if (wordStart && !(lower || first && caseless(c) && Character.isJavaIdentifierStart(c)
                    || !first && isDigit(c))) {
                return false;
            }
            if (!(lower || c >= '0' && c <= '9' || caseless(c))) {
                return false;
            }
            wordStart = false;
        }
        return !wordStart;
    }

    /** PascalCase: starts with A-Z or a caseless letter, then letters A-Z, a-z, digits and caseless letters. */
    static boolean pascal(String name) {
        if (name.isEmpty()) {
            return false;
        }
        int first = name.codePointAt(0);
        if (!(first >= 'A' && first <= 'Z' || caseless(first) && Character.isJavaIdentifierStart(first))) {
            return false;
        }
        return name.codePoints().allMatch(c -> c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
                || caseless(c));
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** A letter or digit outside ASCII that has no case and that Java takes as it is (kana, kanji …). */
    private static boolean caseless(int c) {
        return c > 127 && Character.isJavaIdentifierPart(c) && !Character.isIdentifierIgnorable(c)
                && (Character.isLetter(c) || Character.isDigit(c)) && !Character.isUpperCase(c)
                && !Character.isLowerCase(c) && !Character.isTitleCase(c) && Character.toUpperCase(c) == c
                && Character.toLowerCase(c) == c;
    }

    private static String reserved(String java, Set<String> reserved) {
        return KEYWORDS.contains(java) || reserved.contains(java) ? java + "_" : java;
    }

    /** An irregular name: its body, then two underscores. */
    private static String irregular(String name) {
        return irregularBody(name) + "__";
    }

    /** Every {@code _} doubled, every character Java rejects (or ignores) as {@code _<hex>_}. */
    private static String irregularBody(String name) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            boolean start = i == 0;
            i += Character.charCount(c);
            if (c == '_') {
                out.append("__");
            } else if (c != '$' && !Character.isIdentifierIgnorable(c)
                    && (start ? Character.isJavaIdentifierStart(c) : Character.isJavaIdentifierPart(c))) {
                out.appendCodePoint(c);
            } else {
                out.append('_').append(Integer.toHexString(c)).append('_');
            }
        }
        return out.toString();
    }
}
