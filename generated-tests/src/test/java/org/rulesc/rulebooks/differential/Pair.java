package org.rulesc.rulebooks.differential;

/** One argument as each back end takes it: the interpreter's value and the generated engine's. */
record Pair(Object interpreted, Object java) {}
