package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/** List helpers that generated rules call by name. */
public final class Lists {
    private Lists() {}

    /** Whether no element of {@code list} repeats ("the same skill cannot be taken twice"). */
    public static boolean distinct(List<?> list) {
        return new HashSet<>(list).size() == list.size();
    }

    /** The elements of {@code first}, then those of {@code second}, in order. */
    public static <T> List<T> concat(List<? extends T> first, List<? extends T> second) {
        List<T> out = new ArrayList<>(first.size() + second.size());
        out.addAll(first);
        out.addAll(second);
        return List.copyOf(out);
    }
}
