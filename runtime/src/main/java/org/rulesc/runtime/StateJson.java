package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's state as JSON text, for both back ends: the generated game classes and the
 * interpreter build the same tree of plain values ({@code Map} with keys in order, {@code List},
 * {@code Integer}, {@code String}, {@code Boolean}, null) and {@link #write} spells it one way, so
 * the same state gives the same text on either; {@link #read} parses text back into such a tree,
 * strictly (RFC 8259, whole numbers only, no duplicate keys, nothing after the value), and the
 * typed readers ({@link Obj}) refuse a missing key, an unknown key or a value of the wrong kind
 * with the JSON path of the value and why.
 *
 * <p>The runtime has no dependency; this is the little JSON a state needs, not a general library.
 */
public final class StateJson {
  private StateJson() {}

  /** The text is not JSON, or not a state of this game: where (line and column, or a JSON path) and why. */
  public static final class Error extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public Error(String message) {
      super(message, null);
    }
  }

  // ---- writing ------------------------------------------------------------------------------

  /** The tree as one line of JSON: {@code ", "} between items, {@code ": "} after keys. */
  public static String write(Object tree) {
    StringBuilder out = new StringBuilder();
    write(tree, out);
    return out.toString();
  }

  private static void write(Object v, StringBuilder out) {
    if (v == null) {
      out.append("null");
    } else if (v instanceof Integer || v instanceof Long || v instanceof Boolean) {
      out.append(v);
    } else if (v instanceof String s) {
      string(s, out);
    } else if (v instanceof Map<?, ?> m) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : m.entrySet()) {
        out.append(first ? "" : ", ");
        string((String) e.getKey(), out);
        out.append(": ");
        write(e.getValue(), out);
        first = false;
      }
      out.append('}');
    } else if (v instanceof List<?> l) {
      out.append('[');
      for (int i = 0; i < l.size(); i++) {
        out.append(i == 0 ? "" : ", ");
        write(l.get(i), out);
      }
      out.append(']');
    } else {
      throw new IllegalArgumentException("not a JSON value: " + v.getClass().getName());
    }
  }

  /** A JSON string literal: quotes, backslashes and control characters escaped, the rest as is. */
  public static String string(String s) {
    StringBuilder out = new StringBuilder();
    string(s, out);
    return out.toString();
  }

  private static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  // ---- reading ------------------------------------------------------------------------------

  /**
   * Parses JSON text into a tree: objects as unmodifiable ordered maps, arrays as lists, numbers
   * as {@code Integer} (a fraction, an exponent or a number outside {@code int} is refused).
   *
   * @throws Error with the line and column of the first thing that is not JSON
   */
  public static Object read(String text) {
    Parser p = new Parser(text);
    p.space();
    Object v = p.value(0);
    p.space();
    if (p.i < text.length()) {
      throw p.error("expected the end of the text after the JSON value");
    }
    return v;
  }

  private static final class Parser {
    private static final int MAX_DEPTH = 64;
    final String s;
    int i;

    Parser(String s) {
      this.s = s;
    }

    Error error(String why) {
      int line = 1;
      int col = 1;
      for (int k = 0; k < Math.min(i, s.length()); k++) {
        if (s.charAt(k) == '\n') {
          line++;
          col = 1;
        } else {
          col++;
        }
      }
      return new Error("line " + line + ", column " + col + ": " + why);
    }

    void space() {
      while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '\n' || s.charAt(i) == '\r')) {
        i++;
      }
    }

    Object value(int depth) {
      if (depth > MAX_DEPTH) {
        throw error("JSON nested deeper than " + MAX_DEPTH);
      }
      if (i >= s.length()) {
        throw error("expected a JSON value, found the end of the text");
      }
      char c = s.charAt(i);
      if (c == '{') {
        return object(depth);
      } else if (c == '[') {
        return array(depth);
      } else if (c == '"') {
        return string();
      } else if (c == '-' || c >= '0' && c <= '9') {
        return number();
      } else if (s.startsWith("true", i)) {
        i += 4;
        return Boolean.TRUE;
      } else if (s.startsWith("false", i)) {
        i += 5;
        return Boolean.FALSE;
      } else if (s.startsWith("null", i)) {
        i += 4;
        return null;
      }
      throw error("expected a JSON value, found `" + s.charAt(i) + "`");
    }

    Map<String, Object> object(int depth) {
      Map<String, Object> out = new LinkedHashMap<>();
      i++;
      space();
      if (i < s.length() && s.charAt(i) == '}') {
        i++;
        return Collections.unmodifiableMap(out);
      }
      while (true) {
        space();
        if (i >= s.length() || s.charAt(i) != '"') {
          throw error("expected a key in double quotes");
        }
        int at = i;
        String key = string();
        if (out.containsKey(key)) {
          i = at;
          throw error("key \"" + key + "\" appears twice");
        }
        space();
        expect(':');
        space();
        out.put(key, value(depth + 1));
        space();
        if (i < s.length() && s.charAt(i) == ',') {
          i++;
          continue;
        }
        expect('}');
        return Collections.unmodifiableMap(out);
      }
    }

    List<Object> array(int depth) {
      List<Object> out = new ArrayList<>();
      i++;
      space();
      if (i < s.length() && s.charAt(i) == ']') {
        i++;
        return Collections.unmodifiableList(out);
      }
      while (true) {
        space();
        out.add(value(depth + 1));
        space();
        if (i < s.length() && s.charAt(i) == ',') {
          i++;
          continue;
        }
        expect(']');
        return Collections.unmodifiableList(out);
      }
    }

    void expect(char c) {
      if (i >= s.length() || s.charAt(i) != c) {
        throw error("expected `" + c + "`" + (i >= s.length() ? ", found the end of the text" : ""));
      }
      i++;
    }

    String string() {
      StringBuilder out = new StringBuilder();
      i++;
      while (true) {
        if (i >= s.length()) {
          throw error("a string is not closed");
        }
        char c = s.charAt(i);
        if (c == '"') {
          i++;
          return out.toString();
        }
        if (c < 0x20) {
          throw error("a control character in a string must be escaped");
        }
        if (c != '\\') {
          out.append(c);
          i++;
          continue;
        }
        if (i + 1 >= s.length()) {
          throw error("a string is not closed");
        }
        char e = s.charAt(i + 1);
        switch (e) {
          case '"', '\\', '/' -> out.append(e);
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'u' -> {
            if (i + 6 > s.length() || !s.substring(i + 2, i + 6).matches("[0-9a-fA-F]{4}")) {
              throw error("expected four hex digits after \\u");
            }
            out.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
            i += 4;
          }
          default -> throw error("unknown escape \\" + e);
        }
        i += 2;
      }
    }

    Integer number() {
      int start = i;
      if (s.charAt(i) == '-') {
        i++;
      }
      int digits = i;
      while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
        i++;
      }
      if (i == digits) {
        throw error("expected a digit");
      }
      if (s.charAt(digits) == '0' && i - digits > 1) {
        i = start;
        throw error("a number must not start with 0");
      }
      if (i < s.length() && (s.charAt(i) == '.' || s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
        throw error("a state holds whole numbers only");
      }
      try {
        return Integer.valueOf(s.substring(start, i));
      } catch (NumberFormatException tooLarge) {
        i = start;
        throw error("the number " + s.substring(start, Math.min(s.length(), start + 24)) + " is too large");
      }
    }
  }

  // ---- typed reading ------------------------------------------------------------------------

  /** A JSON value where an object must be, with its path for messages. */
  public static Obj object(Object v, String path) {
    if (!(v instanceof Map<?, ?> m)) {
      throw new Error(path + ": expected an object, not " + describe(v));
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> map = (Map<String, Object>) m;
    return new Obj(map, path);
  }

  /** A JSON value where an array must be. */
  public static List<Object> array(Object v, String path) {
    if (!(v instanceof List<?> l)) {
      throw new Error(path + ": expected an array, not " + describe(v));
    }
    @SuppressWarnings("unchecked")
    List<Object> list = (List<Object>) l;
    return list;
  }

  /** A JSON value where a whole number must be. */
  public static int integer(Object v, String path) {
    if (!(v instanceof Integer n)) {
      throw new Error(path + ": expected a whole number, not " + describe(v));
    }
    return n;
  }

  public static boolean bool(Object v, String path) {
    if (!(v instanceof Boolean b)) {
      throw new Error(path + ": expected true or false, not " + describe(v));
    }
    return b;
  }

  public static String text(Object v, String path) {
    if (!(v instanceof String s)) {
      throw new Error(path + ": expected a string, not " + describe(v));
    }
    return s;
  }

  /**
   * One of the names a value may take (an enum member, a kind's entry, a phase): its index in
   * {@code names}.
   */
  public static int oneOf(Object v, String path, List<String> names, String what) {
    String s = text(v, path);
    int i = names.indexOf(s);
    if (i < 0) {
      throw new Error(path + ": \"" + s + "\" is not " + what + " (" + String.join(", ", names) + ")");
    }
    return i;
  }

  /** The value of that name among {@code values} (a generated enum's constants), checked before. */
  public static <E> E named(E[] values, java.util.function.Function<E, String> id, String name) {
    for (E v : values) {
      if (id.apply(v).equals(name)) {
        return v;
      }
    }
    throw new Error("no value \"" + name + "\"");
  }

  /** A JSON value as a message names it. */
  public static String describe(Object v) {
    if (v == null) {
      return "null";
    } else if (v instanceof String s) {
      return "the string " + string(s);
    } else if (v instanceof Integer n) {
      return "the number " + n;
    } else if (v instanceof Boolean b) {
      return b.toString();
    } else if (v instanceof List<?>) {
      return "an array";
    }
    return "an object";
  }

  /** An object being read: each key must be known, and each key asked for must be there. */
  public static final class Obj {
    private final Map<String, Object> map;
    private final String path;

    Obj(Map<String, Object> map, String path) {
      this.map = map;
      this.path = path;
    }

    public String path() {
      return path;
    }

    public Map<String, Object> map() {
      return map;
    }

    /** Refuses a key that is not among {@code known}. */
    public Obj only(List<String> known) {
      for (String k : map.keySet()) {
        if (!known.contains(k)) {
          throw new Error(path + ": unknown key \"" + k + "\" (expected " + String.join(", ", known) + ")");
        }
      }
      return this;
    }

    /** The value of a key that must be there. */
    public Object get(String key) {
      if (!map.containsKey(key)) {
        throw new Error(path + ": missing key \"" + key + "\"");
      }
      return map.get(key);
    }

    /** The path of a key's value, for messages. */
    public String at(String key) {
      return path + "." + key;
    }

    public int integer(String key) {
      return StateJson.integer(get(key), at(key));
    }

    public boolean bool(String key) {
      return StateJson.bool(get(key), at(key));
    }

    public String text(String key) {
      return StateJson.text(get(key), at(key));
    }
  }

  /** The {@code x} and {@code y} of a square written as {@code {"x": 3, "y": 4}}. */
  public static SquareGrid.Square square(Object v, String path) {
    Obj o = object(v, path).only(List.of("x", "y"));
    return new SquareGrid.Square(o.integer("x"), o.integer("y"));
  }

  /**
   * A point written as {@code {"x": 30, "y": 45, "z": 0}}, in the rulebook's base length unit
   * ({@code z} its height above the table).
   */
  public static Continuous.Point point(Object v, String path) {
    Obj o = object(v, path).only(List.of("x", "y", "z"));
    return new Continuous.Point(o.integer("x"), o.integer("y"), o.integer("z"));
  }

  /**
   * A point as the state writes it.
   *
   * @throws Error when a coordinate is beyond what a state's integers hold
   */
  public static Map<String, Object> point(Continuous.Point p) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("x", Math.toIntExact(p.x()));
    out.put("y", Math.toIntExact(p.y()));
    out.put("z", Math.toIntExact(p.z()));
    return out;
  }

  /** A square as the state writes it. */
  public static Map<String, Object> square(SquareGrid.Square s) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("x", s.col());
    out.put("y", s.row());
    return out;
  }
}
