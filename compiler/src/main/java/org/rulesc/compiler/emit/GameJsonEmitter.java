package org.rulesc.compiler.emit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.StateFields;

/**
 * The generated game class's {@code toJson(State)} and {@code fromJson(String)}: the state in the
 * JSON shape of {@link org.rulesc.runtime.StateShape}, written and checked by the runtime so that
 * the interpreter's {@code GameJson} gives the same text and the same refusals.
 */
final class GameJsonEmitter {
    /** Where the lines go: the game class being written, at its indentation. */
    record Lines(Consumer<String> line, Consumer<String> open, Runnable close, Runnable blank, Consumer<String> between) {}

    private final EmitContext ctx;
    private final Model model;
    private final PlayModel pm;
    private final String piece;

    GameJsonEmitter(EmitContext ctx, PlayModel pm, String piece) {
        this.ctx = ctx;
        this.model = ctx.model;
        this.pm = pm;
        this.piece = piece;
    }

    /** Writes the methods; nothing when a state field has a type JSON cannot hold yet. */
    void emit(Lines out) {
        if (!StateFields.supported(model, pm)) {
            return;
        }
        List<StateFields.Field> fields = StateFields.of(model, pm);
        String game = JavaText.literal(pm.game().name().text());
        out.blank().run();
        out.line().accept("/** The sequence's phases by name, as a state's JSON names them. */");
        out.line().accept("private static final List<String> JSON_PHASES = List.of(" + String.join(", ",
                pm.sequence().phases().stream().map(p -> JavaText.literal(p.name().text())).toList()) + ");");
        out.blank().run();
        out.line().accept("/** What a state of this game looks like as JSON (see {@link org.rulesc.runtime.StateShape}). */");
        List<StateFields.Field> shared = StateFields.shared(model, pm);
        Map<String, Integer> limits = StateFields.limits(pm);
        List<String> limitArgs = new ArrayList<>();
        limits.forEach((k, v) -> limitArgs.add(JavaText.literal(k) + ", " + v));
        out.line().accept("private static final org.rulesc.runtime.StateShape JSON_SHAPE = new org.rulesc.runtime.StateShape("
                + game + ", JSON_PHASES, (turn, phase) -> runs(phase, turn), TURNS, List.of(" + String.join(", ", shapes(fields))
                + "), " + limitsMap(limitArgs) + (shared.isEmpty() ? "" : ", List.of(" + String.join(", ", shapes(shared)) + ")")
                + ");");
        toJson(out, fields, game);
        fromJson(out, fields);
        scenery(out);
    }

    /** Each field's {@code StateShape.Field}, as Java. */
    private List<String> shapes(List<StateFields.Field> fields) {
        List<String> shaped = new ArrayList<>();
        for (StateFields.Field f : fields) {
            String name = JavaText.literal(f.name());
            shaped.add(switch (f.kind()) {
                case NAME -> "org.rulesc.runtime.StateShape.Field.names(" + name + ", List.of(" + String.join(", ",
                        StateFields.names(model, f.decl()).stream().map(JavaText::literal).toList()) + "))";
                case HEX -> "org.rulesc.runtime.StateShape.Field.place(" + name
                        + ", org.rulesc.runtime.StateShape.Kind.HEX, label -> jsonHex((String) label) != null)";
                case SQUARE -> "org.rulesc.runtime.StateShape.Field.place(" + name
                        + ", org.rulesc.runtime.StateShape.Kind.SQUARE, q -> " + (pm.board() instanceof Decl.SquareMap
                                ? onSomeBoard("(org.rulesc.runtime.SquareGrid.Square) q") : "true") + ")";
                case POINT -> "org.rulesc.runtime.StateShape.Field.place(" + name
                        + ", org.rulesc.runtime.StateShape.Kind.POINT, q -> " + (pm.board() instanceof Decl.TableBoard
                                ? "BOARD.contains((org.rulesc.runtime.Continuous.Point) q)" : "true") + ")";
                default -> "org.rulesc.runtime.StateShape.Field.of(" + name + ", org.rulesc.runtime.StateShape.Kind."
                        + f.kind() + ")";
            });
            if (f.list()) {
                String element = shaped.remove(shaped.size() - 1);
                shaped.add("org.rulesc.runtime.StateShape.Field.list(" + element + ")");
            }
        }
        return shaped;
    }

    private void scenery(Lines out) {
        if (!pm.links().scenery.isEmpty()) {
            String setupType = ctx.types.named(pm.links().setupNotation.name().text()).simpleName();
            out.blank().run();
            out.line().accept("/** The scenery of a state's JSON: each line must be a scenery line of the game. */");
            out.open().accept("private static Scenery jsonScenery(List<String> texts)");
            out.line().accept("List<Object> lines = new ArrayList<>();");
            out.open().accept("for (int i = 0; i < texts.size(); i++)");
            out.line().accept("Object parsed = null;");
            out.open().accept("try");
            out.line().accept("parsed = " + setupType + ".parse(texts.get(i));");
            out.between().accept("} catch (RuntimeException notALine) {");
            out.line().accept("// refused below, with the interpreter's message");
            out.close().run();
            out.open().accept("if (!(parsed != null && (" + new SceneryEmitter(ctx, pm, ctx.model.javaPackage)
                    .isScenery("parsed") + ")))");
            out.line().accept("throw new org.rulesc.runtime.StateJson.Error(\"$.scenery[\" + i + \"]: \\\"\" + texts.get(i)"
                    + " + \"\\\" is not a scenery line of the game\");");
            out.close().run();
            out.line().accept("lines.add(parsed);");
            out.close().run();
            out.line().accept("return Scenery.of(lines);");
            out.close().run();
        }
    }

    private void toJson(Lines out, List<StateFields.Field> fields, String game) {
        out.blank().run();
        out.line().accept("/** {@return the state as JSON, the same text as the interpreter writes for it} */");
        out.open().accept("public static String toJson(State s)");
        out.line().accept("List<Object> pieces = new ArrayList<>();");
        out.open().accept("for (Piece p : s.pieces())");
        out.line().accept("Map<String, Object> o = new LinkedHashMap<>();");
        out.line().accept("o.put(\"id\", p.id());");
        for (StateFields.Field f : fields) {
            String get = "p.state()." + JavaNames.member(f.name()) + "()";
            String value = f.list() ? get + ".stream().map(x -> " + jsonValue(f, "x") + ").toList()"
                    : jsonValue(f, get);
            out.line().accept("o.put(" + JavaText.literal(f.name()) + ", " + value + ");");
        }
        out.line().accept("pieces.add(o);");
        out.close().run();
        String board = pm.links().boards.size() > 1 ? ", boardName(s.board())" : "";
        List<StateFields.Field> shared = StateFields.shared(model, pm);
        if (pm.links().scenery.isEmpty() && shared.isEmpty()) {
            out.line().accept("return org.rulesc.runtime.StateJson.write(org.rulesc.runtime.StateShape.top(" + game
                    + board + ", s.turn(), JSON_PHASES.get(s.phase()), s.over(), pieces, s.used()));");
        } else {
            out.line().accept("Map<String, Object> top = org.rulesc.runtime.StateShape.top(" + game
                    + board + ", s.turn(), JSON_PHASES.get(s.phase()), s.over(), pieces, s.used());");
            if (!pm.links().scenery.isEmpty()) {
                out.line().accept("List<String> scenery = new ArrayList<>();");
                for (String name : pm.links().scenery.keySet()) {
                    out.line().accept("s.scenery()." + JavaNames.member(name) + "().forEach(x -> scenery.add(x.format()));");
                }
                out.line().accept("top.put(\"scenery\", scenery);");
            }
            if (!shared.isEmpty()) {
                out.line().accept("Map<String, Object> shared = new LinkedHashMap<>();");
                for (StateFields.Field f : shared) {
                    String get = "s.shared()." + JavaNames.member(f.name()) + "()";
                    out.line().accept("shared.put(" + JavaText.literal(f.name()) + ", " + (f.list()
                            ? get + ".stream().map(x -> " + jsonValue(f, "x") + ").toList()" : jsonValue(f, get)) + ");");
                }
                out.line().accept("top.put(\"shared\", shared);");
            }
            out.line().accept("return org.rulesc.runtime.StateJson.write(top);");
        }
        out.close().run();
    }

    /** A field's value (or a list field's element) {@code get} as JSON. */
    private String jsonValue(StateFields.Field f, String get) {
        return switch (f.kind()) {
            case INT, BOOL -> get;
            case NAME -> get + ".id()";
            case HEX -> ctx.mainClass + ".LABELS.format(" + get + ")";
            case SQUARE -> "org.rulesc.runtime.StateJson.square(" + get + ")";
            case POINT -> "org.rulesc.runtime.StateJson.point(" + get + ")";
        };
    }

    private void fromJson(Lines out, List<StateFields.Field> fields) {
        out.blank().run();
        out.line().accept("/**");
        out.line().accept(" * {@return the state that JSON text describes}");
        out.line().accept(" * @throws org.rulesc.runtime.StateJson.Error when it is not JSON, not a state of this game (an");
        out.line().accept(" *     unknown key or value, a value of the wrong kind, a place off the board), or breaks an invariant");
        out.line().accept(" */");
        out.open().accept("public static State fromJson(String json)");
        boolean named = pm.links().boards.size() > 1;
        boolean scenery = !pm.links().scenery.isEmpty();
        out.line().accept("org.rulesc.runtime.StateJson.Obj top = JSON_SHAPE.check(json"
                + (named && scenery ? ", true, BOARDS" : named ? ", BOARDS" : scenery ? ", true" : "") + ");");
        out.line().accept("List<Piece> pieces = new ArrayList<>();");
        out.open().accept("for (Object item : org.rulesc.runtime.StateJson.array(top.get(\"pieces\"), \"$.pieces\"))");
        out.line().accept("org.rulesc.runtime.StateJson.Obj p = org.rulesc.runtime.StateJson.object(item, \"\");");
        out.line().accept("pieces.add(new Piece(p.integer(\"id\"), new " + piece + "(" + String.join(", ", readArgs(fields, "p"))
                + ")));");
        out.close().run();
        List<StateFields.Field> shared = StateFields.shared(model, pm);
        String own = "";
        if (!shared.isEmpty()) {
            out.line().accept("org.rulesc.runtime.StateJson.Obj own = org.rulesc.runtime.StateJson.object(top.get(\"shared\"), "
                    + "\"$.shared\");");
            own = ", new " + new SharedEmitter(ctx, ctx.construct(pm.game(), org.rulesc.compiler.model.Construct.Game.class))
                    .type() + "(" + String.join(", ", readArgs(shared, "own")) + ")";
        } else if (pm.links().shared != null) { // a state block without fields
            own = ", initialShared(null" + (scenery ? ", Scenery.of(List.of())" : "") + ")";
        }
        out.line().accept("State s = new State(top.integer(\"turn\"), JSON_PHASES.indexOf(top.text(\"phase\")), pieces,"
                + " org.rulesc.runtime.StateShape.used(top), top.bool(\"over\"), boardName(" + (named ? "top.text(\"board\")" : "null")
                + ")" + (scenery ? ", jsonScenery(org.rulesc.runtime.StateShape.scenery(top))" : "") + own + ");");
        fromJsonEnd(out, fields);
    }

    /** Each field of {@code obj} (a checked {@code StateJson.Obj}) as the value of its Java type. */
    private List<String> readArgs(List<StateFields.Field> fields, String obj) {
        List<String> args = new ArrayList<>();
        for (StateFields.Field f : fields) {
            String name = JavaText.literal(f.name());
            if (f.list()) {
                // checked by the shape: each element is of its kind
                args.add("org.rulesc.runtime.StateJson.array(" + obj + ".get(" + name + "), \"\").stream().map(x -> "
                        + switch (f.kind()) {
                            case INT -> "(Integer) x";
                            case BOOL -> "(Boolean) x";
                            case NAME -> "org.rulesc.runtime.StateJson.named(" + ctx.types.of(f.type()) + ".values(), "
                                    + ctx.types.of(f.type()) + "::id, (String) x)";
                            case HEX -> "jsonHex((String) x)";
                            case SQUARE -> "org.rulesc.runtime.StateJson.square(x, \"\")";
                            case POINT -> "org.rulesc.runtime.StateJson.point(x, \"\")";
                        } + ").toList()");
                continue;
            }
            args.add(switch (f.kind()) {
                case INT -> obj + ".integer(" + name + ")";
                case BOOL -> obj + ".bool(" + name + ")";
                case NAME -> "org.rulesc.runtime.StateJson.named(" + ctx.types.of(f.type()) + ".values(), "
                        + ctx.types.of(f.type()) + "::id, " + obj + ".text(" + name + "))";
                case HEX -> "jsonHex(" + obj + ".text(" + name + "))";
                case SQUARE -> "org.rulesc.runtime.StateJson.square(" + obj + ".get(" + name + "), \"\")";
                case POINT -> "org.rulesc.runtime.StateJson.point(" + obj + ".get(" + name + "), \"\")";
            });
        }
        return args;
    }

    private void fromJsonEnd(Lines out, List<StateFields.Field> fields) {
        boolean named = pm.links().boards.size() > 1;
        if (named && pm.position() != null) {
            // a place is on some board by the shape; on the state's board only here
            out.open().accept("for (int i = 0; i < pieces.size(); i++)");
            out.open().accept("if (!boardMap(s.board()).contains(pieces.get(i).state()." + JavaNames.member(pm.position()) + "()))");
            out.line().accept("throw new org.rulesc.runtime.StateJson.Error(\"$.pieces[\" + i + \"]." + pm.position()
                    + ": not a place of the board \" + s.board());");
            out.close().run();
            out.close().run();
        }
        out.open().accept("try");
        out.line().accept("invariants(s);");
        out.between().accept("} catch (RecordedGame.InvariantBroken broken) {");
        out.line().accept("throw new org.rulesc.runtime.StateJson.Error(\"$: the state breaks the game: \" + broken.getMessage());");
        out.close().run();
        out.line().accept("return s;");
        out.close().run();
        if (java.util.stream.Stream.concat(fields.stream(), StateFields.shared(model, pm).stream())
                .anyMatch(f -> f.kind() == org.rulesc.runtime.StateShape.Kind.HEX)) {
            out.blank().run();
            out.line().accept("/** The hex a state's label names on the board, or null. */");
            out.open().accept("private static HexGrid.Hex jsonHex(String label)");
            out.open().accept("try");
            out.line().accept("HexGrid.Hex h = " + ctx.mainClass + ".LABELS.parse(label);");
            // no board: any hex the labels name
            out.line().accept("return " + (pm.board() instanceof Decl.HexMap ? onSomeBoard("h") + " ? h : null" : "h")
                    + ";");
            out.between().accept("} catch (RuntimeException notALabel) {");
            out.line().accept("return null;");
            out.close().run();
            out.close().run();
        }
    }

    /** Whether a place is on the board, or on a game of several boards on one of them (its own is checked after). */
    private String onSomeBoard(String place) {
        return pm.links().boards.size() > 1 ? "BOARDS.stream().anyMatch(b -> boardMap(b).contains(" + place + "))"
                : board() + ".contains(" + place + ")";
    }

    /** The board, as the generated rulebook class builds it (a hex or square map: checked before). */
    private String board() {
        Decl b = pm.board();
        return ctx.owner(b).simpleName() + "." + JavaNames.member(b.name().text()) + "()";
    }

    private static String limitsMap(List<String> entries) {
        return entries.size() <= 10 ? "Map.of(" + String.join(", ", entries) + ")" : "Map.ofEntries(" + String.join(", ",
                entries.stream().map(e -> "Map.entry(" + e + ")").toList()) + ")";
    }
}
