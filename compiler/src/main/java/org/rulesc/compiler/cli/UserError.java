package org.rulesc.compiler.cli;

/**
 * A problem the user can fix (a missing file, a bad directory, nothing to compile): reported
 * as one line {@code rulesc: message}, never with a stack trace, and exit code
 * {@link Rulesc#EXIT_USAGE}.
 */
final class UserError extends RuntimeException {
    UserError(String message) {
        super(message, null, false, false);
    }
}
