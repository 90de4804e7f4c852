package org.rulesc.runtime;

import java.util.HashSet;
import java.util.List;

/** List helpers that generated rules call by name. */
public final class Lists {
    private Lists() {}

    /** Whether no element of {@code list} repeats ("the same skill cannot be taken twice"). */
    public static boolean distinct(List<?> list) {
        return new HashSet<>(list).size() == list.size();
    }
}
