package org.rulesc.compiler.diag;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.rulesc.compiler.SourceFile;
import org.rulesc.compiler.ast.Span;

/**
 * Collects diagnostics for one source file, filling in the source line for the caret.
 *
 * <p>The only way in is {@link #report}, which takes a {@link Code}: a diagnostic without a code
 * cannot be written. Its message and default hint come from the catalogue; a call site may add a
 * hint of its own ({@code did you mean …?}) and related spans.
 */
public final class Reporter {
    private final SourceFile file;
    private final Map<String, SourceFile> others = new HashMap<>();
    private final List<Reported> reported = new ArrayList<>();
    private final Set<Code> allowed = EnumSet.noneOf(Code.class);

    public Reporter(SourceFile file) {
        this.file = file;
    }

    /** Another file whose spans may appear here (the base of a house-rule rulebook). */
    public void addFile(SourceFile other) {
        others.put(other.displayPath(), other);
    }

    public SourceFile file() {
        return file;
    }

    /**
     * Reports {@code code} at {@code span}; {@code args} fill the catalogue's message and hint
     * templates ({@code {0}}, {@code {1}} …).
     *
     * @return the report, to add a hint or a related span to
     */
    public Reported report(Code code, Span span, Object... args) {
        Objects.requireNonNull(code, "code");
        List<String> text = new ArrayList<>();
        for (Object a : args) {
            text.add(String.valueOf(a));
        }
        Reported r = new Reported(code, span, List.copyOf(text));
        reported.add(r);
        return r;
    }

    /** Leaves out this file's warnings with {@code code} (the rulebook says {@code allow W0301 because "…"}). */
    public void allow(Code code) {
        if (code.severity() != Severity.WARNING) {
            throw new IllegalArgumentException("only warnings can be allowed, not " + code.code());
        }
        allowed.add(code);
    }

    public boolean hasErrors() {
        return reported.stream().anyMatch(r -> r.code.severity() == Severity.ERROR);
    }

    /** In source order, so a reader fixes them top to bottom. */
    public List<Diagnostic> diagnostics() {
        List<Diagnostic> out = new ArrayList<>();
        for (Reported r : reported) {
            if (!allowed.contains(r.code)) {
                out.add(r.toDiagnostic());
            }
        }
        out.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return out;
    }

    private Diagnostic.Location locate(Span span) {
        int line = Math.max(1, span.line());
        SourceFile where = others.getOrDefault(span.file(), file);
        return new Diagnostic.Location(where.displayPath(), line, Math.max(1, span.column()),
                Math.max(1, span.length()), where.line(line));
    }

    /** One report, open for a call-site hint and related spans until the diagnostics are read. */
    public final class Reported {
        private final Code code;
        private final Span span;
        private final List<String> args;
        private final List<Diagnostic.Related> related = new ArrayList<>();
        private final String message;
        private String hint;

        /** Renders the templates at once, so a call site that passes too few arguments fails right there. */
        private Reported(Code code, Span span, List<String> args) {
            this.code = code;
            this.span = span;
            this.args = args;
            this.message = code.message(args.toArray());
            this.hint = code.hint(args.toArray());
        }

        /** Replaces the catalogue's hint with one computed here; a null hint keeps the catalogue's. */
        public Reported hint(String computed) {
            if (computed != null && !computed.isEmpty()) {
                hint = computed;
            }
            return this;
        }

        /** Another place that explains this one, like the first declaration of a duplicate. */
        public Reported related(Span where, String note) {
            if (where != null && where.line() > 0) {
                related.add(new Diagnostic.Related(locate(where), note));
            }
            return this;
        }

        private Diagnostic toDiagnostic() {
            return new Diagnostic(code, locate(span), message, hint, args, List.copyOf(related));
        }
    }
}
