package org.rulesc.runtime;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StateJsonTest {
    private static String refused(String text) {
        return assertThrows(StateJson.Error.class, () -> StateJson.read(text)).getMessage();
    }

    @Test
    void writesOneCanonicalLineAndReadsItBack() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("game", "duel");
        tree.put("n", -12);
        tree.put("ok", true);
        tree.put("none", null);
        tree.put("list", List.of(1, "二", List.of()));
        tree.put("quote", "a\"b\\c\nd\u0001");
        String text = StateJson.write(tree);
        assertThat(text).isEqualTo("{\"game\": \"duel\", \"n\": -12, \"ok\": true, \"none\": null, \"list\": [1, \"二\", []],"
                + " \"quote\": \"a\\\"b\\\\c\\nd\\u0001\"}");
        assertThat(StateJson.read(text)).isEqualTo(tree);
        // keys keep their order when read
        assertThat(((Map<?, ?>) StateJson.read(text)).keySet()).containsExactly("game", "n", "ok", "none", "list", "quote")
                .inOrder();
    }

    @Test
    void readsWhitespaceEscapesAndNesting() {
        assertThat(StateJson.read(" {\n\t\"a\" : [ 1 , 2 ] ,\r\n \"b\":\"\\u0041\\/\"} ")).isEqualTo(
                Map.of("a", List.of(1, 2), "b", "A/"));
        assertThat(StateJson.read("-0")).isEqualTo(0);
        assertThat(StateJson.read("2147483647")).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void refusesWhatIsNotStrictJsonWithLineAndColumn() {
        assertThat(refused("{\"a\": 1,}")).isEqualTo("line 1, column 9: expected a key in double quotes");
        assertThat(refused("[1, 2,]")).isEqualTo("line 1, column 7: expected a JSON value, found `]`");
        assertThat(refused("{\"a\": 1, \"a\": 2}")).isEqualTo("line 1, column 10: key \"a\" appears twice");
        assertThat(refused("{'a': 1}")).isEqualTo("line 1, column 2: expected a key in double quotes");
        assertThat(refused("{\n  \"a\": 01}")).isEqualTo("line 2, column 8: a number must not start with 0");
        assertThat(refused("1.5")).isEqualTo("line 1, column 2: a state holds whole numbers only");
        assertThat(refused("1e3")).isEqualTo("line 1, column 2: a state holds whole numbers only");
        assertThat(refused("2147483648")).isEqualTo("line 1, column 1: the number 2147483648 is too large");
        assertThat(refused("\"tab\there\"")).isEqualTo("line 1, column 5: a control character in a string must be escaped");
        assertThat(refused("\"\\x\"")).isEqualTo("line 1, column 2: unknown escape \\x");
        assertThat(refused("\"\\u12\"")).isEqualTo("line 1, column 2: expected four hex digits after \\u");
        assertThat(refused("\"open")).isEqualTo("line 1, column 6: a string is not closed");
        assertThat(refused("tru")).isEqualTo("line 1, column 1: expected a JSON value, found `t`");
        assertThat(refused("{} {}")).isEqualTo("line 1, column 4: expected the end of the text after the JSON value");
        assertThat(refused("{\"a\" 1}")).isEqualTo("line 1, column 6: expected `:`");
        assertThat(refused("[1 2]")).isEqualTo("line 1, column 4: expected `]`");
        assertThat(refused("-")).isEqualTo("line 1, column 2: expected a digit");
        assertThat(refused("[".repeat(100))).isEqualTo("line 1, column 66: JSON nested deeper than 64");
    }

    @Test
    void typedReadersNameThePathAndWhatWasFound() {
        StateJson.Obj o = StateJson.object(StateJson.read("{\"hp\": \"3\", \"ok\": 1, \"at\": {\"x\": 1}}"), "$");
        assertThat(assertThrows(StateJson.Error.class, () -> o.integer("hp")).getMessage())
                .isEqualTo("$.hp: expected a whole number, not the string \"3\"");
        assertThat(assertThrows(StateJson.Error.class, () -> o.bool("ok")).getMessage())
                .isEqualTo("$.ok: expected true or false, not the number 1");
        assertThat(assertThrows(StateJson.Error.class, () -> o.text("name")).getMessage())
                .isEqualTo("$: missing key \"name\"");
        assertThat(assertThrows(StateJson.Error.class, () -> o.only(List.of("hp", "ok"))).getMessage())
                .isEqualTo("$: unknown key \"at\" (expected hp, ok)");
        assertThat(assertThrows(StateJson.Error.class, () -> StateJson.square(o.get("at"), "$.at")).getMessage())
                .isEqualTo("$.at: missing key \"y\"");
        assertThat(StateJson.square(StateJson.read("{\"x\": 3, \"y\": 4}"), "$")).isEqualTo(new SquareGrid.Square(3, 4));
        assertThat(StateJson.write(StateJson.square(new SquareGrid.Square(3, 4)))).isEqualTo("{\"x\": 3, \"y\": 4}");
    }
}
