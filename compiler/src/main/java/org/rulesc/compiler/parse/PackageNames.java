package org.rulesc.compiler.parse;

import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.emit.JavaNames;

/** A rulebook's {@code package} header must name a package javac and the JVM accept. */
final class PackageNames {
    private PackageNames() {}

    static void check(String pkg, Span span, Reporter reporter) {
        for (String segment : pkg.split("\\.", -1)) {
            if (!JavaNames.validSegment(segment)) {
                reporter.error(span, "`" + pkg + "` is not a usable Java package: `" + segment
                        + "` is a Java keyword or not a Java identifier",
                        "every segment must be a Java identifier that is not a keyword, e.g. `com.example.games`");
                return;
            }
        }
        if (pkg.equals("java") || pkg.startsWith("java.")) {
            reporter.error(span, "`" + pkg + "` is reserved for the JDK: the JVM refuses classes in `java.*` packages",
                    "use a package of your own, e.g. `com.example.games`");
        }
    }
}
