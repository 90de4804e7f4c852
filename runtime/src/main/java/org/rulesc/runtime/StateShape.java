package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * What a state of one game looks like as JSON, so that both back ends refuse the same malformed
 * or illegal states with the same message before they build a state of their own:
 *
 * <pre>
 * {"game": "skirmish", "turn": 3, "phase": "second_action", "over": false,
 *  "pieces": [{"id": 1, "side": "first", "type": "scout", "at": "0707", "hp": 3, "last": "move"}, …],
 *  "used": {"one_action#1": 1}}
 * </pre>
 *
 * <p>{@code turn} from 1 (at most the last turn, when the sequence has one); {@code phase} a
 * phase of the sequence by name, one that runs in that turn; {@code pieces} the pieces in play
 * in setup order, each with its number ({@code id}, increasing) and every state field, in the
 * piece's order: an int as a number, a bool as {@code true}/{@code false}, an enum member or a
 * kind's entry by its name in the rulebook, a hex by its label, a square as
 * {@code {"x": …, "y": …}} (a place must be on the board), a list of such values as an array;
 * {@code used} the uses of each limit since its scope began, {@code "limit#piece"} or
 * {@code "limit#piece#key"} to a count from 1 to the limit's maximum, keys sorted; a game with
 * state of its own ({@code state table { … }}) writes it last, {@code "shared": {"weapons": […]}},
 * its fields written as a piece's are.
 *
 * @param game the game's name
 * @param phases the sequence's phases by name, in order
 * @param runs whether phase {@code i} runs in turn {@code t} ({@code runs.test(t, i)})
 * @param turns the last turn, 0 when none
 * @param fields the piece's state fields, {@code side} first
 * @param limits each limit an act may use, by name, to its maximum
 * @param shared the fields of the game's own state, written last as the object {@code "shared"}
 *     (empty: the game has none, and its state has no such key)
 */
public record StateShape(String game, List<String> phases, BiPredicate<Integer, Integer> runs, int turns,
    List<Field> fields, Map<String, Integer> limits, List<Field> shared) {

  /** The shape of a game without state of its own. */
  public StateShape(String game, List<String> phases, BiPredicate<Integer, Integer> runs, int turns,
      List<Field> fields, Map<String, Integer> limits) {
    this(game, phases, runs, turns, fields, limits, List.of());
  }

  /** The kinds of value a state field holds. */
  public enum Kind {
    INT, BOOL, NAME, HEX, SQUARE, POINT
  }

  /**
   * A piece's state field.
   *
   * @param name its name in the rulebook
   * @param kind how it is written
   * @param names for {@link Kind#NAME}: the enum's members or the kind's entries, in order
   * @param onBoard for {@link Kind#HEX}: whether a label names a hex of the board; for {@link
   *     Kind#SQUARE}: whether a square is on it; for {@link Kind#POINT}: whether a point is on the table
   * @param list whether the field holds a list of such values (a JSON array)
   */
  public record Field(String name, Kind kind, List<String> names, Predicate<Object> onBoard, boolean list) {
    public Field(String name, Kind kind, List<String> names, Predicate<Object> onBoard) {
      this(name, kind, names, onBoard, false);
    }

    public static Field of(String name, Kind kind) {
      return new Field(name, kind, List.of(), x -> true);
    }

    public static Field names(String name, List<String> names) {
      return new Field(name, Kind.NAME, List.copyOf(names), x -> true);
    }

    public static Field place(String name, Kind kind, Predicate<Object> onBoard) {
      return new Field(name, kind, List.of(), onBoard);
    }

    /**
     * A field holding a list of such values ({@code list<T>} in the rulebook): a JSON array, each
     * element written and checked as {@code element} says.
     */
    public static Field list(Field element) {
      return new Field(element.name(), element.kind(), element.names(), element.onBoard(), true);
    }
  }

  static final List<String> KEYS = List.of("game", "turn", "phase", "over", "pieces", "used");
  /** A game with scenery writes its header's scenery lines last, as text ({@code "T / bush / (30,40) / (60,70)"}). */
  static final List<String> KEYS_WITH_SCENERY = List.of("game", "turn", "phase", "over", "pieces", "used", "scenery");

  /** {@link #check(String)} for a game with scenery: the key {@code scenery} holds an array of texts. */
  public StateJson.Obj check(String json, boolean scenery) {
    return check(json, scenery, List.of());
  }

  /** The scenery lines of a state checked with {@code check(json, true)}. */
  public static List<String> scenery(StateJson.Obj top) {
    List<String> out = new ArrayList<>();
    StateJson.array(top.get("scenery"), "$.scenery").forEach(x -> out.add((String) x));
    return out;
  }

  /**
   * Parses and checks a state: the JSON is well formed, has every key and no other, and each
   * value is of its field's kind and among its values.
   *
   * @return the state's top-level object (pieces and used as parsed: each back end builds from it)
   * @throws StateJson.Error naming the line and column, or the JSON path, and why
   */
  public StateJson.Obj check(String json) {
    return check(json, false, List.of());
  }

  /**
   * {@link #check(String)} for a game that may be played on several boards ({@code boards} not
   * empty): the state also names its board, {@code "board": "<name>"}, one of {@code boards}.
   *
   * @return the state's top-level object
   * @throws StateJson.Error naming the line and column, or the JSON path, and why
   */
  public StateJson.Obj check(String json, List<String> boards) {
    return check(json, false, boards);
  }

  /**
   * {@link #check(String)} for a game with scenery ({@code scenery}), several boards
   * ({@code boards} not empty), or both.
   *
   * @return the state's top-level object
   * @throws StateJson.Error naming the line and column, or the JSON path, and why
   */
  public StateJson.Obj check(String json, boolean scenery, List<String> boards) {
    List<String> topKeys = new ArrayList<>(scenery ? KEYS_WITH_SCENERY : KEYS);
    if (!boards.isEmpty()) {
      topKeys.add(1, "board");
    }
    if (!shared.isEmpty()) {
      topKeys.add("shared");
    }
    StateJson.Obj top = StateJson.object(StateJson.read(json), "$").only(topKeys);
    if (!boards.isEmpty()) {
      StateJson.oneOf(top.get("board"), top.at("board"), boards, "a board of the game");
    }
    if (scenery) {
      List<Object> lines = StateJson.array(top.get("scenery"), top.at("scenery"));
      for (int i = 0; i < lines.size(); i++) {
        StateJson.text(lines.get(i), "$.scenery[" + i + "]");
      }
    }
    return checked(top);
  }

  private StateJson.Obj checked(StateJson.Obj top) {
    String name = top.text("game");
    if (!name.equals(game)) {
      throw new StateJson.Error("$.game: this is a state of game \"" + name + "\", not of \"" + game + "\"");
    }
    int turn = top.integer("turn");
    if (turn < 1 || turns > 0 && turn > turns) {
      throw new StateJson.Error("$.turn: " + turn + " is not a turn of the game (1.." + (turns > 0 ? turns : "") + ")");
    }
    int phase = StateJson.oneOf(top.get("phase"), top.at("phase"), phases, "a phase of the sequence");
    if (!runs.test(turn, phase)) {
      throw new StateJson.Error("$.phase: \"" + phases.get(phase) + "\" is not played in turn " + turn);
    }
    top.bool("over");
    List<Object> pieces = StateJson.array(top.get("pieces"), top.at("pieces"));
    List<String> keys = new ArrayList<>();
    keys.add("id");
    fields.forEach(f -> keys.add(f.name()));
    Set<Integer> ids = new HashSet<>();
    int last = 0;
    for (int i = 0; i < pieces.size(); i++) {
      StateJson.Obj p = StateJson.object(pieces.get(i), "$.pieces[" + i + "]").only(keys);
      int id = p.integer("id");
      if (id <= last) {
        throw new StateJson.Error(p.at("id") + ": " + id + " must be greater than the number of the piece before it"
            + " (pieces are listed in setup order, each with its own number from 1)");
      }
      last = id;
      ids.add(id);
      for (Field f : fields) {
        field(p, f);
      }
    }
    StateJson.Obj used = StateJson.object(top.get("used"), "$.used");
    for (Map.Entry<String, Object> e : used.map().entrySet()) {
      String path = "$.used[" + StateJson.string(e.getKey()) + "]";
      String[] parts = e.getKey().split("#", 3);
      Integer max = limits.get(parts[0]);
      if (max == null) {
        throw new StateJson.Error(path + ": \"" + parts[0] + "\" is not a limit the game's acts use ("
            + String.join(", ", limits.keySet()) + ")");
      }
      if (parts.length < 2 || !parts[1].matches("[1-9][0-9]{0,8}") || parts.length == 3 && parts[2].isEmpty()) {
        throw new StateJson.Error(path + ": expected \"limit#piece\" or \"limit#piece#key\"");
      }
      int count = StateJson.integer(e.getValue(), path);
      if (count < 1 || count > max) {
        throw new StateJson.Error(path + ": " + count + " uses, but " + parts[0] + " allows 1.." + max);
      }
    }
    if (!shared.isEmpty()) {
      StateJson.Obj own = StateJson.object(top.get("shared"), "$.shared").only(shared.stream().map(Field::name).toList());
      for (Field f : shared) {
        field(own, f);
      }
    }
    return top;
  }

  private static void field(StateJson.Obj p, Field f) {
    Object v = p.get(f.name());
    String path = p.at(f.name());
    if (f.list()) {
      List<Object> items = StateJson.array(v, path);
      for (int i = 0; i < items.size(); i++) {
        value(items.get(i), path + "[" + i + "]", f);
      }
    } else {
      value(v, path, f);
    }
  }

  private static void value(Object v, String path, Field f) {
    switch (f.kind()) {
      case INT -> StateJson.integer(v, path);
      case BOOL -> StateJson.bool(v, path);
      case NAME -> StateJson.oneOf(v, path, f.names(), "one of its values");
      case HEX -> {
        String label = StateJson.text(v, path);
        if (!f.onBoard().test(label)) {
          throw new StateJson.Error(path + ": \"" + label + "\" is not a hex of the board");
        }
      }
      case SQUARE -> {
        SquareGrid.Square s = StateJson.square(v, path);
        if (!f.onBoard().test(s)) {
          throw new StateJson.Error(path + ": (" + s.col() + "," + s.row() + ") is not a square of the board");
        }
      }
      case POINT -> {
        Continuous.Point q = StateJson.point(v, path);
        if (!f.onBoard().test(q)) {
          throw new StateJson.Error(path + ": (" + q.x() + "," + q.y() + ") is not on the table");
        }
      }
      default -> throw new IllegalStateException(f.kind().toString());
    }
  }

  /** The used counts of a checked state, in order. */
  public static Map<String, Integer> used(StateJson.Obj top) {
    Map<String, Integer> out = new LinkedHashMap<>();
    StateJson.object(top.get("used"), "$.used").map().forEach((k, v) -> out.put(k, (Integer) v));
    return out;
  }

  /** The used counts as the state writes them. */
  public static Map<String, Object> used(Map<String, Integer> used) {
    return new LinkedHashMap<>(used);
  }

  /** The top-level object of a state on {@code board} (null: a game on one board, which it does not name). */
  public static Map<String, Object> top(String game, String board, int turn, String phase, boolean over,
      List<Object> pieces, Map<String, Integer> used) {
    Map<String, Object> out = top(game, turn, phase, over, pieces, used);
    if (board == null) {
      return out;
    }
    Map<String, Object> named = new LinkedHashMap<>();
    named.put("game", out.remove("game"));
    named.put("board", board);
    named.putAll(out);
    return named;
  }

  /** The top-level object of a state, keys in their order. */
  public static Map<String, Object> top(String game, int turn, String phase, boolean over, List<Object> pieces,
      Map<String, Integer> used) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("game", game);
    out.put("turn", turn);
    out.put("phase", phase);
    out.put("over", over);
    out.put("pieces", pieces);
    // sorted: the back ends count an act's limits in different orders, and equal states must
    // give equal text
    out.put("used", new java.util.TreeMap<>(used));
    return out;
  }
}
