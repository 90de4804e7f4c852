package org.rulesc.compiler.diag;

public enum Severity {
    ERROR("error"),
    WARNING("warning");

    private final String word;

    Severity(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
