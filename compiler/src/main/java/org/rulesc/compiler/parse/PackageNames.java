package org.rulesc.compiler.parse;

import org.rulesc.compiler.ast.Span;
import org.rulesc.compiler.diag.Code;
import org.rulesc.compiler.diag.Reporter;
import org.rulesc.compiler.model.JavaNames;

/** A rulebook's {@code package} header must name a package javac and the JVM accept. */
final class PackageNames {
    private PackageNames() {}

    static void check(String pkg, Span span, Reporter reporter) {
        for (String segment : pkg.split("\\.", -1)) {
            if (!JavaNames.validSegment(segment)) {
                reporter.report(Code.UNUSABLE_PACKAGE, span, pkg, segment);
                return;
            }
        }
        if (pkg.equals("java") || pkg.startsWith("java.")) {
            reporter.report(Code.JDK_PACKAGE, span, pkg);
        }
    }
}
