package org.rulesc.compiler.cli;

/** How an interpreting command prints its result. */
enum OutputFormat {
    text,
    json
}
