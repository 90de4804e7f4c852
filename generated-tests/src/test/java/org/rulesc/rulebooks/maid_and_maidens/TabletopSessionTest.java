package org.rulesc.rulebooks.maid_and_maidens;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rulesc.runtime.AppliedModifier;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.RuleViolation;
import org.rulesc.runtime.UsageTracker;

/**
 * Uses the generated Maid &amp; Maidens engine the way a virtual tabletop would: build dolls,
 * resolve a shot with its modifiers from a rigged die, and walk a whole turn.
 */
class TabletopSessionTest {

    private static Doll doll(List<Weapon> weapons, List<Skill> skills, List<Equipment> equipment) {
        return new Doll(Attribute.HUMAN, weapons, List.of(), equipment, skills);
    }

    @Test
    void aLegalDollPassesAndKnowsItsNumbers() {
        Doll maid = doll(List.of(Weapon.PISTOL, Weapon.SWORD), List.of(Skill.LUCK), List.of()).requireValid();
        assertThat(maid.totalMp()).isAtMost(MaidAndMaidens.mpBudget());
        assertThat(maid.hp()).isEqualTo(6);
        assertThat(maid.sp()).isEqualTo(3);
        assertThat(maid.maxMove()).isEqualTo(4);
        assertThat(MaidAndMaidens.reachOfSteps(maid.maxMove())).isEqualTo(60);
    }

    @Test
    void anOverBudgetDollIsRejectedWithAClearMessage() {
        Doll greedy = doll(List.of(Weapon.CHARGED_PARTICLE_CANNON, Weapon.BEAM_RIFLE, Weapon.BEAM_SABER),
                List.of(Skill.FLIGHT, Skill.MAGIC, Skill.UNDYING), List.of(Equipment.FLIGHT_UNIT));
        assertThat(greedy.totalMp()).isGreaterThan(100);
        RuleViolation refused = assertThrows(RuleViolation.class, greedy::requireValid);
        assertThat(refused.rule()).isEqualTo("budget");
        assertThat(refused).hasMessageThat().contains("MP合計は100以内: total_mp <= mp_budget is false ("
                + greedy.totalMp() + " <= 100)");
        assertThat(refused).hasMessageThat().contains("【2】B");
    }

    @Test
    void aDollWithAThreePartSetCannotCarryAnotherWeapon() {
        Doll overloaded = doll(List.of(Weapon.RIFLE_SET_OF_THREE, Weapon.PISTOL), List.of(), List.of());
        assertThat(overloaded.weaponCount()).isEqualTo(4);
        assertThat(overloaded.validate().stream().map(v -> v.rule()).toList()).contains("weapon_limit");
    }

    @Test
    void aShotAtMaximumRangeIntoHalfCoverHitsOnlyOnTheModifiedJudge() {
        // 【7】C: maximum range −1 and half cover −1 add up to −2
        List<AppliedModifier> applied = MaidAndMaidens.attackModsBreakdown(true, true, false, false, false,
                AttackType.DIRECT_FIRE, false, false, false, false, 0, false, false, false, false);
        assertThat(applied.stream().map(AppliedModifier::value).toList()).containsExactly(-1, -1);
        int modifier = applied.stream().mapToInt(AppliedModifier::value).sum();
        int judge = Weapon.PISTOL.judge();
        assertThat(judge).isEqualTo(3);

        RiggedDice die = RiggedDice.of(6, 2);
        AttackCheck.Outcome shot = AttackCheck.roll(die, judge, modifier, Weapon.PISTOL.damage(), 0);
        die.assertAllUsed();
        assertThat(shot.success()).isFalse(); // 2 > 3 − 2

        AttackCheck.Outcome lucky = AttackCheck.roll(RiggedDice.of(6, 1), judge, modifier, 0, 0);
        assertThat(lucky.success()).isTrue(); // a 1 always hits
        assertThat(lucky.damage()).isEqualTo(1); // the face is the damage
        assertThat(MaidAndMaidens.hpAfterDamage(1, 5)).isEqualTo(0); // HP never goes below 0
    }

    @Test
    void riggedDiceRefuseAnotherDieSize() {
        IllegalStateException wrongDie = assertThrows(IllegalStateException.class,
                () -> AttackCheck.roll(RiggedDice.of(100, 50), 3, 0, 0, 0));
        assertThat(wrongDie).hasMessageThat().contains("d6");
    }

    @Test
    void aWholeTurnWalksThirteenPhasesInOrderAndResetsSpUse() {
        List<String> walked = new ArrayList<>();
        UsageTracker tracker = new UsageTracker();
        TurnSequence.run(new TurnSequence.Handler() {
            @Override
            public void phase(int turn, TurnPhase phase) {
                walked.add(turn + ":" + phase.label());
                if (phase == TurnPhase.FIRST_ACTION) {
                    Limit.SP_SKILL.use(tracker);
                    assertThat(Limit.SP_SKILL.tryUse(tracker)).isFalse(); // once per turn
                }
            }

            @Override
            public void trigger(int turn, TurnTrigger trigger) {
                tracker.reset(Limit.SP_SKILL.scope());
            }
        }, 2);
        assertThat(walked).hasSize(26);
        assertThat(walked.get(0)).isEqualTo("1:先攻側移動フェイズ");
        assertThat(walked.get(5)).isEqualTo("1:士気チェックフェイズ");
        assertThat(walked.get(12)).isEqualTo("1:ターン終了フェイズ");
        assertThat(walked.get(13)).isEqualTo("2:先攻側移動フェイズ");
        assertThat(TurnPhase.SECOND_COUNTER.side()).isEqualTo(TurnSide.SECOND);
        assertThat(TurnPhase.FIRST_ACTION.allows(Action.SHOOT)).isTrue();
        assertThat(TurnPhase.FIRST_MOVE.allows(Action.SHOOT)).isFalse();
    }
}
