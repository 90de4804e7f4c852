package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Name;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.diag.Suggestions;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;

/**
 * How a {@code game} is written down: its {@code records} notations (the first one's formats are
 * the acts, each with the act's parameters, a piece written by where it stands), and the
 * {@code setup} format, which must give every piece field without an initial value. Apart from
 * {@link GameChecker} because it checks notations against the game, not the game's expressions.
 */
final class GameRecords {
    private final Model model;
    private final Reporter reporter;
    private final ExprChecker exprs;
    private final Usage usage;

    GameRecords(Model model, Reporter reporter, ExprChecker exprs, Usage usage) {
        this.model = model;
        this.reporter = reporter;
        this.exprs = exprs;
        this.usage = usage;
    }

    Decl.Format format(Decl.Notation n, Name format) {
        Decl.Format f = n.formats().stream().filter(x -> x.name().text().equals(format.text())).findFirst().orElse(null);
        if (f == null) {
            reporter.report(Code.GAME_UNKNOWN_FORMAT, format.span(), n.name().text(), format.text())
                    .hint(Suggestions.didYouMean(format.text(), n.formats().stream().map(x -> x.name().text()).toList()));
        }
        return f;
    }

    /** `records` notations, the setup format, and each act against its format. */
    void check(Decl.Game g, PlayModel pm) {
        Play play = g.play();
        List<Decl.Notation> records = new ArrayList<>();
        for (Name r : play.records()) {
            Decl d = model.symbols.lookup(r.text());
            usage.use(d);
            if (d instanceof Decl.Notation n) {
                records.add(n);
            } else {
                reporter.report(Code.GAME_NOT_A_NOTATION, r.span(), r.text())
                        .hint(Suggestions.didYouMean(r.text(), names(Decl.Notation.class)));
            }
        }
        pm.links().records = List.copyOf(records);
        if ((!records.isEmpty() || play.setup() != null) && pm.position() == null) {
            reporter.report(Code.GAME_NO_POSITION, play.pieces().get(0).name().span(), play.pieces().get(0).name().text());
        }
        if (play.setup() != null) {
            setup(play, pm);
        }
        if (records.isEmpty()) {
            return;
        }
        Decl.Notation actions = records.get(0);
        Type pieceType = new Type.BuildType(pm.piece());
        for (Play.Act act : play.acts()) {
            Decl.Format f = actions.formats().stream().filter(x -> x.name().text().equals(act.name().text()))
                    .findFirst().orElse(null);
            if (f == null) {
                reporter.report(Code.GAME_ACT_WITHOUT_FORMAT, act.name().span(), act.name().text(),
                        actions.name().text());
                continue;
            }
            List<String> written = new ArrayList<>();
            f.fields().forEach(x -> written.add(x.name().text() + ": " + exprs.resolveQuietly(x.type()).show()));
            List<String> taken = new ArrayList<>();
            for (Play.ActParam p : act.params()) {
                Type t = exprs.resolveQuietly(p.type());
                // a piece is written by where it stands, a selection of pieces by their places
                taken.add(p.name().text() + ": " + (t.equals(pieceType) ? GamePlaces.of(pm).show()
                        : t.equals(new Type.ListType(pieceType)) ? new Type.ListType(GamePlaces.of(pm)).show() : t.show()));
            }
            if (!written.equals(taken)) {
                reporter.report(Code.GAME_FORMAT_PARAMS, act.name().span(), act.name().text(),
                        describe(written), describe(taken));
            }
        }
        for (Decl.Format f : actions.formats()) {
            if (play.acts().stream().noneMatch(a -> a.name().text().equals(f.name().text()))) {
                reporter.report(Code.GAME_FORMAT_WITHOUT_ACT, f.name().span(), f.name().text(), actions.name().text());
            }
        }
    }

    private static String describe(List<String> fields) {
        return fields.isEmpty() ? "nothing" : "(" + String.join(", ", fields) + ")";
    }

    private void setup(Play play, PlayModel pm) {
        Play.FormatRef ref = play.setup();
        Decl d = model.symbols.lookup(ref.notation().text());
        usage.use(d);
        if (!(d instanceof Decl.Notation n)) {
            reporter.report(Code.GAME_NOT_A_NOTATION, ref.notation().span(), ref.notation().text());
            return;
        }
        Decl.Format f = format(n, ref.format());
        if (f == null) {
            return;
        }
        pm.links().setupNotation = n;
        pm.links().setupFormat = f;
        for (Decl.PatternField field : f.fields()) {
            Decl.BuildField pf = pm.piece().fields().stream().filter(x -> x.name().text().equals(field.name().text()))
                    .findFirst().orElse(null);
            if (pf == null) {
                reporter.report(Code.GAME_SETUP_FIELDS, field.name().span(), f.name().text(),
                        "pieces have no field `" + field.name().text() + "`");
            } else if (!exprs.resolveQuietly(pf.type()).equals(exprs.resolveQuietly(field.type()))) {
                reporter.report(Code.GAME_SETUP_FIELDS, field.name().span(), f.name().text(),
                        "`" + field.name().text() + "` is " + Words.article(exprs.resolveQuietly(pf.type()))
                        + " in the piece");
            }
        }
        List<String> needed = new ArrayList<>(List.of("side"));
        play.pieces().get(0).fields().stream().filter(x -> x.initial() == null).forEach(x -> needed.add(x.name().text()));
        for (String n2 : needed) {
            if (f.fields().stream().noneMatch(x -> x.name().text().equals(n2))) {
                reporter.report(Code.GAME_SETUP_FIELDS, ref.format().span(), f.name().text(),
                        "it does not give `" + n2 + "`");
            }
        }
    }


    private List<String> names(Class<? extends Decl> kind) {
        return model.all(kind).stream().map(x -> x.name().text()).toList();
    }
}
