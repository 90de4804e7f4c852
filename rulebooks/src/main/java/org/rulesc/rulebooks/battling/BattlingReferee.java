package org.rulesc.rulebooks.battling;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rulesc.runtime.HexGrid.Hex;
import org.rulesc.runtime.HexMap;
import org.rulesc.runtime.RecordSyntaxError;
import org.rulesc.runtime.RiggedDice;
import org.rulesc.runtime.UsageTracker;

/**
 * Referees a game of バトリング from its written record, the way a blog host would check the
 * comments: every action line must be legal for the AT that makes it (movement allowance and
 * path, sight for F, adjacency for B), and every result line is recomputed from the dice it
 * records and must say what the rules say. The first line that does not fit is reported with
 * its line number.
 *
 * <p>Everything the rules decide comes from the generated engine: the notations
 * ({@link ActionRecord}, {@link ResultRecord}), the legality formulas ({@code Battling.walkOk},
 * {@code fireOk}, …), the checks ({@link HitCheck}, {@link DamageCheck}, {@link BattlingCheck})
 * rolled with the recorded faces, the phases ({@link TurnPhase}), the one-action limit and the
 * victory rule. This class only keeps the game state: where each AT is, its HP and its last
 * action, whose phase it is, and which result lines are owed.
 *
 * <p>The record is plain text, one line per comment line:
 * <ul>
 * <li>an action: the acting AT's hex, a colon, then the action line — {@code 0707: W / 2 / 0908}
 *     (the document's records name the acting AT by its hex in the prose around them; the prefix
 *     may be left out when the side to act has a single AT);
 * <li>the result lines the attacked side writes after an F or a B, exactly in the document's
 *     notation — {@code 0908 / 4 / H / 2 / HP2}, {@code 0707 / 4 / EX / HP3}, then the
 *     attacker's {@code 0807 / EX / HP2} after an A or EX;
 * <li>optionally {@code turn N} to start turn N (otherwise a new phase starts when the other
 *     side acts), blank lines, and {@code #} comments.
 * </ul>
 */
public final class BattlingReferee {

    /** An AT at the start of the game. */
    /** An AT at the start: a name for messages, its side, its type and its hex label. */
    public record Setup(String name, TurnSide side, ATType type, String hex) {}

    /** An AT during the game. */
    static final class Unit {
        final String name;
        final TurnSide side;
        final ATType type;
        Hex hex;
        int hp;
        LastAction last = LastAction.NONE;
        final UsageTracker actions = new UsageTracker();

        Unit(Setup s) {
            this.name = s.name();
            this.side = s.side();
            this.type = s.type();
            this.hex = Battling.LABELS.parse(s.hex());
            this.hp = Battling.hp(type);
        }

        String where() {
            return Battling.LABELS.format(hex);
        }

        @Override
        public String toString() {
            return name + "(" + type.label() + " " + where() + " HP" + hp + ")";
        }
    }

    /** The first line of the record that does not fit the rules. */
    /** The first line that does not fit the rules: its number, its text and why. */
    public record Discrepancy(int line, String text, String reason) {
        @Override
        public String toString() {
            return "line " + line + ": " + reason + "\n    " + text.strip();
        }
    }

    /**
     * What the referee found.
     *
     * @param discrepancy the first line that does not fit, if any
     * @param over whether the game has ended (an army destroyed, or the last turn played)
     * @param winner who won, when it is over
     * @param turn the turn the record reached
     * @param units the ATs left on the map
     * @param destroyed the ATs destroyed, in order
     */
    /** The outcome of refereeing a record. */
    public record Report(Optional<Discrepancy> discrepancy, boolean over, Optional<Winner> winner, int turn,
            List<Unit> units, List<Unit> destroyed) {
        boolean ok() {
            return discrepancy.isEmpty();
        }

        Unit unit(String name) {
            return units.stream().filter(u -> u.name.equals(name)).findFirst().orElseThrow();
        }
    }

    /** A result line the attacked side (or the attacker, after A or EX) still owes. */
    private sealed interface Owed permits ShotOwed, BattlingOwed, AttackerOwed {}

    private record ShotOwed(Unit shooter, Unit target, int distance) implements Owed {}

    private record BattlingOwed(Unit attacker, Unit defender) implements Owed {}

    private record AttackerOwed(Unit attacker, BattlingResult result, int hp) implements Owed {}

    /** Thrown inside the referee to stop at the first discrepancy. */
    private static final class Mismatch extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Mismatch(String reason) {
            super(reason, null, false, false);
        }
    }

    private static final Pattern TURN = Pattern.compile("(?i)turn\\s+(\\d+)");
    private static final Pattern ACTOR = Pattern.compile("^\\s*(\\d{4})\\s*[:：]\\s*(.*)$", Pattern.DOTALL);

    private final HexMap<Terrain> map;
    private final List<Unit> units = new ArrayList<>();
    private final List<Unit> destroyed = new ArrayList<>();
    private final List<Owed> owed = new ArrayList<>();
    private int turn = 1;
    private TurnPhase phase = TurnPhase.FIRST_ACTION;
    private boolean over;

    /** A referee for one game on {@code map} starting from {@code setup}. */
    public BattlingReferee(HexMap<Terrain> map, List<Setup> setup) {
        this.map = map;
        for (Setup s : setup) {
            Unit u = new Unit(s);
            if (!Battling.passable(map, u.hex, List.of()) || units.stream().anyMatch(x -> x.hex.equals(u.hex))) {
                throw new IllegalArgumentException(u + " cannot start in " + s.hex());
            }
            units.add(u);
        }
    }

    /** Referees the whole record, stopping at the first line that does not fit. */
    /** Checks every line of {@code record} in order and reports the first discrepancy, if any. */
    public Report referee(String record) {
        String[] lines = record.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            try {
                line(line);
            } catch (Mismatch m) {
                return report(new Discrepancy(i + 1, line, m.getMessage()));
            } catch (RecordSyntaxError e) {
                int column = e.column() + (line.length() - e.line().length());
                return report(new Discrepancy(i + 1, line, "column " + column + ": expected " + e.expected()));
            }
        }
        if (!owed.isEmpty()) {
            return report(new Discrepancy(lines.length, "", "the record ends before " + describe(owed.get(0))));
        }
        if (!over && phase == TurnPhase.SECOND_ACTION && turn >= TurnSequence.TURNS) {
            over = true; // the last phase of the last turn has been played
        }
        return report(null);
    }

    private Report report(Discrepancy d) {
        int first = count(TurnSide.FIRST);
        int second = count(TurnSide.SECOND);
        Optional<Winner> winner = over ? Optional.of(Battling.winner(first, second)) : Optional.empty();
        return new Report(Optional.ofNullable(d), over, winner, turn, List.copyOf(units), List.copyOf(destroyed));
    }

    private int count(TurnSide side) {
        return (int) units.stream().filter(u -> u.side == side).count();
    }

    private void line(String line) {
        Matcher turnLine = TURN.matcher(line.strip());
        if (!owed.isEmpty()) {
            if (turnLine.matches()) {
                throw new Mismatch("expected " + describe(owed.get(0)) + " before the next turn");
            }
            if (ACTOR.matcher(line).matches()) {
                throw new Mismatch("expected " + describe(owed.get(0)) + " before the next action");
            }
            result(ResultRecord.parse(line), owed.remove(0));
            return;
        }
        if (turnLine.matches()) {
            startTurn(Integer.parseInt(turnLine.group(1)));
            return;
        }
        if (over) {
            throw new Mismatch("the game is over: " + (count(TurnSide.FIRST) == 0 ? "先攻" : "後攻")
                    + " has no AT left");
        }
        Matcher actor = ACTOR.matcher(line);
        Unit u;
        ActionRecord action;
        if (actor.matches()) {
            Hex at = Battling.LABELS.parse(actor.group(1));
            u = units.stream().filter(x -> x.hex.equals(at)).findFirst()
                    .orElseThrow(() -> new Mismatch("no AT in " + actor.group(1)));
            action = ActionRecord.parse(line.substring(actor.start(2)));
        } else {
            List<Unit> side = units.stream().filter(x -> x.side == phase.side()).toList();
            if (side.size() != 1) {
                throw new Mismatch("name the acting AT by its hex: `0707: " + line.strip() + "`");
            }
            u = side.get(0);
            action = ActionRecord.parse(line);
        }
        act(u, action);
    }

    private void startTurn(int n) {
        if (n != turn && n != turn + 1) {
            throw new Mismatch("turn " + n + " cannot follow turn " + turn);
        }
        if (n == turn + 1) {
            turn = n;
        }
        if (turn > TurnSequence.TURNS) {
            throw new Mismatch("the game lasts " + TurnSequence.TURNS + " turns");
        }
        enter(TurnPhase.FIRST_ACTION);
    }

    /** Moves on to the phase of {@code side}: the next phase of this turn, or the first of the next. */
    private void phaseOf(TurnSide side) {
        while (phase.side() != side) {
            TurnPhase next = phase.next();
            if (next == null) {
                turn++;
                if (turn > TurnSequence.TURNS) {
                    throw new Mismatch("the game lasts " + TurnSequence.TURNS + " turns");
                }
                next = TurnPhase.values()[0];
            }
            enter(next);
        }
    }

    private void enter(TurnPhase p) {
        phase = p;
        for (Unit u : units) {
            u.actions.reset(Limit.ONE_ACTION.scope());
            if (u.side == p.side()) {
                u.last = LastAction.NONE; // 自機の直前の行動 is what it does in this phase
            }
        }
    }

    private List<Hex> enemies(Unit u) {
        return units.stream().filter(x -> x.side != u.side).map(x -> x.hex).toList();
    }

    private List<Hex> others(Unit u) {
        return units.stream().filter(x -> x != u).map(x -> x.hex).toList();
    }

    private Unit enemyAt(Unit u, Hex h) {
        return units.stream().filter(x -> x.side != u.side && x.hex.equals(h)).findFirst()
                .orElseThrow(() -> new Mismatch("there is no enemy AT in " + Battling.LABELS.format(h)));
    }

    private void act(Unit u, ActionRecord action) {
        phaseOf(u.side);
        Action kind = kind(action);
        if (!phase.allows(kind)) {
            throw new Mismatch(phase.label() + " does not allow " + kind.label());
        }
        if (!Limit.ONE_ACTION.tryUse(u.actions)) {
            throw new Mismatch(u + " has already acted in this " + phase.label() + " (" + Limit.ONE_ACTION.label() + ")");
        }
        String from = u.where();
        String illegal = u + ": `" + action.format() + "` is not a legal " + kind.label() + " from " + from;
        if (action instanceof ActionRecord.Walk w) {
            require(Battling.walkOk(map, u.hex, w.hexes(), w.dest(), enemies(u), others(u)), illegal);
            u.hex = w.dest();
            u.last = LastAction.WALK;
        } else if (action instanceof ActionRecord.Dash d) {
            require(Battling.dashOk(map, u.hex, d.hexes(), d.dest(), enemies(u), others(u)), illegal);
            u.hex = d.dest();
            u.last = LastAction.DASH;
        } else if (action instanceof ActionRecord.DashTurn d) {
            require(Battling.dashTurnOk(map, u.hex, d.first(), d.second(), d.dest(), enemies(u), others(u)), illegal);
            u.hex = d.dest();
            u.last = LastAction.DASH;
        } else if (action instanceof ActionRecord.Fire f) {
            Unit target = enemyAt(u, f.target());
            require(Battling.fireOk(map, u.hex, f.target(), enemies(u)),
                    u + " has no line of sight from " + from + " to " + target);
            u.last = LastAction.FIRE;
            owed.add(new ShotOwed(u, target, Battling.GRID.distance(u.hex, target.hex)));
        } else if (action instanceof ActionRecord.Battle b) {
            battle(u, b.hexes(), b.dest(), b.target(), illegal);
        } else if (action instanceof ActionRecord.BattleHere b) {
            battle(u, 0, u.hex, b.target(), illegal);
        } else if (action instanceof ActionRecord.Defend d) {
            require(Battling.defendOk(map, u.hex, d.hexes(), d.dest(), enemies(u), others(u)), illegal);
            u.hex = d.dest();
            u.last = LastAction.DEFEND;
        }
    }

    private void battle(Unit u, int hexes, Hex dest, Hex target, String illegal) {
        Unit defender = enemyAt(u, target);
        require(Battling.battlingOk(map, u.hex, hexes, dest, target, enemies(u), others(u)),
                illegal + (Battling.GRID.distance(dest, target) == 1 ? "" : ": " + defender + " is not adjacent to "
                        + Battling.LABELS.format(dest)));
        u.hex = dest;
        u.last = LastAction.BATTLE;
        owed.add(new BattlingOwed(u, defender));
    }

    private static Action kind(ActionRecord a) {
        if (a instanceof ActionRecord.Walk) {
            return Action.WALK;
        } else if (a instanceof ActionRecord.Dash || a instanceof ActionRecord.DashTurn) {
            return Action.DASH;
        } else if (a instanceof ActionRecord.Fire) {
            return Action.FIRE;
        } else if (a instanceof ActionRecord.Battle || a instanceof ActionRecord.BattleHere) {
            return Action.BATTLE;
        }
        return Action.DEFEND;
    }

    private static void require(boolean ok, String reason) {
        if (!ok) {
            throw new Mismatch(reason);
        }
    }

    private static RiggedDice die(int face) {
        if (face < 1 || face > Battling.DIE) {
            throw new Mismatch("a die reads 1 to " + Battling.DIE + ", not " + face);
        }
        return RiggedDice.of(Battling.DIE, face);
    }

    private String describe(Owed o) {
        if (o instanceof ShotOwed s) {
            return "the result of " + s.shooter() + "'s shot at " + s.target();
        } else if (o instanceof BattlingOwed b) {
            return "the result of " + b.attacker() + "'s battling against " + b.defender();
        }
        AttackerOwed a = (AttackerOwed) o;
        return "the attacker's line after " + a.result().label() + ": " + a.attacker();
    }

    private void result(ResultRecord line, Owed o) {
        if (o instanceof ShotOwed s) {
            shot(line, s);
        } else if (o instanceof BattlingOwed b) {
            battled(line, b);
        } else {
            attacker(line, (AttackerOwed) o);
        }
    }

    private void shot(ResultRecord line, ShotOwed s) {
        Unit t = s.target();
        int hitDie;
        boolean recordedHit;
        int hp;
        if (line instanceof ResultRecord.ShotHit h) {
            hitDie = h.hitDie();
            recordedHit = true;
            hp = h.hp();
            sameHex(h.at(), t, s);
        } else if (line instanceof ResultRecord.ShotMiss m) {
            hitDie = m.hitDie();
            recordedHit = false;
            hp = m.hp();
            sameHex(m.at(), t, s);
        } else {
            throw new Mismatch("expected " + describe(s) + ", in the form `" + t.where() + " / 命中判定ダイス / H / 損害判定ダイス / HP`");
        }
        HitCheck.Outcome hit = HitCheck.roll(die(hitDie), s.shooter().type, s.distance(), t.last);
        int number = Battling.hitNumber(s.shooter().type, s.distance());
        int mods = Battling.hitDieMods(t.last);
        if (hit.success() != recordedHit) {
            throw new Mismatch("命中判定: die " + hitDie + (mods == 0 ? "" : " + " + mods + " (" + t.last.label() + ")")
                    + (hit.success() ? " ≤ " : " > ") + "命中率 " + number + " at distance " + s.distance()
                    + (hit.success() ? ": a hit, but the record says F" : ": a miss, but the record says H"));
        }
        int hits = 0;
        if (line instanceof ResultRecord.ShotHit h) {
            hits = DamageCheck.roll(die(h.damageDie()), s.shooter().type, t.type).hits();
        }
        damage(t, hits, hp, "after " + hits + " hit" + (hits == 1 ? "" : "s"));
    }

    private void battled(ResultRecord line, BattlingOwed b) {
        Unit d = b.defender();
        if (!(line instanceof ResultRecord.Battled r)) {
            throw new Mismatch("expected " + describe(b) + ", in the form `" + d.where() + " / ダイス / 結果 / HP`");
        }
        sameHex(r.at(), d, b);
        BattlingCheck.Outcome outcome = BattlingCheck.roll(die(r.die()), b.attacker().type, d.type, d.last);
        if (outcome.tableResult() != r.result()) {
            int mods = Battling.battlingDieMods(d.last);
            throw new Mismatch("バトリング: 力差 " + Battling.battlingPower(b.attacker().type, d.type) + ", die " + r.die()
                    + (mods == 0 ? "" : " + " + mods + " (" + d.last.label() + ")") + " gives "
                    + outcome.tableResult().label() + ", but the record says " + r.result().label());
        }
        damage(d, outcome.ownHits(), r.hp(), "after " + outcome.tableResult().label());
        if (outcome.enemyHits() > 0) {
            Unit a = b.attacker();
            owed.add(0, new AttackerOwed(a, outcome.tableResult(), Battling.hpAfter(a.hp, outcome.enemyHits())));
        }
    }

    private void attacker(ResultRecord line, AttackerOwed a) {
        Unit u = a.attacker();
        if (!(line instanceof ResultRecord.BattlingAttacker r)) {
            throw new Mismatch("expected " + describe(a) + ", in the form `" + u.where() + " / " + a.result().label()
                    + " / HP`");
        }
        sameHex(r.at(), u, a);
        if (r.result() != a.result()) {
            throw new Mismatch("the battling result was " + a.result().label() + ", not " + r.result().label());
        }
        damage(u, u.hp - a.hp(), r.hp(), "after " + a.result().label());
    }

    private void sameHex(Hex recorded, Unit expected, Owed o) {
        if (!recorded.equals(expected.hex)) {
            throw new Mismatch("expected " + describe(o) + ", which is in " + expected.where() + ", not "
                    + Battling.LABELS.format(recorded));
        }
    }

    private void damage(Unit u, int hits, int recordedHp, String why) {
        int hp = Battling.hpAfter(u.hp, hits);
        if (hp != recordedHp) {
            throw new Mismatch(u + " has HP" + hp + " " + why + ", but the record says HP" + recordedHp);
        }
        u.hp = hp;
        if (Battling.destroyed(hp)) {
            units.remove(u);
            destroyed.add(u);
            int first = count(TurnSide.FIRST);
            int second = count(TurnSide.SECOND);
            if (Battling.gameOver(turn - 1, first, second)) {
                over = true;
            }
        }
    }
}
