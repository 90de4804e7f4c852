package org.rulesc.compiler.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.check.Expressions;
import org.rulesc.compiler.diag.Diagnostic;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.interpret.Env;
import org.rulesc.compiler.interpret.Interpreter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.parse.RulebookParser;

/**
 * Values written on the command line in the rulebook language ({@code 'hit_number(scout, 4)'},
 * {@code judge=3}, {@code at=hex"0707"}): parsed and checked against the rulebook, errors shown
 * like a rulebook's own (the argument is the "file", columns count within it).
 */
final class CommandLineValues {
    private final Context ctx;
    private final Model model;
    private final Interpreter interpreter;

    CommandLineValues(Context ctx, Model model, Interpreter interpreter) {
        this.ctx = ctx;
        this.model = model;
        this.interpreter = interpreter;
    }

    /** A checked expression, or null when it has errors (printed). */
    Expr expression(String text, String where) {
        Reporter reporter = new Reporter(new SourceFile(where, text));
        Expr e = RulebookParser.parseExpression(reporter).orElse(null);
        if (e != null) {
            Expressions.check(model, e, reporter);
        }
        return print(reporter) ? null : e;
    }

    /**
     * The arguments of a check (or formula…) from {@code name=value} words, in parameter order;
     * null when one has errors (printed).
     *
     * @throws UserError for a word that is not {@code name=value}, an unknown or missing name
     */
    List<Object> arguments(String callee, List<Decl.Param> params, List<String> words) {
        Map<String, String> given = new LinkedHashMap<>();
        for (String w : words) {
            int eq = w.indexOf('=');
            if (eq <= 0) {
                throw new UserError("`" + w + "` is not name=value (write the arguments of " + callee + " as "
                        + example(params) + ")");
            }
            String name = w.substring(0, eq).trim();
            if (params.stream().noneMatch(p -> p.name().text().equals(name))) {
                String hint = Suggestions.didYouMean(name, params.stream().map(p -> p.name().text()).toList());
                throw new UserError(callee + " has no parameter `" + name + "`"
                        + (hint == null ? "" : " (" + hint + ")") + "; its parameters: " + example(params));
            }
            if (given.put(name, w.substring(eq + 1)) != null) {
                throw new UserError("`" + name + "` is given twice");
            }
        }
        List<Object> out = new ArrayList<>();
        boolean failed = false;
        for (Decl.Param p : params) {
            String text = given.get(p.name().text());
            if (text == null) {
                throw new UserError("missing argument `" + p.name().text() + "` of " + callee + " (write "
                        + example(params) + ")");
            }
            Reporter reporter = new Reporter(new SourceFile("argument " + p.name().text(), text));
            Expr e = RulebookParser.parseExpression(reporter).orElse(null);
            if (e != null) {
                Expressions.expect(model, e, p.type(), "the argument `" + p.name().text() + "`", reporter);
            }
            if (print(reporter) || e == null) {
                failed = true;
                continue;
            }
            out.add(interpreter.eval(model.typed(e), Env.empty())); // checked above, in the model's scope
        }
        return failed ? null : out;
    }

    private static String example(List<Decl.Param> params) {
        return params.isEmpty() ? "no arguments"
                : String.join(" ", params.stream().map(p -> p.name().text() + "=…").toList());
    }

    /** Prints the reporter's diagnostics; true when there was an error. */
    private boolean print(Reporter reporter) {
        for (Diagnostic d : reporter.diagnostics()) {
            String text = d.render();
            ctx.err().print(text.endsWith("\n") ? text : text + "\n");
        }
        return reporter.hasErrors();
    }
}
