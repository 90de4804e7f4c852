package org.rulesc.compiler.model;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import javax.lang.model.SourceVersion;
import org.junit.jupiter.api.Test;

/** The naming scheme: conventional spellings for ordinary names, and never two names as one. */
class JavaNamesTest {
    /** Names that meet under naive conversions (case, underscores, digits, Unicode case folding). */
    static final List<String> NAMES = List.of("ab", "AB", "aB", "Ab", "a_b", "a__b", "_ab", "ab_", "a_b_", "_a_b",
            "abc", "a_bc", "ab_c", "aBc", "abC", "x1", "x_1", "X1", "X_1", "x__1", "max_range", "maxRange", "MAX_RANGE",
            "MaxRange", "max_Range", "terrain", "Terrain", "TERRAIN", "at_type", "ATType", "a_t_type", "class", "Class",
            "class_", "class__", "get_class", "getClass", "getClass_", "string", "String", "string_", "hash_code",
            "hashCode", "dice", "dice_", "roll", "_", "__", "a", "A", "a_", "A_", "é", "É", "ı", "i", "I", "ſ", "s",
            "S", "ａ", "Ａ", "a①", "a_2460_", "a_2460__", "x²", "攻撃_判定", "攻撃判定", "攻撃__判定", "ǅx", "ﬁx", "𝒜",
            "𠮷", "morale_1", "morale1", "Morale1", "morale_1a", "java", "org", "int", "Int", "INT");

    @Test
    void ordinaryNamesKeepTheirConventionalSpelling() {
        assertThat(JavaNames.type("maid_and_maidens")).isEqualTo("MaidAndMaidens");
        assertThat(JavaNames.type("combat_rules_part2")).isEqualTo("CombatRulesPart2");
        assertThat(JavaNames.declaredType("ATType")).isEqualTo("ATType");
        assertThat(JavaNames.declaredType("WeaponClass")).isEqualTo("WeaponClass");
        assertThat(JavaNames.member("at_max_range")).isEqualTo("atMaxRange");
        assertThat(JavaNames.constant("brutish_dog")).isEqualTo("BRUTISH_DOG");
        assertThat(JavaNames.constant("morale_1")).isEqualTo("MORALE_1");
        assertThat(JavaNames.member("攻撃判定")).isEqualTo("攻撃判定");
        assertThat(JavaNames.packageSegment("a_aws")).isEqualTo("a_aws");
    }

    @Test
    void reservedAndIrregularNamesAreEscaped() {
        assertThat(JavaNames.member("class")).isEqualTo("class_");
        assertThat(JavaNames.member("get_class")).isEqualTo("getClass_");
        assertThat(JavaNames.member("getClass")).isEqualTo("getClass__");
        assertThat(JavaNames.type("string")).isEqualTo("String_");
        assertThat(JavaNames.declaredType("Math")).isEqualTo("Math_");
        assertThat(JavaNames.constant("aB")).isEqualTo("aB__");
        assertThat(JavaNames.member("a_1")).isEqualTo("a_1");
        assertThat(JavaNames.member("a①")).isEqualTo("a_2460___");
        assertThat(JavaNames.local("dice")).isEqualTo("dice_");
        assertThat(JavaNames.packageSegment("T")).isEqualTo("T__");
    }

    @Test
    void everyStyleIsInjectiveAndGivesJavaIdentifiers() {
        Map<String, UnaryOperator<String>> styles = Map.of("type", JavaNames::type, "declaredType",
                JavaNames::declaredType, "member", JavaNames::member, "local", JavaNames::local, "constant",
                JavaNames::constant, "packageSegment", JavaNames::packageSegment);
        List<String> names = new ArrayList<>(NAMES);
        // every pair of the names above joined, so compound names meet each other too
        for (String a : NAMES.subList(0, 30)) {
            for (String b : NAMES.subList(0, 30)) {
                names.add(a + "_" + b);
                names.add(a + b);
            }
        }
        List<String> distinct = names.stream().distinct().toList();
        styles.forEach((style, spell) -> {
            Map<String, String> seen = new HashMap<>();
            for (String name : distinct) {
                String java = spell.apply(name);
                assertWithMessage(style + "(" + name + ") = " + java).that(SourceVersion.isIdentifier(java)
                        && !SourceVersion.isKeyword(java) && !java.equals("var") && !java.equals("record")
                        && !java.equals("yield") && !java.contains("$")).isTrue();
                String before = seen.put(java, name);
                assertWithMessage(style + ": `" + name + "` and `" + before + "` both become `" + java + "`")
                        .that(before == null || before.equals(name)).isTrue();
            }
        });
    }

    @Test
    void spellingsNeverMeetTheGeneratedCodesOwnLocals() {
        for (String internal : JavaNames.EMITTED_LOCALS) {
            for (String name : NAMES) {
                assertWithMessage(name).that(JavaNames.local(name)).isNotEqualTo(internal);
            }
        }
    }
}
