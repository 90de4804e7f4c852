package org.rulesc.compiler.format;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.rulesc.grammar.RulesLexer;
import org.rulesc.grammar.RulesParser;

/** One pass over the tokens, line by line as the author broke them: see {@link Formatter}. */
final class Layout {
    /**
     * The parts of the language written one per line inside braces (or at the top): a line that
     * starts one of them starts at the block's indentation, any other line of it is a
     * continuation and goes two spaces further.
     */
    private static final Set<Class<?>> ITEMS = Set.of(
            RulesParser.RulebookContext.class, RulesParser.DeclarationContext.class,
            RulesParser.HeaderContext.class, RulesParser.TableRow1Context.class,
            RulesParser.TableRowNContext.class, RulesParser.EnumMemberContext.class,
            RulesParser.FieldDeclContext.class, RulesParser.EntryContext.class,
            RulesParser.FieldValueContext.class, RulesParser.CheckItemContext.class,
            RulesParser.OrderKeyContext.class, RulesParser.ModifierTermContext.class,
            RulesParser.SequenceItemContext.class, RulesParser.StatusItemContext.class,
            RulesParser.BuildItemContext.class, RulesParser.LayerDeclContext.class,
            RulesParser.MapItemContext.class, RulesParser.NotationItemContext.class,
            RulesParser.AssertionContext.class, RulesParser.ProbabilityRowContext.class);

    /** An open bracket: its kind, the indentation its contents hang from, and where they line up. */
    private static final class Open {
        final String kind;
        final int base;
        final int tokenIndex;
        int align = -1;

        Open(String kind, int base, int tokenIndex) {
            this.kind = kind;
            this.base = base;
            this.tokenIndex = tokenIndex;
        }
    }

    private record Line(int from, int to) {} // token indices, to exclusive

    private final List<Token> tokens;
    private final Map<Integer, ParserRuleContext> parents;
    private final Spacing spacing;
    private final Map<Integer, Integer> tableTargets;
    private final RulesParser.FileContext tree;
    private final Deque<Open> open = new ArrayDeque<>();
    private final List<String> source;
    /** The line each token is on, and the indentation given to each line (by its first code token). */
    private Line[] lineOfToken;
    private final Map<Integer, Integer> renderedIndent = new HashMap<>();
    private int lastIndent;

    Layout(String text, List<Token> tokens, Map<Integer, ParserRuleContext> parents, RulesParser.FileContext tree) {
        this.source = text.lines().toList();
        this.tokens = tokens;
        this.parents = parents;
        this.spacing = new Spacing(parents);
        this.tree = tree;
        this.tableTargets = TableLayout.targets(tree, tokens, spacing);
    }

    String render() {
        List<Line> lines = lines();
        lineOfToken = new Line[tokens.size()];
        for (Line l : lines) {
            for (int k = l.from; k < l.to; k++) {
                lineOfToken[k] = l;
            }
        }
        Map<Integer, ParserRuleContext> topByStop = new HashMap<>();
        List<ParserRuleContext> tops = new ArrayList<>();
        tops.add(tree.rulebook());
        tops.addAll(tree.declaration());
        for (ParserRuleContext top : tops) {
            topByStop.put(top.getStop().getTokenIndex(), top);
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            if (i > 0) {
                Line prev = lines.get(i - 1);
                int gap = tokens.get(line.from).getLine() - endLine(tokens.get(prev.to - 1)) - 1;
                int blanks = Math.min(1, gap);
                ParserRuleContext ended = topByStop.get(lastCode(prev));
                ParserRuleContext next = ended == null ? null : nextTop(tops, ended);
                if (blanks == 0 && ended != null && (multiLine(ended) || multiLine(next)) && !sameKind(ended, next)
                        && leadsInto(lines, i, next)) {
                    blanks = 1; // a declaration of several lines stands apart, but a run of omits stays a run
                }
                out.append("\n".repeat(blanks));
            }
            renderLine(line, lines, i, out);
            out.append('\n');
        }
        return out.toString();
    }

    private void renderLine(Line line, List<Line> lines, int index, StringBuilder out) {
        int indent = indentOf(line, lines, index);
        lastIndent = indent;
        int first = firstCode(line);
        if (first >= 0) {
            renderedIndent.put(first, indent);
        }
        StringBuilder text = new StringBuilder(" ".repeat(indent));
        int col = indent;
        Open justOpened = null;
        for (int k = line.from; k < line.to; k++) {
            Token t = tokens.get(k);
            if (k > line.from) {
                Integer target = tableTargets.get(k);
                int spaces = target != null
                        ? Math.max(2, indent + target - col)
                        : spacing.between(tokens.get(k - 1), t);
                text.append(" ".repeat(spaces));
                col += spaces;
            }
            String s = t.getType() == RulesLexer.LINE_COMMENT ? t.getText().stripTrailing() : t.getText();
            if (justOpened != null && !Spacing.isComment(t)) {
                justOpened.align = col;
            }
            justOpened = null;
            text.append(s);
            col += DisplayWidth.of(s);
            if (Spacing.isComment(t)) {
                continue;
            }
            switch (s) {
                case "{", "(", "[" -> {
                    Open o = new Open(s, baseOf(k), k);
                    open.push(o);
                    justOpened = o;
                }
                case "}", ")", "]" -> {
                    if (!open.isEmpty()) {
                        open.pop();
                    }
                }
                default -> { }
            }
        }
        out.append(text.toString().stripTrailing());
    }

    /** The indentation of a line: see {@link Formatter}. */
    private int indentOf(Line line, List<Line> lines, int index) {
        int first = firstCode(line);
        if (first >= 0) {
            return indentFor(tokens.get(first), false);
        }
        // a comment line takes the indentation of the code after it, inside the block it is in;
        // one its author indented deeper than that code stays with the lines above it
        for (int j = index + 1; j < lines.size(); j++) {
            int next = firstCode(lines.get(j));
            if (next >= 0) {
                int indent = indentFor(tokens.get(next), true);
                return belongsAbove(line, tokens.get(next)) ? Math.max(indent, lastIndent) : indent;
            }
        }
        return lastIndent;
    }

    private int indentFor(Token t, boolean beforeIt) {
        Open top = open.peek();
        String s = t.getText();
        boolean closer = s.equals("}") || s.equals(")") || s.equals("]");
        if (top != null && closer && !beforeIt) {
            return top.base;
        }
        if (top != null && !top.kind.equals("{")) {
            // inside parentheses: a line the author lined up with what follows the parenthesis
            // stays lined up (in display cells); any other hangs below it as the author had it
            return top.align >= 0 && alignedInSource(t, top.tokenIndex + 1)
                    ? top.align
                    : hanging(t, top.tokenIndex, top.base);
        }
        if (top != null && !closer && top.align >= 0 && alignedInSource(t, top.tokenIndex + 1)) {
            return top.align; // a record written on several lines, lined up after its brace
        }
        int contents = top == null ? 0 : top.base + 2;
        int anchor = closer ? -1 : anchorOf(t);
        if (anchor >= 0 && anchor != t.getTokenIndex() && (top == null || anchor > top.tokenIndex)) {
            return hanging(t, anchor, contents);
        }
        return contents;
    }

    /**
     * A continuation line keeps the offset the author gave it from the line that anchors it (the
     * start of its item, or a parenthesis ending a line), at least two spaces: the author's
     * alignment of a long expression is kept, and formatting twice changes nothing.
     */
    private int hanging(Token t, int anchorToken, int anchorFallback) {
        int anchorLine = firstCode(lineOfToken[anchorToken]);
        Integer anchorOut = renderedIndent.get(anchorLine);
        if (anchorOut == null) {
            anchorOut = anchorFallback;
        }
        int offset = originalIndent(t) - originalIndent(tokens.get(anchorLine));
        return anchorOut + Math.max(2, offset);
    }

    private int originalIndent(Token t) {
        String line = source.get(t.getLine() - 1);
        return DisplayWidth.of(line.substring(0, Math.min(line.length(), t.getCharPositionInLine())));
    }

    /** The indentation the line holding this token's rule was given: brackets hang their contents from it. */
    private int baseOf(int tokenIndex) {
        ParserRuleContext parent = parents.get(tokenIndex);
        int start = parent == null ? tokenIndex : parent.getStart().getTokenIndex();
        Integer out = renderedIndent.get(firstCode(lineOfToken[start]));
        return out == null ? 0 : out;
    }

    /** The first token of the item t belongs to (of a state list, its {@code states}), or -1. */
    private int anchorOf(Token t) {
        ParserRuleContext c = parents.get(t.getTokenIndex());
        // a labelled alternative (CheckLetContext) is a subclass of its rule's context
        while (c != null && !ITEMS.contains(c.getClass()) && !ITEMS.contains(c.getClass().getSuperclass())) {
            if (c instanceof RulesParser.StateDefContext && c.getParent() instanceof RulesParser.StatusDeclContext status) {
                return statesKeyword(status);
            }
            c = c.getParent();
        }
        return c == null ? -1 : c.getStart().getTokenIndex();
    }

    private static int statesKeyword(RulesParser.StatusDeclContext status) {
        for (int i = 0; i < status.getChildCount(); i++) {
            if (status.getChild(i) instanceof org.antlr.v4.runtime.tree.TerminalNode n && n.getText().equals("states")) {
                return n.getSymbol().getTokenIndex();
            }
        }
        return -1;
    }

    /** A comment line indented deeper in the source than the code that follows it. */
    private boolean belongsAbove(Line comment, Token nextCode) {
        return originalIndent(tokens.get(comment.from)) > originalIndent(nextCode);
    }

    /** Whether t started in the source at the column of the token at {@code target} (in cells, or in characters). */
    private boolean alignedInSource(Token t, int target) {
        if (target >= tokens.size()) {
            return false;
        }
        Token u = tokens.get(target);
        String lineT = source.get(t.getLine() - 1);
        String lineU = source.get(u.getLine() - 1);
        int cellsT = DisplayWidth.of(lineT.substring(0, Math.min(lineT.length(), t.getCharPositionInLine())));
        int cellsU = DisplayWidth.of(lineU.substring(0, Math.min(lineU.length(), u.getCharPositionInLine())));
        return cellsT == cellsU || t.getCharPositionInLine() == u.getCharPositionInLine();
    }

    /** Tokens grouped by the line they start on; a block comment's last line carries on its line. */
    private List<Line> lines() {
        List<Line> lines = new ArrayList<>();
        int from = 0;
        for (int k = 1; k <= tokens.size(); k++) {
            if (k == tokens.size() || tokens.get(k).getLine() > endLine(tokens.get(k - 1))) {
                if (k > from) {
                    lines.add(new Line(from, k));
                }
                from = k;
            }
        }
        return lines;
    }

    private int firstCode(Line line) {
        for (int k = line.from; k < line.to; k++) {
            if (!Spacing.isComment(tokens.get(k))) {
                return k;
            }
        }
        return -1;
    }

    private int lastCode(Line line) {
        for (int k = line.to - 1; k >= line.from; k--) {
            if (!Spacing.isComment(tokens.get(k))) {
                return k;
            }
        }
        return -1;
    }

    private static ParserRuleContext nextTop(List<ParserRuleContext> tops, ParserRuleContext top) {
        int i = tops.indexOf(top);
        return i + 1 < tops.size() ? tops.get(i + 1) : null;
    }

    /**
     * Whether line i starts the declaration {@code next}, or a comment that runs without a blank
     * line into it (a comment under a declaration, set off from the next, stays with the first).
     */
    private boolean leadsInto(List<Line> lines, int i, ParserRuleContext next) {
        for (int j = i; j < lines.size(); j++) {
            Line l = lines.get(j);
            if (firstCode(l) >= 0) {
                return next != null && l.from <= next.getStart().getTokenIndex()
                        && next.getStart().getTokenIndex() < l.to;
            }
            if (belongsAbove(l, next == null ? tokens.get(l.from) : next.getStart())) {
                return false;
            }
            if (j + 1 < lines.size() && tokens.get(lines.get(j + 1).from).getLine() > endLine(tokens.get(l.to - 1)) + 1) {
                return false; // a blank line after the comment
            }
        }
        return false;
    }

    private static boolean sameKind(ParserRuleContext a, ParserRuleContext b) {
        return b != null && a.getChildCount() > 0 && b.getChildCount() > 0
                && a.getChild(0).getClass() == b.getChild(0).getClass();
    }

    private static boolean multiLine(ParserRuleContext c) {
        return c != null && c.getStop().getLine() > c.getStart().getLine();
    }

    static int endLine(Token t) {
        return t.getLine() + (int) t.getText().chars().filter(ch -> ch == '\n').count();
    }
}
