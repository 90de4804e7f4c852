package org.rulesc.compiler.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rulesc.compiler.ast.Decl;
import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;
import org.rulesc.compiler.model.Type;
import org.rulesc.compiler.model.Type.Prim;

/**
 * A game's {@code scenery}: header lines of a format of the setup notation that are not pieces but
 * fixed features of the table (terrain regions, objectives). Each scenery is a list in the game's
 * scope, its elements records with the format's fields ({@code r.kind}, {@code r.from}), so that
 * acts, initial values, the end and the winner can read the layout a record's header states. A
 * drawn scenery ({@code draw lo..hi}) is laid out by self-play when a scenario states none of its
 * lines, so its fields must be of types the sampler draws.
 */
final class GameScenery {
    private static final Set<String> TAKEN = Set.of("pieces", "turn", "self", "enemies", "others", "side");

    private GameScenery() {}

    /** Links each scenery to its format and returns the names it adds to the game's scope, in order. */
    static Map<String, Type> check(Model model, Reporter reporter, ExprChecker exprs, PlayModel pm) {
        Map<String, Type> names = new LinkedHashMap<>();
        Play play = pm.game().play();
        Decl.Notation setup = play.setup() == null ? null
                : model.symbols.lookup(play.setup().notation().text()) instanceof Decl.Notation n ? n : null;
        for (Play.Scenery s : play.sceneries()) {
            String name = s.name().text();
            if (TAKEN.contains(name) || names.containsKey(name)
                    || pm.piece().fields().stream().anyMatch(f -> f.name().text().equals(name))) {
                reporter.report(Code.SCENERY_NAME, s.name().span(), name,
                        names.containsKey(name) ? "another scenery" : TAKEN.contains(name) ? "the game's own name"
                                : "a field of the pieces");
                continue;
            }
            Decl.Format f = setup == null || !s.format().notation().text().equals(setup.name().text()) ? null
                    : setup.formats().stream().filter(x -> x.name().text().equals(s.format().format().text()))
                            .findFirst().orElse(null);
            if (f == null || f == pm.links().setupFormat
                    || setup != null && f.name().text().equals(play.setup().format().text())) {
                reporter.report(Code.SCENERY_FORMAT, s.format().format().span(), name,
                        s.format().notation().text() + "." + s.format().format().text(),
                        setup == null ? "(none)" : setup.name().text());
                // still a list, so that the acts reading it report nothing more
                names.put(name, new Type.ListType(new Type.Error()));
                continue;
            }
            if (s.drawLo() != null) {
                if (s.drawLo() > s.drawHi() || s.drawHi() > 20) {
                    reporter.report(Code.SCENERY_DRAW_RANGE, s.span(), name, s.drawLo(), s.drawHi());
                }
                if (!(pm.board() instanceof Decl.TableBoard)) {
                    reporter.report(Code.SCENERY_DRAW_TABLE, s.name().span(), name);
                }
                for (Decl.PatternField field : f.fields()) {
                    Type t = exprs.resolveQuietly(field.type());
                    if (!(t instanceof Type.EnumType || t == Prim.POINT)) {
                        reporter.report(Code.SCENERY_DRAWN_FIELD, field.name().span(), name, field.name().text(),
                                Words.article(t));
                    }
                }
            }
            List<Decl.BuildField> fields = new ArrayList<>();
            for (Decl.PatternField field : f.fields()) {
                fields.add(new Decl.BuildField(field.name(), null, field.type()));
            }
            Decl.Build line = new Decl.Build(f.name(), f.label(), fields, List.of(), List.of(), s.format().meta());
            pm.links().scenery.put(name, f);
            names.put(name, new Type.ListType(new Type.BuildType(line)));
        }
        return names;
    }
}
