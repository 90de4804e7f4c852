package org.rulesc.compiler.parse;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Expr;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.ast.Span;
import org.rulesc.grammar.RulesParser.*;

/** Parse tree to AST for a {@code game}: pieces, acts, their requirements and effects. */
final class GameBuilder {
    private GameBuilder() {}

    static Decl.Game game(AstBuilder b, GameDeclContext x) {
        ExprBuilder e = b.exprs();
        org.rulesc.compiler.ast.Name board = null;
        List<org.rulesc.compiler.ast.Name> otherBoards = new ArrayList<>();
        org.rulesc.compiler.ast.Name sequence = null;
        List<Play.Piece> pieces = new ArrayList<>();
        Play.FormatRef setup = null;
        List<org.rulesc.compiler.ast.Name> records = new ArrayList<>();
        List<Play.Scenario> scenarios = new ArrayList<>();
        List<Play.Effect> phaseStart = new ArrayList<>();
        List<Play.Act> acts = new ArrayList<>();
        List<Play.Invariant> invariants = new ArrayList<>();
        Play.End end = null;
        Play.End winner = null;
        List<Play.Scenery> sceneries = new ArrayList<>();
        List<Play.Must> musts = new ArrayList<>();
        List<Play.Shared> shared = new ArrayList<>();
        for (GameItemContext item : x.gameItem()) {
            if (item instanceof GameBoardContext g) {
                board = b.name(g.board);
                g.others.forEach(o -> otherBoards.add(b.name(o)));
            } else if (item instanceof GameSequenceContext g) {
                sequence = b.name(g.sequence);
            } else if (item instanceof GamePieceContext g) {
                pieces.add(new Play.Piece(b.name(g.name(0)), b.label(g.label()), b.name(g.sides),
                        fields(b, g.pieceField()), b.meta(g.meta())));
            } else if (item instanceof GameSharedContext g) {
                shared.add(new Play.Shared(b.name(g.name()), b.label(g.label()), fields(b, g.pieceField()),
                        b.meta(g.meta())));
            } else if (item instanceof GameSetupContext g) {
                setup = new Play.FormatRef(b.name(g.notation), b.name(g.format), b.meta(g.meta()));
            } else if (item instanceof GameRecordsContext g) {
                records.add(b.name(g.notation));
            } else if (item instanceof GameScenarioContext g) {
                List<String> lines = new ArrayList<>();
                List<Span> spans = new ArrayList<>();
                for (TerminalNode s : g.STRING().subList(1, g.STRING().size())) {
                    lines.add(AstBuilder.text(s));
                    spans.add(b.span(s.getSymbol()));
                }
                scenarios.add(new Play.Scenario(AstBuilder.unquote(g.title.getText()), lines, spans, b.meta(g.meta()),
                        b.span(g.title), g.map == null ? null : b.name(g.map)));
            } else if (item instanceof GameSceneryContext g) {
                sceneries.add(new Play.Scenery(b.name(g.name(0)), new Play.FormatRef(b.name(g.notation), b.name(g.format),
                        b.meta(g.meta())), g.lo == null ? null : Integer.valueOf(g.lo.getText()),
                        g.hi == null ? null : Integer.valueOf(g.hi.getText()), b.span(g)));
            } else if (item instanceof GamePhaseStartContext g) {
                phaseStart.addAll(effects(b, g.effect()));
            } else if (item instanceof GameActContext g) {
                acts.add(act(b, g));
            } else if (item instanceof GameInvariantContext g) {
                invariants.add(new Play.Invariant(b.name(g.name()), b.label(g.label()), e.expr(g.expr()),
                        b.meta(g.meta())));
            } else if (item instanceof GameMustContext g) {
                musts.add(new Play.Must(b.name(g.act), g.when == null ? null : e.expr(g.when), b.meta(g.meta()), b.span(g)));
            } else if (item instanceof GameEndContext g) {
                end = new Play.End(e.expr(g.expr()), b.meta(g.meta()), b.span(g));
            } else if (item instanceof GameWinnerContext g) {
                winner = new Play.End(e.expr(g.expr()), b.meta(g.meta()), b.span(g));
            }
        }
        Play play = new Play(board, sequence, pieces, setup, records, scenarios, phaseStart, acts, invariants, end,
                winner, sceneries, otherBoards, musts, shared);
        return new Decl.Game(b.name(x.name()), b.label(x.label()), play, b.meta(x.meta()));
    }

    /** A piece's or the game's state fields. */
    private static List<Play.PieceField> fields(AstBuilder b, List<PieceFieldContext> written) {
        List<Play.PieceField> fields = new ArrayList<>();
        for (PieceFieldContext f : written) {
            fields.add(new Play.PieceField(b.name(f.name()), b.label(f.label()), b.type(f.type()),
                    f.expr() == null ? null : b.exprs().expr(f.expr()), b.meta(f.meta())));
        }
        return fields;
    }

    private static Play.Act act(AstBuilder b, GameActContext g) {
        ExprBuilder e = b.exprs();
        List<Play.ActParam> params = new ArrayList<>();
        for (ActParamContext p : g.actParam()) {
            params.add(new Play.ActParam(b.name(p.name(0)), b.type(p.type()), p.lo == null ? null : e.expr(p.lo),
                    p.hi == null ? null : e.expr(p.hi), p.domain == null ? null : e.expr(p.domain),
                    p.reach == null ? null : e.expr(p.reach), p.centre == null ? null : e.expr(p.centre),
                    p.pool == null ? null : e.expr(p.pool), p.each == null ? null : b.name(p.each),
                    p.over == null ? null : b.name(p.over)));
        }
        List<Play.Requirement> requires = new ArrayList<>();
        List<EffectContext> effects = new ArrayList<>();
        List<Play.Effect> keyed = new ArrayList<>();
        for (ActItemContext item : g.actItem()) {
            if (item instanceof ActRequiresContext r) {
                requires.add(new Play.Requirement(e.expr(r.expr()), b.meta(r.meta())));
            } else if (item instanceof ActUsesKeyedContext u) {
                keyed.add(new Play.UsesKeyed(b.name(u.limit), e.expr(u.key), u.when == null ? null : e.expr(u.when),
                        b.meta(u.meta()), b.span(u), u.by == null ? null : b.name(u.by),
                        u.each == null ? null : b.name(u.each), u.source == null ? null : e.expr(u.source)));
            } else {
                effects.add(((ActEffectContext) item).effect());
            }
        }
        List<Play.Effect> all = effects(b, effects);
        all.addAll(0, keyed);
        return new Play.Act(b.name(g.name(0)), b.label(g.label()), b.name(g.action), params,
                g.limit == null ? null : b.name(g.limit), requires, all, b.meta(g.meta()));
    }

    private static List<Play.Effect> effects(AstBuilder b, List<EffectContext> list) {
        List<Play.Effect> out = new ArrayList<>();
        for (EffectContext x : list) {
            out.add(effect(b, x));
        }
        return out;
    }

    private static Play.Effect effect(AstBuilder b, EffectContext x) {
        ExprBuilder e = b.exprs();
        Span span = b.span(x);
        if (x instanceof SetEffectContext s) {
            return new Play.Set(b.name(s.piece), b.name(s.field), e.expr(s.expr()), span);
        } else if (x instanceof RemoveEffectContext r) {
            return new Play.Remove(b.name(r.piece), span);
        } else if (x instanceof RollEffectContext r) {
            return new Play.Roll(e.call(r.call()), r.die == null ? null : b.name(r.die),
                    r.chooser == null ? null : b.name(r.chooser), effects(b, r.effect()),
                    b.meta(r.meta()), span);
        } else if (x instanceof OnEffectContext o) {
            return new Play.On(new org.rulesc.compiler.ast.Name(o.outcome.getText(), b.span(o.outcome)),
                    effects(b, o.effect()), span);
        } else if (x instanceof IfEffectContext i) {
            return new Play.If(e.expr(i.expr()), effects(b, i.then), effects(b, i.otherwise), span);
        } else if (x instanceof ForRangeEffectContext f) {
            return new Play.ForRange(b.name(f.name()), e.expr(f.lo), e.expr(f.hi), effects(b, f.effect()), span);
        } else if (x instanceof ForEachEffectContext f) {
            return new Play.ForEach(f.index == null ? null : b.name(f.index), b.name(f.variable), e.expr(f.expr()),
                    effects(b, f.effect()), span);
        }
        WriteEffectContext w = (WriteEffectContext) x;
        List<Expr.FieldValue> fields = e.fieldValues(w.fieldValue());
        return new Play.Write(b.name(w.notation), b.name(w.format), fields, b.meta(w.meta()), span);
    }
}
