package org.rulesc.compiler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hostile cases too big to keep as files: deep nesting of every kind, long flat runs of one
 * operator, and thousands of warnings. Nesting is bounded at 100 levels and a run of one
 * operator at 10,000 operands (see {@code NestingLimits}); each bound is tested just inside
 * (it compiles, and javac compiles the result) and outside (a positioned error).
 */
final class GeneratedHostileCases {
    private GeneratedHostileCases() {}

    /** The header takes lines 1–5; the case's first declaration is on line 6. */
    private static String header(String id) {
        return "rulebook " + id + " \"" + id + "\" version \"1\" {\n  die d6\n  space continuous\n  unit cm\n}\n";
    }

    private static HostileIoCorpusTest.Case of(String id, String body, String... expects) {
        return new HostileIoCorpusTest.Case(id + " (generated)", List.of(new SourceFile(id + ".rules", header(id) + body)),
                List.of(expects));
    }

    private static String repeat(String s, int n) {
        return String.join("", Collections.nCopies(n, s));
    }

    private static String join(String sep, String item, int n) {
        return String.join(sep, Collections.nCopies(n, item));
    }

    static List<HostileIoCorpusTest.Case> all() {
        List<HostileIoCorpusTest.Case> cases = new ArrayList<>();
        String tooDeep = "E0012 expression nested too deeply (over 100 levels)";
        // parentheses
        cases.add(of("parens_90", "const a: int = " + repeat("(", 90) + "7" + repeat(")", 90)
                + " cite \"1\"\nexample \"e\" { expect a == 7 }\n", "ok"));
        cases.add(of("parens_101", "const a: int = " + repeat("(", 101) + "7" + repeat(")", 101) + " cite \"1\"\n",
                "error 6:116 " + tooDeep));
        cases.add(of("parens_5000", "const a: int = " + repeat("(", 5000) + "7" + repeat(")", 5000) + " cite \"1\"\n",
                "error 6:136 " + tooDeep));
        cases.add(of("parens_200000", "const a: int = " + repeat("(", 200_000) + "7" + repeat(")", 200_000)
                + " cite \"1\"\n", "error 6:136 " + tooDeep));
        cases.add(of("brackets_5000", "const a: list<int> = " + repeat("[", 5000) + "7" + repeat("]", 5000)
                + " cite \"1\"\n", "error 6:142 " + tooDeep));
        // if, let, unary operators
        cases.add(of("if_90", "const a: int = " + repeat("if true then ", 90) + "7" + repeat(" else 0", 90)
                + " cite \"1\"\nexample \"e\" { expect a == 7 }\n", "ok"));
        cases.add(of("if_5000", "const a: int = " + repeat("if true then ", 5000) + "7" + repeat(" else 0", 5000)
                + " cite \"1\"\n", "error 6:1306 " + tooDeep));
        cases.add(of("else_if_5000", "const a: int = " + repeat("if false then 0 else ", 5000) + "7"
                + " cite \"1\"\n", "error 6:2098 " + tooDeep));
        cases.add(of("let_90", "formula f (x: int) -> int = " + lets(90) + "x cite \"1\"\nexample \"e\" { expect f(1) == 1 }\n",
                "ok"));
        cases.add(of("let_2000", "formula f (x: int) -> int = " + lets(2000) + "x cite \"1\"\n",
                "error 6:" + (29 + lets(99).length() + "let v99 = ".length()) + " " + tooDeep));
        cases.add(of("minus_90", "const a: int = " + repeat("- ", 90) + "7 cite \"1\"\nexample \"e\" { expect a == 7 }\n",
                "ok"));
        cases.add(of("minus_5000", "const a: int = " + repeat("-", 5000) + "7 cite \"1\"\n", "error 6:116 " + tooDeep));
        cases.add(of("not_5000", "const a: bool = " + repeat("!", 5000) + "true cite \"1\"\n", "error 6:117 " + tooDeep));
        cases.add(of("not_word_90", "const a: bool = " + repeat("not ", 90) + "true cite \"1\"\n"
                + "example \"e\" { expect a }\n", "ok"));
        // calls and types
        cases.add(of("calls_90", "formula f (x: int) -> int = x + 1 cite \"1\"\nconst a: int = " + repeat("f(", 90) + "0"
                + repeat(")", 90) + " cite \"1\"\nexample \"e\" { expect a == 90 }\n", "ok"));
        cases.add(of("calls_300", "formula f (x: int) -> int = x + 1 cite \"1\"\nconst a: int = " + repeat("f(", 300) + "0"
                + repeat(")", 300) + " cite \"1\"\n", "error 7:257 " + tooDeep));
        cases.add(of("list_type_5000", "const a: " + repeat("list<", 5000) + "int" + repeat(">", 5000)
                + " = [] cite \"1\"\n", "error 6:510 " + tooDeep));
        cases.add(of("nested_lists_30", "const a: " + repeat("list<", 30) + "int" + repeat(">", 30) + " = "
                + repeat("[", 30) + "7" + repeat("]", 30) + " cite \"1\"\nexample \"e\" { expect a != [] }\n", "ok"));
        // flat runs: fine up to 10,000 operands, and the generated Java must compile and compute the same value
        cases.add(of("plus_2000", "const a: int = " + join(" + ", "1", 2000) + " cite \"1\"\n"
                + "example \"e\" { expect a == 2000 }\n", "ok"));
        cases.add(of("plus_10000", "const a: int = " + join(" + ", "1", 10_000) + " cite \"1\"\n"
                + "example \"e\" { expect a == 10000 }\n", "ok"));
        cases.add(of("plus_10001", "const a: int = " + join(" + ", "1", 10_001) + " cite \"1\"\n",
                "error 6:16 E0013 expression too long: more than 10000 operands in one run of the same operator"));
        cases.add(mixedSum());
        cases.add(of("formula_plus_3000", "formula f (x: int) -> int = " + join(" + ", "x", 3000) + " cite \"1\"\n"
                + "example \"e\" { expect f(2) == 6000 }\n", "ok"));
        cases.add(of("and_3000", "formula f (x: int) -> bool = " + join(" && ", "x > 0", 3000) + " cite \"1\"\n"
                + "example \"e\" { expect f(1)\n expect !f(0) }\n", "ok"));
        cases.add(of("or_3000", "formula f (x: int) -> bool = " + join(" || ", "x > 0", 3000) + " cite \"1\"\n"
                + "example \"e\" { expect f(1)\n expect !f(0) }\n", "ok"));
        cases.add(of("list_concat_300", "const a: list<int> = " + join(" + ", "[1]", 300) + " cite \"1\"\n"
                + "example \"e\" { expect a[299] == 1 }\n", "ok"));
        cases.add(of("times_300", "const a: int = " + join(" * ", "1", 300) + " cite \"1\"\n",
                "error 6:16 " + tooDeep));
        // thousands of warnings do not bury the error
        StringBuilder unused = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            unused.append("const c").append(i).append(": int = 1 cite \"1\"\n");
        }
        cases.add(of("warnings_3000", unused + "const bad: int = true cite \"1\"\n",
                "error 3006:18 E0201 constant `bad` must be an int, but this is a bool",
                "warning 106:7 W0901 … and 2901 more warnings in this file, not shown (from here on)"));
        return cases;
    }

    private static String lets(int n) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            out.append("let v").append(i).append(" = ").append(i).append(" in ");
        }
        return out.toString();
    }

    /** 3,000 terms of `+` and `-` with random signs; regrouped balanced, the value must not change. */
    private static HostileIoCorpusTest.Case mixedSum() {
        Random random = new Random(13);
        StringBuilder sum = new StringBuilder();
        long total = 0;
        for (int i = 0; i < 3000; i++) {
            int v = random.nextInt(10);
            boolean minus = i > 0 && random.nextBoolean();
            sum.append(i == 0 ? "" : minus ? " - " : " + ").append(v);
            total += minus ? -v : v;
        }
        return of("mixed_sum_3000", "const a: int = " + sum + " cite \"1\"\nexample \"e\" { expect a == " + total
                + " }\n", "ok");
    }
}
