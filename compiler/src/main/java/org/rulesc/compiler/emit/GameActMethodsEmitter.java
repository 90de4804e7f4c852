package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.SourceText;
import org.rulesc.compiler.model.TypedPlay;

/**
 * The methods a game class has for each of its acts: {@code legalX} (every legal choice, the
 * parameters' values in nested loops, each requirement tested as soon as the choices it names are
 * made), {@code choicesXP} (one parameter's values given the ones before it), {@code refuseX} (the
 * refusal of given choices, in the interpreter's words) and {@code doX} (the effects, through
 * {@link GameEffects}); and {@code SELECTIONS}/{@code selection}, which acts with a selection
 * parameter read. Its own part because it is the one written per act, from the act's typed
 * parameters, requirements and effects; the dispatch over the acts is {@link GameActionsEmitter}'s.
 */
final class GameActMethodsEmitter extends GamePart {
    /** The keyed slots of an act that uses a limit per key, written after its refusal. */
    private final GameKeyedLimitsEmitter keyedSlots;

    GameActMethodsEmitter(GameClass game, GameKeyedLimitsEmitter keyedSlots) {
        super(game);
        this.keyedSlots = keyedSlots;
    }

    /**
     * The methods of an act: its legal choices ({@code legalX}, and {@code choicesXP} per parameter), its
     * refusal ({@code refuseX}), its keyed slots when it has any ({@code keyedX}), and its effects
     * ({@code doX}).
     */
    void act(TypedPlay.Act typed) {
        Play.Act act = typed.written();
        String name = JavaNames.type(act.name().text());
        List<Play.ActParam> params = act.params();
        // legal choices: nested loops over each parameter's values, the requirements at the leaf
        blank();
        line("/** " + Docs.escape(label(act.label(), act.name().text())) + ": every legal choice, in order. */");
        open("private static void legal" + name + "(State s, Piece p, List<Act> out)");
        line("Work w = new Work(s);");
        line("int self = p.id();");
        ExprEnv env = actEnv();
        List<String> args = new ArrayList<>();
        int depth = 0;
        // each requirement as soon as the parameters it names are chosen (the interpreter does the same)
        requirementsAt(typed, 0, env);
        for (Play.ActParam param : params) {
            String v = "c" + JavaNames.type(param.name().text());
            String javaType = paramType(param);
            String boxed = javaType.equals("int") ? "Integer" : javaType;
            open("for (Object o" + depth + " : choices" + name + JavaNames.type(param.name().text()) + "(w, self"
                    + args.stream().map(a -> ", " + a).reduce("", String::concat) + "))");
            if (isPiece(param)) {
                line("int " + v + " = ((PieceRef) o" + depth + ").id();");
                env = env.with(param.name().text(), "w.cur(" + v + ")").declaring(v);
            } else {
                line(boxed + " " + v + " = " + cast(param, "o" + depth) + ";");
                env = env.with(param.name().text(), value(param, v));
            }
            env = env.declaring("o" + depth);
            args.add(v);
            depth++;
            requirementsAt(typed, depth, env);
            if (keyed(act) && depth < params.size() && typed.usesReadyAt(depth)) {
                // the keyed uses these choices already name: a slot past its maximum stays so
                line("if (keyedOver(s, keyed" + name + "(s, self, " + chosenList(params.subList(0, depth)) + ")) != null) {");
                line("    continue;");
                line("}");
            }
        }
        String chosen = chosenList(params);
        if (keyed(act)) {
            line("if (keyedOver(s, keyed" + name + "(s, self, " + chosen + ")) != null) {");
            line("    " + (depth == 0 ? "return" : "continue") + ";");
            line("}");
        }
        line("out.add(new Act(" + JavaText.literal(act.name().text()) + ", self, " + chosen + "));");
        for (int i = 0; i < depth; i++) {
            close();
        }
        close();
        // the values of each parameter, given the ones before it
        ExprEnv penv = actEnv();
        List<String> before = new ArrayList<>();
        for (TypedPlay.Param choices : typed.params()) {
            Play.ActParam param = choices.written();
            String pname = JavaNames.type(param.name().text());
            blank();
            StringBuilder sig = new StringBuilder("private static List<Object> choices" + name + pname + "(Work w, int self");
            for (String b : before) {
                sig.append(", ").append(b);
            }
            open(sig + ")");
            line("List<Object> out = new ArrayList<>();");
            ExprEnv e = penv.declaring("out");
            if (choices.lo() != null) {
                line("for (int v = " + ctx.exprs.emit(choices.lo(), e) + "; v <= " + ctx.exprs.emit(choices.hi(), e.declaring("v"))
                        + "; v++) {");
                line("    out.add(v);");
                line("}");
            } else if (choices.domain() != null) {
                open("for (Object v : " + ctx.exprs.emit(choices.domain(), e) + ")");
                line("out.add(v instanceof " + piece + " x ? new PieceRef(w.idOf(x)) : v);");
                close();
            } else if (choices.perPiece()) {
                // none for every piece, then each value of one piece's pool alone (the runtime lists them for both)
                line("out.addAll(org.rulesc.runtime.Selections.listedEach(pools" + name + pname + "(w, self"
                        + before.stream().map(b -> ", " + local(b)).reduce("", String::concat) + ")));");
            } else if (choices.pool() != null) {
                // every selection from the list, in the interpreter's order (the runtime lists them for both)
                line("out.addAll(org.rulesc.runtime.Selections.listed(" + pool(param, ctx.exprs.emit(choices.pool(), e)) + "));");
            } else if (choices.reach() != null && tableBoard()) {
                TableBoardEmitter.choices(this::line, ctx, pm, choices.reach(), choices.centre(), e);
            } else if (choices.reach() != null) {
                line("int reach = " + ctx.exprs.emit(choices.reach(), e) + ";");
                line(placeType() + " centre = " + ctx.exprs.emit(choices.centre(), e.declaring("reach")) + ";");
                open("for (" + placeType() + " h : " + boardPlaces() + ")");
                line("if (" + placeDistance("centre", "h") + " <= reach) {");
                line("    out.add(h);");
                line("}");
                close();
            } else {
                // no choices written: every value of the type, in the interpreter's order
                String t = paramType(param);
                if (isPiece(param)) {
                    open("for (Piece q : w.pieces)");
                    line("out.add(new PieceRef(q.id()));");
                    close();
                } else if (t.equals("boolean")) {
                    line("out.add(false);");
                    line("out.add(true);");
                } else if (t.equals("HexGrid.Hex") || t.endsWith("SquareGrid.Square")) {
                    line("out.addAll(" + boardPlaces() + ");");
                } else {
                    line("out.addAll(List.of(" + t + ".values()));");
                }
            }
            line("return out;");
            close();
            if (choices.perPiece()) {
                piecePools(name + pname, before, choices, penv);
            }
            String v = "c" + pname;
            if (isPiece(param)) {
                before.add("int " + v);
                penv = penv.with(param.name().text(), "w.cur(" + v + ")").declaring(v);
            } else {
                before.add(paramType(param) + " " + v);
                penv = penv.with(param.name().text(), value(param, v));
            }
        }
        // the refusal of given choices
        blank();
        open("private static Refusal refuse" + name + "(State s, Piece p, List<Object> args)");
        line("Work w = new Work(s);");
        line("int self = p.id();");
        ExprEnv renv = actEnv();
        List<String> given = new ArrayList<>();
        String rule = JavaText.literal(label(act.label(), act.name().text()));
        String cite = JavaText.literal(act.meta().citationText());
        for (int i = 0; i < params.size(); i++) {
            TypedPlay.Param choices = typed.params().get(i);
            Play.ActParam param = choices.written();
            String pname = JavaNames.type(param.name().text());
            String v = "c" + pname;
            if (choices.reach() != null && tableBoard()) {
                line("if (!" + TableBoardEmitter.allows(ctx, choices.reach(), choices.centre(), renv, "args.get(" + i + ")")
                        + ") {");
            } else if (choices.perPiece()) {
                line("if (!org.rulesc.runtime.Selections.allowsEach(pools" + name + pname + "(w, self"
                        + given.stream().map(g -> ", " + g).reduce("", String::concat) + "), args.get(" + i + "))) {");
            } else if (choices.pool() != null) {
                line("if (!org.rulesc.runtime.Selections.allows(" + pool(param, ctx.exprs.emit(choices.pool(), renv))
                        + ", args.get(" + i + "))) {");
            } else {
                line("if (!choices" + name + pname + "(w, self" + given.stream().map(g -> ", " + g).reduce("", String::concat)
                        + ").contains(args.get(" + i + "))) {");
            }
            // the interpreter's words: the value as a record writes it, and the choices as written
            String shown = choices.perPiece() ? "(args.get(" + i + ") instanceof List<?> none && none.isEmpty() ? \"[]\" : show(s, args.get("
                    + i + ")))" : "show(s, args.get(" + i + "))";
            line("    return new Refusal(" + rule + ", " + cite + ", " + JavaText.literal(param.name().text() + " ")
                    + " + " + shown + " + " + JavaText.literal(" is not among its choices ("
                    + domainText(param) + ")") + ");");
            line("}");
            if (isPiece(param)) {
                line("int " + v + " = ((PieceRef) args.get(" + i + ")).id();");
                renv = renv.with(param.name().text(), "w.cur(" + v + ")").declaring(v);
            } else {
                String t = paramType(param);
                line(t + " " + v + " = " + cast(param, "args.get(" + i + ")") + ";");
                renv = renv.with(param.name().text(), value(param, v));
            }
            given.add(v);
        }
        for (TypedPlay.Requirement r : typed.requires()) { // in the order written: by level, each in that order
            line("if (!(" + ctx.exprs.emit(r.condition(), renv) + ")) {");
            line("    return new Refusal(" + rule + ", " + JavaText.literal(r.written().meta().citationText()) + ", "
                    + JavaText.literal("requires " + r.text()) + ");");
            line("}");
        }
        line(keyed(act) ? "return keyedRefusal(s, keyed" + name + "(s, self, args));" : "return null;");
        close();
        if (keyed(act)) {
            keyedSlots.slots(typed, name);
        }
        // the effects
        blank();
        open("private static void do" + name + "(Work w, int self, List<Object> args)");
        ExprEnv eenv = actEnv();
        Map<String, String> pieces = new LinkedHashMap<>();
        pieces.put("self", "self");
        for (int i = 0; i < params.size(); i++) {
            Play.ActParam param = params.get(i);
            String v = "c" + JavaNames.type(param.name().text());
            if (isPiece(param)) {
                line("int " + v + " = ((PieceRef) args.get(" + i + ")).id();");
                eenv = eenv.with(param.name().text(), "w.cur(" + v + ")").declaring(v);
                pieces.put(param.name().text(), v);
            } else {
                String t = paramType(param);
                line(t + " " + v + " = " + cast(param, "args.get(" + i + ")") + ";");
                eenv = eenv.with(param.name().text(), value(param, v));
            }
        }
        effects.write(typed.effects(), eenv, pieces, null);
        close();
    }

    /** The choices made so far, as the list an {@code Act} holds: {@code List.of(new PieceRef(cTarget), cTokens)}. */
    private String chosenList(List<Play.ActParam> params) {
        return "List.of(" + String.join(", ", params.stream().map(pa -> isPiece(pa) ? "new PieceRef(c"
                + JavaNames.type(pa.name().text()) + ")" : "c" + JavaNames.type(pa.name().text())).toList()) + ")";
    }

    /** The requirements of {@code act} tested once {@code depth} choices are made (their level). */
    private void requirementsAt(TypedPlay.Act act, int depth, ExprEnv env) {
        for (TypedPlay.Requirement r : act.requiresAt(depth)) {
            line("if (!(" + ctx.exprs.emit(r.condition(), env) + ")) {");
            line("    " + (depth == 0 ? "return" : "continue") + ";");
            line("}");
        }
    }

    /** The choices of a parameter as the rulebook writes them (as the interpreter's refusals say). */
    private String domainText(Play.ActParam p) {
        if (p.lo() != null) {
            return SourceText.text(model, p.lo()) + ".." + SourceText.text(model, p.hi());
        } else if (p.domain() != null) {
            return "in " + SourceText.text(model, p.domain());
        } else if (p.reach() != null) {
            return "within " + SourceText.text(model, p.reach()) + " of " + SourceText.text(model, p.centre());
        } else if (p.pool() != null && p.each() != null) {
            return "from " + SourceText.text(model, p.pool()) + " for " + p.each().text() + " in " + p.over().text()
                    + ", one selection per piece, each value at most once, in its order";
        } else if (p.pool() != null) {
            return "from " + SourceText.text(model, p.pool()) + ", each value at most once, in its order";
        }
        return "every value";
    }

    /** The local of a declared parameter ({@code "int cTarget"} → {@code cTarget}). */
    private static String local(String declared) {
        return declared.substring(declared.lastIndexOf(' ') + 1);
    }

    /**
     * {@code poolsXP}: for one selection per piece, each piece's pool, in the order of the pieces
     * already chosen (as the interpreter's {@code GameActions.pools}).
     */
    private void piecePools(String actAndParam, List<String> before, TypedPlay.Param choices, ExprEnv penv) {
        Play.ActParam param = choices.written();
        blank();
        open("private static List<List<Object>> pools" + actAndParam + "(Work w, int self"
                + before.stream().map(b -> ", " + b).reduce("", String::concat) + ")");
        line("List<List<Object>> out = new ArrayList<>();");
        ExprEnv e = penv.declaring("out").declaring("each").declaring("eachId");
        open("for (PieceRef each : c" + JavaNames.type(param.over().text()) + ")");
        line("int eachId = each.id();");
        line("out.add(List.copyOf(" + ctx.exprs.emit(choices.pool(), e.with(param.each().text(), "w.cur(eachId)")) + "));");
        close();
        line("return out;");
        close();
    }

    /**
     * {@code pools(s, a, param)}: the pools of an action's selection made per piece, for self-play's
     * {@code Selections.extend}; and {@code PER_PIECE}: each act's such parameters, with the parameter
     * of their pieces.
     */
    void piecePoolsDispatch() {
        List<String> entries = new ArrayList<>();
        List<String> cases = new ArrayList<>();
        for (TypedPlay.Act typed : game().acts()) {
            Play.Act act = typed.written();
            List<String> at = new ArrayList<>();
            for (int i = 0; i < typed.params().size(); i++) {
                TypedPlay.Param p = typed.params().get(i);
                if (!p.perPiece()) {
                    continue;
                }
                at.add("Map.entry(" + i + ", " + p.over() + ")");
                StringBuilder call = new StringBuilder("pools" + JavaNames.type(act.name().text())
                        + JavaNames.type(p.name()) + "(w, a.piece()");
                for (int j = 0; j < i; j++) {
                    Play.ActParam before = act.params().get(j);
                    call.append(", ").append(isPiece(before) ? "((PieceRef) a.args().get(" + j + ")).id()"
                            : cast(before, "a.args().get(" + j + ")"));
                }
                cases.add("case " + JavaText.literal(act.name().text() + "#" + i) + " -> {");
                cases.add("    return " + call + ");");
                cases.add("}");
            }
            if (!at.isEmpty()) {
                entries.add("Map.entry(" + JavaText.literal(act.name().text()) + ", Map.ofEntries(" + String.join(", ", at) + "))");
            }
        }
        if (entries.isEmpty()) {
            return;
        }
        blank();
        line("/** Each act's selections made per piece, by position, with the position of their pieces. */");
        line("private static final Map<String, Map<Integer, Integer>> PER_PIECE = Map.ofEntries(");
        for (int i = 0; i < entries.size(); i++) {
            line("        " + entries.get(i) + (i + 1 < entries.size() ? "," : ");"));
        }
        blank();
        line("/** The pools of an action's selection made per piece: one per piece, in their order. */");
        open("private static List<List<Object>> pools(State s, Act a, int param)");
        line("Work w = new Work(s);");
        open("switch (a.act() + \"#\" + param)");
        for (String c : cases) {
            line(c);
        }
        line("default -> throw new IllegalStateException(\"no selection per piece: \" + a.act() + \"#\" + param);");
        close();
        close();
    }

    /**
     * {@code selection(o)}: a chosen selection ({@code list<T> from …}) as its list, and {@code SELECTIONS}: each
     * act's selection parameters by position, when an act has one.
     */
    void selections() {
        if (!hasSelections()) {
            return;
        }
        List<String> entries = new ArrayList<>();
        for (Play.Act act : play.acts()) {
            List<String> at = new ArrayList<>();
            for (int i = 0; i < act.params().size(); i++) {
                if (act.params().get(i).pool() != null) {
                    at.add(String.valueOf(i));
                }
            }
            if (!at.isEmpty()) {
                entries.add("Map.entry(" + JavaText.literal(act.name().text()) + ", List.of(" + String.join(", ", at) + "))");
            }
        }
        blank();
        line("/** Each act's selection parameters ({@code list<T> from …}), by position: self-play extends them. */");
        line("private static final Map<String, List<Integer>> SELECTIONS = Map.ofEntries(");
        for (int i = 0; i < entries.size(); i++) {
            line("        " + entries.get(i) + (i + 1 < entries.size() ? "," : ");"));
        }
        blank();
        line("/** A chosen selection as its list: the choices hold only lists of the parameter's values. */");
        line("@SuppressWarnings(\"unchecked\")");
        open("private static <T> List<T> selection(Object chosen)");
        line("return (List<T>) chosen;");
        close();
    }
}
