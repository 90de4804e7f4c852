package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.function.BiFunction;

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

    /** One element of a list with its index (from 0), for rules that iterate with an index. */
    public record Indexed<T>(int index, T value) {}

    /** The elements of {@code list} with their indices, in order. */
    public static <T> List<Indexed<T>> indexed(List<T> list) {
        List<Indexed<T>> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            out.add(new Indexed<>(i, list.get(i)));
        }
        return out;
    }

    /** One step of an indexed fold: the next accumulator from the current one, the index and the element. */
    @FunctionalInterface
    public interface IndexedStep<A, T> {
        A apply(A accumulator, int index, T element);
    }

    /** {@code fold(acc = init, x in list: step)}: the accumulator after the last element, {@code init} for none. */
    public static <A, T> A fold(List<T> list, A init, BiFunction<? super A, ? super T, ? extends A> step) {
        return foldIndexed(list, init, (acc, i, x) -> step.apply(acc, x));
    }

    /** {@code fold(acc = init, i, x in list: step)}, with the index of each element. */
    public static <A, T> A foldIndexed(List<T> list, A init, IndexedStep<A, ? super T> step) {
        A acc = init;
        for (int i = 0; i < list.size(); i++) {
            acc = step.apply(acc, i, list.get(i));
        }
        return acc;
    }

    /** {@code scan(acc = init, x in list: step)}: the accumulator after each element (as many as elements). */
    public static <A, T> List<A> scan(List<T> list, A init, BiFunction<? super A, ? super T, ? extends A> step) {
        return scanIndexed(list, init, (acc, i, x) -> step.apply(acc, x));
    }

    /** {@code scan(acc = init, i, x in list: step)}, with the index of each element. */
    public static <A, T> List<A> scanIndexed(List<T> list, A init, IndexedStep<A, ? super T> step) {
        List<A> out = new ArrayList<>(list.size());
        A acc = init;
        for (int i = 0; i < list.size(); i++) {
            acc = step.apply(acc, i, list.get(i));
            out.add(acc);
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * The whole numbers 1, 2, …, {@code n} in order (empty for {@code n} below 1): a list to repeat
     * something {@code n} times over, such as rolling one die per boost declared.
     */
    public static List<Integer> upto(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(i);
        }
        return List.copyOf(out);
    }

    /**
     * {@code interleave(base, inserted, positions)}: {@code base} with each element of {@code
     * inserted} placed before the element of {@code base} at its position (0: before the first,
     * {@code base.size()}: after the last). Elements inserted at the same position keep their
     * order. ("The side that lost the initiative orders its units; the winner says where each of
     * its own acts.")
     *
     * @throws RuleViolation when a position is outside 0..base.size() or the lists do not match
     */
    public static <T> List<T> interleave(List<T> base, List<T> inserted, List<Integer> positions) {
        if (inserted.size() != positions.size()) {
            throw new RuleViolation("interleave", inserted.size() + " elements to insert but "
                    + positions.size() + " positions: give one position per element");
        }
        for (int p : positions) {
            if (p < 0 || p > base.size()) {
                throw new RuleViolation("interleave", "position " + p + " is outside 0.." + base.size()
                        + " (0: before the first, " + base.size() + ": after the last)");
            }
        }
        List<T> out = new ArrayList<>(base.size() + inserted.size());
        for (int at = 0; at <= base.size(); at++) {
            for (int i = 0; i < inserted.size(); i++) {
                if (positions.get(i) == at) {
                    out.add(inserted.get(i));
                }
            }
            if (at < base.size()) {
                out.add(base.get(at));
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * {@code list[index]}, counting from 0.
     *
     * @throws RuleViolation when the list has no element there
     */
    public static <T> T at(List<T> list, int index) {
        if (index < 0 || index >= list.size()) {
            throw new RuleViolation("index", "no element " + index + " in a list of " + list.size()
                    + " (indices count from 0)");
        }
        return list.get(index);
    }
}
