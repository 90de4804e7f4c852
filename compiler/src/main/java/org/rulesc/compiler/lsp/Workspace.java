package org.rulesc.compiler.lsp;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.rulesc.compiler.Analysis;
import org.rulesc.compiler.CompilerOptions;
import org.rulesc.compiler.DirectoryResolver;
import org.rulesc.compiler.RulebookHeader;
import org.rulesc.compiler.RulebookResolver;
import org.rulesc.compiler.RulesCompiler;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.model.Model;

/**
 * The documents the editor has open, as the editor has them (unsaved text included), and what
 * the compiler makes of each. A rulebook that {@code extends} another finds its base among the
 * open documents first, then beside the file, in the workspace folders and in the bundled
 * rulebooks.
 */
final class Workspace {
    /** One open document and its analysis. */
    static final class Document {
        final String uri;
        final SourceFile source;
        final Positions positions;
        final Analysis analysis;
        private Occurrences occurrences;

        Document(String uri, SourceFile source, Analysis analysis) {
            this.uri = uri;
            this.source = source;
            this.positions = new Positions(source.text());
            this.analysis = analysis;
        }

        /** The checked model, complete or partial; null when the text did not parse far enough. */
        Model model() {
            return analysis.model(source);
        }

        /** The names in this document and what they mean (built on first use). */
        Occurrences occurrences() {
            if (occurrences == null) {
                occurrences = model() == null ? null : new Occurrences(model(), source.displayPath());
            }
            return occurrences;
        }
    }

    private final Map<String, Document> documents = new ConcurrentHashMap<>();
    private final List<Path> roots = new ArrayList<>();
    private final Path bundled;

    /** @param bundled the bundled rulebooks' directory, or null */
    Workspace(Path bundled) {
        this.bundled = bundled;
    }

    void addRoot(Path root) {
        roots.add(root);
    }

    /** Opens or updates a document and analyses it. */
    Document update(String uri, String text) {
        SourceFile source = new SourceFile(displayPath(uri), text);
        Analysis analysis = new RulesCompiler(CompilerOptions.defaults().withResolver(resolver(source)))
                .analyze(List.of(source));
        Document doc = new Document(uri, source, analysis);
        documents.put(uri, doc);
        return doc;
    }

    /**
     * Another workspace with the same folders and open documents, some of them with other text
     * ({@code edits}, by URI), all analysed: to see what an edit would do before proposing it.
     */
    Workspace with(Map<String, String> edits) {
        Workspace copy = new Workspace(bundled);
        copy.roots.addAll(roots);
        for (int pass = 0; pass < 2; pass++) { // the second pass finds every base among the edited texts
            for (Document doc : documents.values()) {
                copy.update(doc.uri, edits.getOrDefault(doc.uri, doc.source.text()));
            }
        }
        return copy;
    }

    void close(String uri) {
        documents.remove(uri);
    }

    Document get(String uri) {
        return documents.get(uri);
    }

    /** Every open document, in no particular order. */
    List<Document> open() {
        return List.copyOf(documents.values());
    }

    /** The path diagnostics and spans use for a document: its file path, or the URI itself when it is no file. */
    static String displayPath(String uri) {
        try {
            URI u = URI.create(uri);
            if ("file".equals(u.getScheme())) {
                return Path.of(u).toString();
            }
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException notAPath) {
            // an untitled buffer or another scheme: its URI names it
        }
        return uri;
    }

    /** The URI of a file a span points into: an open document's, or the file's own. */
    String uriOf(String displayPath) {
        for (Document doc : documents.values()) {
            if (doc.source.displayPath().equals(displayPath)) {
                return doc.uri;
            }
        }
        Path path = Path.of(displayPath);
        return path.isAbsolute() ? path.toUri().toString() : null;
    }

    /** Open documents by rulebook id first (their unsaved text), then the directories. */
    private RulebookResolver resolver(SourceFile source) {
        List<Path> dirs = new ArrayList<>();
        Path own = Path.of(source.displayPath());
        if (own.isAbsolute() && own.getParent() != null) {
            dirs.add(own.getParent());
        }
        dirs.addAll(roots);
        if (bundled != null) {
            dirs.add(bundled);
        }
        DirectoryResolver files = new DirectoryResolver(dirs);
        return new RulebookResolver() {
            @Override
            public Optional<SourceFile> find(String id) {
                for (Document doc : documents.values()) {
                    if (!doc.source.displayPath().equals(source.displayPath())
                            && RulebookHeader.id(doc.source.text()).filter(id::equals).isPresent()) {
                        return Optional.of(doc.source);
                    }
                }
                return files.find(id);
            }

            @Override
            public java.util.Collection<String> ids() {
                Map<String, Boolean> ids = new LinkedHashMap<>();
                documents.values().forEach(d -> RulebookHeader.id(d.source.text()).ifPresent(i -> ids.put(i, true)));
                files.ids().forEach(i -> ids.put(i, true));
                return ids.keySet();
            }
        };
    }
}
