package org.rulesc.compiler.lsp;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;


import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A whole editor session with {@code rulesc lsp}'s server, every message through the protocol. */
class LanguageServerTest {
    static final String BASE = """
            rulebook skirmish "小競り合い" version "1" {
              die d6
              space continuous
            }
            enum Distance "距離" { near "近", far "遠" }
            kind Weapon "武器" { judge "判定値": int }
            entries Weapon {
              pistol "拳銃" { judge: 3 }
            }
            formula hit_number "命中値" (w: Weapon, d: Distance) -> int = w.judge + (if d == near then 1 else 0) cite "【8】射撃"
            example "拳銃" {
              expect hit_number(pistl, near) == 4
            }
            check shoot "射撃" (w: Weapon) roll 2d6 {
              success when roll >= 10 - w.judge
            } cite "【8】"
            example "撃つ" {
              expect shoot(pistol) rolls [3, 4] => success
            }
            """;

    @TempDir
    Path dir;

    String uri(String name) {
        return dir.resolve(name).toUri().toString();
    }

    @Test
    void errorThenFixThenHoverDefinitionCompletionSymbolsFormatting() throws Exception {
        String uri = uri("skirmish.rules");
        try (LspSession session = new LspSession(null)) {
            session.initialize();
            TextDocumentService docs = session.server.getTextDocumentService();

            session.open(uri, BASE);
            PublishDiagnosticsParams published = session.diagnosticsFor(uri);
            List<Diagnostic> errors = published.getDiagnostics().stream()
                    .filter(d -> d.getSeverity() == DiagnosticSeverity.Error).toList();
            assertThat(errors).hasSize(1);
            Diagnostic unknown = errors.get(0);
            assertThat(unknown.getCode().getLeft()).isEqualTo("E0101");
            assertThat(unknown.getSource()).isEqualTo("rulesc");
            // line 12 `  expect hit_number(pistl, near) == 4`: `pistl` at columns 21..26 (1-based)
            assertThat(unknown.getRange()).isEqualTo(new Range(new Position(11, 20), new Position(11, 25)));
            assertThat(unknown.getMessage()).contains("unknown name `pistl`");
            assertThat(unknown.getMessage()).contains("did you mean `pistol`?");

            // the did-you-mean hint is a quick fix
            List<Either<Command, CodeAction>> actions = docs.codeAction(new CodeActionParams(
                    new TextDocumentIdentifier(uri), unknown.getRange(), new CodeActionContext(List.of(unknown))))
                    .get(30, TimeUnit.SECONDS);
            assertThat(actions).hasSize(1);
            CodeAction fix = actions.get(0).getRight();
            assertThat(fix.getTitle()).isEqualTo("Change `pistl` to `pistol`");
            assertThat(fix.getKind()).isEqualTo(CodeActionKind.QuickFix);
            assertThat(fix.getDiagnostics().get(0).getCode().getLeft()).isEqualTo("E0101");
            assertThat(fix.getEdit().getChanges().get(uri)).containsExactly(new TextEdit(unknown.getRange(), "pistol"));

            // while the example is broken, the rest of the model is there: hover on the formula's use
            Hover early = docs.hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(11, 12)))
                    .get(30, TimeUnit.SECONDS);
            assertThat(early.getContents().getRight().getValue())
                    .contains("formula hit_number (w: Weapon, d: Distance) -> int");

            String fixed = BASE.replace("pistl", "pistol");
            session.change(uri, fixed);
            assertThat(session.diagnosticsFor(uri).getDiagnostics().stream()
                    .filter(d -> d.getSeverity() == DiagnosticSeverity.Error).toList()).isEmpty();

            Hover hover = docs.hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(11, 12)))
                    .get(30, TimeUnit.SECONDS);
            String text = hover.getContents().getRight().getValue();
            assertThat(text).contains("formula hit_number (w: Weapon, d: Distance) -> int");
            assertThat(text).contains("命中値");
            assertThat(text).contains("cite \"【8】射撃\"");
            assertThat(hover.getRange()).isEqualTo(new Range(new Position(11, 9), new Position(11, 19)));

            // `pistol` in the example is the entry of Weapon
            Hover entry = docs.hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(11, 22)))
                    .get(30, TimeUnit.SECONDS);
            assertThat(entry.getContents().getRight().getValue()).contains("entry pistol: Weapon");
            assertThat(entry.getContents().getRight().getValue()).contains("拳銃");

            // a check called with arguments known in the example: its exact odds there (2d6 >= 7)
            Hover odds = docs.hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(17, 10)))
                    .get(30, TimeUnit.SECONDS);
            assertThat(odds.getContents().getRight().getValue()).contains("check shoot (w: Weapon) roll 2d6");
            assertThat(odds.getContents().getRight().getValue()).contains("success 7/12 (58.3%) at w = pistol");

            List<? extends Location> definition = docs.definition(
                    new DefinitionParams(new TextDocumentIdentifier(uri), new Position(11, 12)))
                    .get(30, TimeUnit.SECONDS).getLeft();
            assertThat(definition).hasSize(1);
            assertThat(definition.get(0).getUri()).isEqualTo(uri);
            // `formula hit_number …` on line 10: the name at columns 9..18
            assertThat(definition.get(0).getRange()).isEqualTo(new Range(new Position(9, 8), new Position(9, 18)));

            // `w.judge` in the formula: the field of Weapon, declared on line 6
            List<? extends Location> field = docs.definition(
                    new DefinitionParams(new TextDocumentIdentifier(uri), new Position(9, 65)))
                    .get(30, TimeUnit.SECONDS).getLeft();
            assertThat(field.get(0).getRange().getStart()).isEqualTo(new Position(5, 19));

            List<? extends Location> references = docs.references(new ReferenceParams(new TextDocumentIdentifier(uri),
                    new Position(4, 24), new ReferenceContext(true))).get(30, TimeUnit.SECONDS);
            assertThat(references.stream().map(l -> l.getRange().getStart().getLine()).toList())
                    .containsExactly(4, 9, 11); // `near`: declared, in the formula, in the example

            List<DocumentHighlight> highlights = new java.util.ArrayList<>(docs.documentHighlight(
                    new DocumentHighlightParams(new TextDocumentIdentifier(uri), new Position(11, 29)))
                    .get(30, TimeUnit.SECONDS));
            assertThat(highlights.stream().map(h -> h.getRange().getStart().getLine() + ":" + h.getKind()).toList())
                    .containsExactly("4:Write", "9:Read", "11:Read");

            List<CompletionItem> completions = docs.completion(
                    new CompletionParams(new TextDocumentIdentifier(uri), new Position(9, 70)))
                    .get(30, TimeUnit.SECONDS).getLeft();
            List<String> labels = completions.stream().map(CompletionItem::getLabel).toList();
            assertThat(labels).containsAtLeast("hit_number", "pistol", "near", "far", "w", "d", "formula", "cite");

            List<String> outline = docs.documentSymbol(new DocumentSymbolParams(new TextDocumentIdentifier(uri)))
                    .get(30, TimeUnit.SECONDS).stream().map(e -> e.getRight().getName()).toList();
            assertThat(outline).containsAtLeast("Distance", "Weapon", "hit_number").inOrder();
            DocumentSymbol distance = docs.documentSymbol(new DocumentSymbolParams(new TextDocumentIdentifier(uri)))
                    .get(30, TimeUnit.SECONDS).get(0).getRight();
            assertThat(distance.getChildren().stream().map(DocumentSymbol::getName).toList())
                    .containsExactly("near", "far").inOrder();

            String messy = fixed.replace("kind Weapon \"武器\" { judge", "kind   Weapon \"武器\" {   judge");
            session.change(uri, messy);
            session.diagnosticsFor(uri);
            List<? extends TextEdit> edits = docs.formatting(new DocumentFormattingParams(
                    new TextDocumentIdentifier(uri), new FormattingOptions(2, true))).get(30, TimeUnit.SECONDS);
            assertThat(edits).hasSize(1);
            assertThat(edits.get(0).getNewText()).contains("kind Weapon \"武器\" { judge");
            assertThat(edits.get(0).getRange().getStart()).isEqualTo(new Position(0, 0));
            assertThat(edits.get(0).getRange().getEnd()).isEqualTo(new Position(19, 0));
        }
    }

    @Test
    void afterAnEnumsNameAndADotCompletionOffersItsMembersWhileTheLineDoesNotParse() throws Exception {
        String uri = uri("skirmish.rules");
        try (LspSession session = new LspSession(null)) {
            session.initialize();
            String typing = BASE.replace("pistl", "pistol") + "const start: Distance = Distance.\n";
            session.open(uri, typing);
            assertThat(session.diagnosticsFor(uri).getDiagnostics().stream().map(d -> d.getCode().getLeft()).toList())
                    .contains("E0001");
            List<CompletionItem> items = session.server.getTextDocumentService().completion(new CompletionParams(
                    new TextDocumentIdentifier(uri), new Position(19, 33))).get(30, TimeUnit.SECONDS).getLeft();
            assertThat(items.stream().map(CompletionItem::getLabel).toList()).containsExactly("near", "far").inOrder();
            assertThat(items.get(0).getDetail()).isEqualTo("enum member Distance.near");
            assertThat(items.get(0).getLabelDetails().getDescription()).isEqualTo("近");
        }
    }

    @Test
    void rangesCountUtf16AndDuplicatesPointAtTheFirst() throws Exception {
        String uri = uri("t.rules");
        try (LspSession session = new LspSession(null)) {
            session.initialize();
            session.open(uri, """
                    rulebook t "T" version "1" {
                      die d6
                    }
                    const a "🎲" : int = zz house "x"
                    const a: int = 2 house "x"
                    """);
            List<Diagnostic> all = session.diagnosticsFor(uri).getDiagnostics();
            Diagnostic unknown = all.stream().filter(d -> d.getCode().getLeft().equals("E0101")).findFirst().orElseThrow();
            // `zz` is the 21st code point of its line, but the die before it is two UTF-16 units
            assertThat(unknown.getRange()).isEqualTo(new Range(new Position(3, 21), new Position(3, 23)));
            Diagnostic duplicate = all.stream().filter(d -> d.getCode().getLeft().equals("E0113")).findFirst()
                    .orElseThrow();
            assertThat(duplicate.getRange().getStart()).isEqualTo(new Position(4, 6));
            assertThat(duplicate.getRelatedInformation()).hasSize(1);
            assertThat(duplicate.getRelatedInformation().get(0).getLocation().getUri()).isEqualTo(uri);
            assertThat(duplicate.getRelatedInformation().get(0).getLocation().getRange().getStart())
                    .isEqualTo(new Position(3, 6));
        }
    }

    @Test
    void definitionLeadsFromAHouseRuleIntoItsBase() throws Exception {
        String base = uri("skirmish.rules");
        String house = uri("our-table.rules");
        try (LspSession session = new LspSession(null)) {
            session.initialize();
            session.open(base, BASE.replace("pistl", "pistol"));
            session.diagnosticsFor(base);
            session.open(house, """
                    rulebook our_table "うちの卓" version "1" {
                      extends skirmish
                    }
                    const bonus: int = hit_number(pistol, far) house "卓の合意"
                    example "b" { expect bonus == 3 }
                    """);
            assertThat(session.diagnosticsFor(house).getDiagnostics()).isEmpty();
            List<? extends Location> definition = session.server.getTextDocumentService().definition(
                    new DefinitionParams(new TextDocumentIdentifier(house), new Position(3, 22)))
                    .get(30, TimeUnit.SECONDS).getLeft();
            assertThat(definition).hasSize(1);
            assertThat(definition.get(0).getUri()).isEqualTo(base);
            assertThat(definition.get(0).getRange().getStart()).isEqualTo(new Position(9, 8));

            // an edit of the base, still unsaved, is what the house rule is checked against
            session.change(base, BASE.replace("pistl", "pistol").replace("hit_number", "hit_chance"));
            List<Diagnostic> house2 = session.diagnosticsFor(house).getDiagnostics();
            assertThat(house2).hasSize(1);
            assertThat(house2.get(0).getCode().getLeft()).isEqualTo("E0102");
            assertThat(house2.get(0).getMessage()).contains("unknown function `hit_number`");
        }
    }

    @Test
    void renameFollowsEveryResolvedUseAcrossHouseRuleAndBaseAndRefusesAClash() throws Exception {
        String base = uri("skirmish.rules");
        String house = uri("our-table.rules");
        try (LspSession session = new LspSession(null)) {
            session.initialize();
            TextDocumentService docs = session.server.getTextDocumentService();
            session.open(base, BASE.replace("pistl", "pistol") + """
                    table reach "射程" (d: Distance) -> int {
                      near: 1
                      far: 3
                    } cite "【8】"
                    example "reach" { expect reach(near) == 1 }
                    """);
            session.diagnosticsFor(base);
            session.open(house, """
                    rulebook our_table "うちの卓" version "1" {
                      extends skirmish
                    }
                    const bonus: int = hit_number(pistol, near) house "卓の合意"
                    example "b" { expect bonus == 4 }
                    """);
            session.diagnosticsFor(house);

            // `near` from the house rule: the member, the formula's use, the table's row key, the examples
            WorkspaceEdit edit = docs.rename(new RenameParams(new TextDocumentIdentifier(house), new Position(3, 39),
                    "close")).get(30, TimeUnit.SECONDS);
            assertThat(edit.getChanges().keySet()).containsExactly(base, house);
            assertThat(edit.getChanges().get(house)).containsExactly(
                    new TextEdit(new Range(new Position(3, 38), new Position(3, 42)), "close"));
            assertThat(edit.getChanges().get(base).stream().map(e -> e.getRange().getStart().getLine()).sorted()
                    .toList()).containsExactly(4, 9, 11, 20, 23).inOrder();

            // `far` is taken: the rename would leave a duplicate member, so it is refused
            ExecutionException clash = assertThrows(ExecutionException.class, () -> docs.rename(new RenameParams(
                    new TextDocumentIdentifier(house), new Position(3, 39), "far")).get(30, TimeUnit.SECONDS));
            assertThat(clash.getCause()).isInstanceOf(ResponseErrorException.class);
            assertThat(clash.getCause().getMessage()).contains("renaming `Distance.near` to `far` would leave");
        }
    }

    @Test
    void aSumOfNineThousandTermsIsWalkedWithoutOverflowingTheStack() throws Exception {
        String uri = uri("deep.rules");
        try (LspSession session = new LspSession(null)) {
            session.initialize();
            session.open(uri, "rulebook deep \"D\" version \"1\" {\n  die d6\n}\nconst big \"B\": int = "
                    + String.join(" + ", java.util.Collections.nCopies(9_000, "1")) + " house \"x\"\n"
                    + "example \"e\" { expect big == 9000 }\n");
            assertThat(session.diagnosticsFor(uri).getDiagnostics()).isEmpty();
            Hover hover = session.server.getTextDocumentService().hover(new HoverParams(
                    new TextDocumentIdentifier(uri), new Position(3, 7))).get(60, TimeUnit.SECONDS);
            assertThat(hover.getContents().getRight().getValue()).contains("const big: int");
        }
    }

    @Test
    void shutdownThenExitEndsTheServerWithZero() throws Exception {
        LspSession session = new LspSession(null);
        session.initialize();
        session.close();
        assertThat(session.exitCode.get(30, TimeUnit.SECONDS)).isEqualTo(0);
    }
}
