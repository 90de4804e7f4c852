package org.rulesc.compiler.emit;

import org.rulesc.compiler.ast.Play;
import org.rulesc.compiler.model.JavaNames;
import org.rulesc.compiler.model.Model;
import org.rulesc.compiler.model.PlayModel;

/**
 * The game class being written, as every part of it sees it ({@link GamePart}): the rulebook's game,
 * the class's and the piece's Java names, the lines written so far, its boards, and the writer of
 * its effects (one for the whole class: it numbers the temporaries of every effect).
 */
final class GameClass {
    final EmitContext ctx;
    final Model model;
    final PlayModel pm;
    final Play play;
    /** The class's simple name: {@code DuelGame}. */
    final String cls;
    /** The Java type of a piece's state. */
    final String piece;
    final GameLines lines = new GameLines();
    /** The game's boards: the one a state is on, and what {@code board} reads. */
    final GameBoardsEmitter boards;
    /** The effects of the acts and the phase starts, as statements. */
    final GameEffects effects;

    GameClass(EmitContext ctx, PlayModel pm) {
        this.ctx = ctx;
        this.model = ctx.model;
        this.pm = pm;
        this.play = pm.game().play();
        this.cls = JavaNames.type(pm.game().name().text()) + JavaNames.GAME;
        this.piece = JavaNames.declaredType(pm.piece().name().text());
        this.boards = new GameBoardsEmitter(ctx, pm);
        this.effects = new GameEffects(ctx, pm, piece, lines.asLines());
    }
}
