package org.rulesc.rulebooks.maid_and_maidens;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.compiler.interpret.GameJson;
import org.rulesc.rulebooks.differential.BothReferees;
import org.rulesc.runtime.Continuous;
import org.rulesc.runtime.GameReferee;

/**
 * 【5】@ 装備交換・除装・再装備・受け渡し and 【3】D/【8】C's weapon thrown down to counter in Maid &amp;
 * Maidens' {@code game skirmish}, refereed by the generated {@code SkirmishGame} and the interpreter
 * alike (same verdicts, and the same final state as JSON: weapons carried, in hand, not yet ready and
 * lying on the table): a doll carries up to three weapons (the header's {@code S} line gives it more
 * than its setup line's), changes the one in hand in its own action phase only, puts one down at its
 * feet and picks one up within 15cm, not beyond three, and cannot use a weapon picked up before it has
 * spent an action on it.
 *
 * <p>先攻's pistol at (60,55) carries a sword and a hand grenade too (three weapons); its rifle at (70,55),
 * 10cm away, a pistol too. 後攻's rifle stands at (60,95), 40cm from both.
 */
class SkirmishWeaponChangeTest {
    private static final BothReferees<SkirmishGame.State> REFEREES = new BothReferees<>("maid-and-maidens.rules",
            SkirmishGame::referee, (generated, interpreted) -> assertThat(new GameJson(SkirmishWeaponChangeTest.REFEREES
                    .games()).write(interpreted)).isEqualTo(SkirmishGame.toJson(generated)));

    private static final String HEADER = """
            D / first / ピストル / (60,55)
            D / first / アサルトライフル / (70,55)
            D / second / アサルトライフル / (60,95)
            D / second / 剣 / (150,110)
            S / (60,55) / 剣+手榴弾
            S / (70,55) / ピストル
            turn 1
            """;

    /** The rifle puts its pistol down at its feet in turn 1 and picks it up again in turn 2. */
    private static final String PICKED_UP = HEADER + """
            (70,55): XD / ピストル
            turn 2
            (70,55): XP / (70,55) / ピストル
            """;

    @Test
    void aDollCarriesTheWeaponsOfItsSetupLineAndItsHeaderLine() {
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(HEADER);
        assertThat(ids(r.state().piece(1).state().carried())).containsExactly("pistol", "sword", "hand_grenade").inOrder();
        assertThat(ids(r.state().piece(2).state().carried())).containsExactly("assault_rifle", "pistol").inOrder();
        assertThat(ids(r.state().piece(3).state().carried())).containsExactly("assault_rifle");
    }

    @Test
    void aChangeInTheOwnActionPhaseIsAcceptedAndOutsideItRefused() {
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(HEADER + "(60,55): X / 剣\n");
        assertThat(r.state().piece(1).state().weapon().id()).isEqualTo("sword");
        assertThat(ids(r.state().piece(1).state().carried())).containsExactly("pistol", "sword", "hand_grenade").inOrder();
        // once a phase (house), and only to a weapon the doll carries
        GameReferee.Discrepancy d = REFEREES.refused(HEADER + "(60,55): X / 剣\n(60,55): X / 手榴弾\n");
        assertThat(d.line()).isEqualTo(9);
        assertThat(d.rule()).isEqualTo("装備交換(持ち替え・捨てる・拾う・受け渡し)");
        d = REFEREES.refused(HEADER + "(70,55): X / 剣\n");
        assertThat(d.line()).isEqualTo(8);
        assertThat(d.rule()).isEqualTo("装備交換");
        assertThat(d.message()).contains("arm 剣 is not among its choices");
        // 「このタイミング以外での装備交換はできません」: after 後攻's move the action phase of 先攻 is over
        d = REFEREES.refused(HEADER + "(150,110): M / (150,100)\n(60,55): X / 剣\n");
        assertThat(d.line()).isEqualTo(9);
        assertThat(d.rule()).isEqualTo("先攻側反撃フェイズ");
        assertThat(d.citation()).isEqualTo("【3】H");
        assertThat(d.message()).contains("does not allow 装備交換・除装・再装備・受け渡し");
    }

    @Test
    void aWeaponPutDownLiesAtTheDollsFeetAndAFourthIsNotPickedUp() {
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(HEADER + "(70,55): XD / ピストル\n");
        Figure rifle = r.state().piece(2).state();
        assertThat(ids(rifle.carried())).containsExactly("assault_rifle");
        // it lies on the table, the game's, not the doll's
        assertThat(ids(r.state().shared().weapons())).containsExactly("pistol");
        assertThat(r.state().shared().weaponsAt()).containsExactly(new Continuous.Point(70, 55, 0));
        // the pistol lies 10cm from 先攻's pistol, which carries three weapons already
        GameReferee.Discrepancy d = REFEREES.refused(HEADER + "(70,55): XD / ピストル\n(60,55): XP / (70,55) / ピストル\n");
        assertThat(d.line()).isEqualTo(9);
        assertThat(d.rule()).isEqualTo("武器を拾う");
        assertThat(d.citation()).isEqualTo("【5】@; 【2】A");
        assertThat(d.message()).endsWith("requires can_pick_up(carried_parts(self.carried), arm.parts)");
        // the weapon in hand is not put down (house): it is thrown down only to counter
        d = REFEREES.refused(HEADER + "(70,55): XD / アサルトライフル\n");
        assertThat(d.rule()).isEqualTo("武器を捨てる");
        assertThat(d.citation()).isEqualTo("【5】@");
    }

    @Test
    void aWeaponOnTheTableIsAnyDollsToPickUpWhereItLies() {
        // 先攻's pistol carries only its pistol here: it takes up the one the rifle put down, 10cm away
        String header = HEADER.replace("S / (60,55) / 剣+手榴弾\n", "");
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(header
                + "(70,55): XD / ピストル\nturn 2\n(60,55): XP / (70,55) / ピストル\n");
        assertThat(ids(r.state().piece(1).state().carried())).containsExactly("pistol", "pistol").inOrder();
        assertThat(ids(r.state().piece(2).state().carried())).containsExactly("assault_rifle");
        assertThat(r.state().shared().weapons()).isEmpty();
        // a record names the weapon by where it lies: nothing lies where the pistol doll stands
        GameReferee.Discrepancy d = REFEREES.refused(header + "(70,55): XD / ピストル\nturn 2\n(60,55): XP / (60,55) / ピストル\n");
        assertThat(d.line()).isEqualTo(9);
        assertThat(d.rule()).isEqualTo("武器を拾う");
        assertThat(d.message()).contains("spot (60,55) is not among its choices");
        // nor from beyond 15cm: the pistol doll 20cm away
        d = REFEREES.refused(header.replace("ピストル / (60,55)", "ピストル / (90,55)")
                + "(70,55): XD / ピストル\nturn 2\n(90,55): XP / (70,55) / ピストル\n");
        assertThat(d.line()).isEqualTo(9);
        assertThat(d.citation()).isEqualTo("【5】@");
        assertThat(d.message()).endsWith("requires within(self.at, spot, pickup_radius)");
    }

    @Test
    void aWeaponPickedUpTakesAnActionBeforeItFires() {
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(PICKED_UP);
        Figure rifle = r.state().piece(2).state();
        assertThat(rifle.weapon().id()).isEqualTo("pistol");
        assertThat(ids(rifle.unready())).containsExactly("pistol");
        assertThat(r.state().shared().weapons()).isEmpty();
        // 「拾ってすぐに撃つことはできません」
        GameReferee.Discrepancy d = REFEREES.refused(PICKED_UP + "(70,55): F / (60,95)\n");
        assertThat(d.line()).isEqualTo(11);
        assertThat(d.rule()).isEqualTo("射撃");
        assertThat(d.citation()).isEqualTo("【5】@");
        assertThat(d.message()).endsWith("requires !(self.unready contains self.weapon)");
        // its action of the phase readies it, and in turn 3 it fires (a 6 always misses)
        r = REFEREES.legal(PICKED_UP + "(70,55): XR\nturn 3\n(70,55): F / (60,95)\n(60,95) / 6 / 外れ\n");
        assertThat(r.state().piece(2).state().unready()).isEmpty();
        // readying is the phase's action: no shot after it
        d = REFEREES.refused(PICKED_UP + "(70,55): XR\n(70,55): F / (60,95)\n");
        assertThat(d.rule()).isEqualTo("行動フェイズの行動終了(射撃・何もしない)");
    }

    @Test
    void aWeaponHandedToAnAllyWithin15cmTakesAnActionToo() {
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(HEADER + "(60,55): XH / (70,55) / 剣\n");
        assertThat(ids(r.state().piece(1).state().carried())).containsExactly("pistol", "hand_grenade").inOrder();
        Figure rifle = r.state().piece(2).state();
        assertThat(ids(rifle.carried())).containsExactly("assault_rifle", "pistol", "sword").inOrder();
        assertThat(ids(rifle.unready())).containsExactly("sword");
        // the rifle carries three weapons now: no fourth (turn 2: a change a phase)
        GameReferee.Discrepancy d = REFEREES.refused(HEADER + "(60,55): XH / (70,55) / 剣\nturn 2\n"
                + "(60,55): XH / (70,55) / 手榴弾\n");
        assertThat(d.line()).isEqualTo(10);
        assertThat(d.rule()).isEqualTo("受け渡し");
        assertThat(d.citation()).isEqualTo("【5】@; 【2】A");
        // nor to an enemy, nor from 40cm
        d = REFEREES.refused(HEADER + "(60,55): XH / (60,95) / 剣\n");
        assertThat(d.citation()).isEqualTo("【5】@");
    }

    /** 後攻's sword walks into the ZOC of 先攻's rifle (which carries a sword too) and strikes it. */
    private static final String STRUCK = """
            D / first / アサルトライフル / (60,55)
            D / first / ピストル / (120,30)
            D / second / 剣 / (60,95)
            D / second / ピストル / (150,110)
            S / (60,55) / 剣
            turn 1
            (60,95): M / (60,70)
            (60,70): W / (60,55)
            (60,55) / 6 / 外れ
            """;

    @Test
    void aWeaponNotForMeleeIsThrownDownToCounter() {
        // the rifle cannot counter in melee (【8】C) ...
        GameReferee.Discrepancy d = REFEREES.refused(STRUCK + "(60,55): CW / (60,70)\n");
        assertThat(d.line()).isEqualTo(10);
        assertThat(d.citation()).isEqualTo("【3】D; 【8】C");
        // ... unless it is thrown down: bare-handed, or with the sword drawn
        GameReferee.Report<SkirmishGame.State> r = REFEREES.legal(STRUCK + "(60,55): CX / (60,70) / 素手\n(60,70) / 6 / 外れ\n");
        Figure rifle = r.state().piece(1).state();
        assertThat(rifle.weapon().id()).isEqualTo("unarmed");
        assertThat(ids(rifle.carried())).containsExactly("sword");
        assertThat(ids(r.state().shared().weapons())).containsExactly("assault_rifle");
        r = REFEREES.legal(STRUCK + "(60,55): CX / (60,70) / 剣\n(60,70) / 6 / 外れ\n");
        assertThat(r.state().piece(1).state().weapon().id()).isEqualTo("sword");
        // a weapon it does not carry is no choice
        d = REFEREES.refused(STRUCK + "(60,55): CX / (60,70) / ピストル\n");
        assertThat(d.rule()).isEqualTo("投げ捨てて白兵反撃");
        assertThat(d.message()).contains("arm ピストル is not among its choices");
        // a doll whose weapon serves in melee counters with it, and throws nothing down
        d = REFEREES.refused(STRUCK.replace("S / (60,55) / 剣\n", "").replace("アサルトライフル / (60,55)", "剣 / (60,55)")
                + "(60,55): CX / (60,70) / 素手\n");
        assertThat(d.rule()).isEqualTo("投げ捨てて白兵反撃");
        assertThat(d.citation()).isEqualTo("【3】D; 【8】C");
    }

    private static List<String> ids(List<Weapon> weapons) {
        return weapons.stream().map(Weapon::id).toList();
    }
}
