package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.grammar.RulesParser.*;

/** Parse tree to AST for expressions, literals and dice. */
final class ExprBuilder {
    private int badNumbers;
    private final Reporter reporter;

    ExprBuilder(Reporter reporter) {
        this.reporter = reporter;
    }

    Expr expr(ExprContext e) {
        Span span = span(e);
        if (e instanceof PrimaryExprContext p) {
            return primary(p.primary());
        } else if (e instanceof FieldExprContext f) {
            return new Expr.Field(expr(f.expr()), name(f.name()), span);
        } else if (e instanceof IndexExprContext x) {
            return new Expr.Index(expr(x.expr(0)), expr(x.expr(1)), span);
        } else if (e instanceof UnaryExprContext u) {
            String op = u.op.getText().equals("not") ? "!" : u.op.getText();
            Expr operand = expr(u.expr());
            if (op.equals("-") && operand instanceof Expr.IntLit lit) {
                return new Expr.IntLit(-lit.value(), span);
            }
            return new Expr.Unary(op, operand, span);
        } else if (e instanceof MulExprContext m) {
            return new Expr.Binary(m.op.getText(), expr(m.expr(0)), expr(m.expr(1)), span);
        } else if (e instanceof AddExprContext m) {
            return new Expr.Binary(m.op.getText(), expr(m.expr(0)), expr(m.expr(1)), span);
        } else if (e instanceof CompareExprContext m) {
            return new Expr.Binary(m.op.getText(), expr(m.expr(0)), expr(m.expr(1)), span);
        } else if (e instanceof EqualExprContext m) {
            return new Expr.Binary(m.op.getText(), expr(m.expr(0)), expr(m.expr(1)), span);
        } else if (e instanceof ContainsExprContext m) {
            return new Expr.Binary("contains", expr(m.expr(0)), expr(m.expr(1)), span);
        } else if (e instanceof AndExprContext m) {
            return new Expr.Binary("&&", expr(m.expr(0)), expr(m.expr(1)), span);
        } else if (e instanceof OrExprContext m) {
            return new Expr.Binary("||", expr(m.expr(0)), expr(m.expr(1)), span);
        } else if (e instanceof IfExprContext i) {
            return new Expr.If(expr(i.expr(0)), expr(i.expr(1)), expr(i.expr(2)), span);
        } else if (e instanceof LetExprContext l) {
            return new Expr.Let(name(l.name()), expr(l.expr(0)), expr(l.expr(1)), span);
        }
        throw new IllegalStateException("unhandled expression " + e.getClass().getSimpleName());
    }

    private Expr primary(PrimaryContext p) {
        Span span = span(p);
        if (p instanceof IntLiteralContext i) {
            return new Expr.IntLit(parseLong(i.INT().getSymbol()), span);
        } else if (p instanceof HexLiteralContext h) {
            String text = h.HEX_LITERAL().getText();
            return new Expr.HexLit(text.substring(4, text.length() - 1), span);
        } else if (p instanceof QuantityLiteralContext q) {
            return quantity(q.QUANTITY().getSymbol());
        } else if (p instanceof StringLiteralContext s) {
            return new Expr.TextLit(AstBuilder.unquote(s.STRING().getText()), span);
        } else if (p instanceof TrueLiteralContext) {
            return new Expr.BoolLit(true, span);
        } else if (p instanceof FalseLiteralContext) {
            return new Expr.BoolLit(false, span);
        } else if (p instanceof AggregateExprContext a) {
            return new Expr.Aggregate(a.aggregate.getText(), a.index == null ? null : name(a.index), name(a.var),
                    expr(a.source), expr(a.body), span);
        } else if (p instanceof FoldExprContext f) {
            return new Expr.Fold(f.fold.getText(), name(f.acc), expr(f.init), f.index == null ? null : name(f.index),
                    name(f.var), expr(f.source), expr(f.body), span);
        } else if (p instanceof ReachableExprContext r) {
            return new Expr.Reachable(name(r.name()), expr(r.start), expr(r.dest), expr(r.steps), expr(r.expr(3)), span);
        } else if (p instanceof CallExprContext c) {
            return call(c.call());
        } else if (p instanceof RecordExprContext r) {
            return new Expr.RecordLit(name(r.name()), fieldValues(r.fieldValue()), span);
        } else if (p instanceof ListExprContext l) {
            List<Expr> elements = new ArrayList<>();
            for (ExprContext e : l.expr()) {
                elements.add(expr(e));
            }
            return new Expr.ListLit(elements, span);
        } else if (p instanceof NameExprContext n) {
            return new Expr.NameRef(name(n.name()));
        } else if (p instanceof ParenExprContext paren) {
            return expr(paren.expr());
        }
        throw new IllegalStateException("unhandled primary " + p.getClass().getSimpleName());
    }

    Expr.Call call(CallContext c) {
        List<Expr.Argument> args = new ArrayList<>();
        for (ArgumentContext a : c.argument()) {
            args.add(new Expr.Argument(a.name() == null ? null : name(a.name()), expr(a.expr())));
        }
        return new Expr.Call(name(c.callee), args, span(c));
    }

    List<Expr.FieldValue> fieldValues(List<FieldValueContext> values) {
        List<Expr.FieldValue> out = new ArrayList<>();
        for (FieldValueContext v : values) {
            out.add(new Expr.FieldValue(name(v.name()), expr(v.expr())));
        }
        return out;
    }

    Expr.QuantityLit quantity(Token token) {
        String text = token.getText();
        int split = 0;
        while (split < text.length() && Character.isDigit(text.charAt(split))) {
            split++;
        }
        long amount = parseLong(token, text.substring(0, split));
        return new Expr.QuantityLit(amount, text.substring(split), span(token));
    }

    Decl.DiceSpec dice(Token token) {
        String text = token.getText();
        int d = text.indexOf('d');
        int end = DiceClauses.sidesEnd(text, d); // past the faces: what follows are mechanics (4d6kh3)
        int bad = badNumbers;
        long count = d == 0 ? 1 : parseLong(token, text.substring(0, d));
        long sides = text.charAt(d + 1) == '%' ? 100 : parseLong(token, text.substring(d + 1, end));
        if (badNumbers > bad) {
            return new Decl.DiceSpec(null, 1, 6, span(token)); // reported; the declaration is left out
        }
        if (sides < 1 || sides > 1000) {
            reporter.report(Code.DIE_FACES_OUT_OF_RANGE, span(token));
            sides = 6;
        }
        if (count < 1) {
            reporter.report(Code.NO_DICE, span(token));
            count = 1;
        } else if (count > 20) {
            reporter.report(Code.TOO_MANY_DICE, span(token), count);
            count = 1;
        }
        return new Decl.DiceSpec(null, count, (int) sides, span(token), end < text.length() ? text : null);
    }

    /** How many numbers so far did not fit an int (each reported). */
    int badNumbers() {
        return badNumbers;
    }

    long parseLong(Token token) {
        return parseLong(token, token.getText());
    }

    private long parseLong(Token token, String digits) {
        try {
            long v = Long.parseLong(digits);
            if (v > Integer.MAX_VALUE) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            reporter.report(Code.NUMBER_TOO_LARGE, span(token), digits);
            badNumbers++;
            return 0;
        }
    }

    Name name(NameContext n) {
        return new Name(n.getText(), span(n));
    }

    Span span(ParserRuleContext c) {
        Token start = c.getStart();
        Token stop = c.getStop() == null ? start : c.getStop();
        // positions count code points (ANTLR's), so lengths must too: an emoji is one column
        int length = start.getLine() == stop.getLine()
                ? stop.getCharPositionInLine() + codePoints(stop.getText()) - start.getCharPositionInLine()
                : codePoints(start.getText());
        return new Span(reporter.file().displayPath(), start.getLine(), start.getCharPositionInLine() + 1,
                Math.max(1, length));
    }

    Span span(Token t) {
        return new Span(reporter.file().displayPath(), t.getLine(), t.getCharPositionInLine() + 1,
                Math.max(1, codePoints(t.getText())));
    }

    static int codePoints(String text) {
        return text.codePointCount(0, text.length());
    }
}
