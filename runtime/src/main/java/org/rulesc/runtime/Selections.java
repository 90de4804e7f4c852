package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * An act's {@code list<T> from pool} parameter: a selection of the pool's values, each at most
 * once and in the pool's order (none, one or several). Generated engines and the interpreter both
 * use these methods, so they list, allow and sample selections the same way:
 *
 * <ul>
 *   <li>{@link #listed}: the selections the legal actions list, none and then each value alone, so
 *       listing grows with the pool, not with its 2^n subsets;
 *   <li>{@link #allows}: whether a given selection is one of the pool's (a referee accepts a
 *       selection of any size);
 *   <li>{@link #extend}: how random legal play reaches selections of several values from a listed
 *       line, with one coin per further value.
 * </ul>
 */
public final class Selections {
  private Selections() {}

  /** The selection of no value, then each distinct value of {@code pool} alone, in its order. */
  public static <T> List<List<T>> listed(List<T> pool) {
    List<List<T>> out = new ArrayList<>();
    out.add(List.of());
    for (T v : new LinkedHashSet<>(pool)) {
      out.add(List.of(v));
    }
    return out;
  }

  /** Whether {@code chosen} is a list of distinct values of {@code pool}, in the pool's order. */
  public static boolean allows(List<?> pool, Object chosen) {
    if (!(chosen instanceof List<?> values)) {
      return false;
    }
    List<?> distinct = new ArrayList<>(new LinkedHashSet<>(pool));
    int at = -1;
    for (Object v : values) {
      int i = distinct.indexOf(v);
      if (i <= at) {
        return false;
      }
      at = i;
    }
    return true;
  }

  /**
   * The line random legal play takes after drawing {@code chosen} among {@code instances} (the
   * listed lines of the same act and piece): for each selection parameter in {@code selections}'
   * order, the further values are those the listing offered alone at that parameter with every
   * other choice as in {@code chosen}, in the listing's (the pool's) order; for each, one {@code
   * random.nextBoolean()}, and on {@code true} the value is added when the line stays legal.
   * Without selection parameters it draws nothing and returns {@code chosen}.
   *
   * @param args an action's choices
   * @param with an action with other choices
   * @param legal whether the rules allow an action now
   */
  public static <A> A extend(List<A> instances, A chosen, List<Integer> selections,
      Function<A, List<Object>> args, BiFunction<A, List<Object>, A> with, Predicate<A> legal,
      SplittableRandom random) {
    if (selections.isEmpty()) {
      return chosen;
    }
    List<Object> base = args.apply(chosen);
    // each selection parameter's values in the listing's order, from the lines that differ only there
    List<List<Object>> orders = new ArrayList<>();
    for (int i : selections) {
      List<Object> order = new ArrayList<>();
      for (A other : instances) {
        List<Object> o = args.apply(other);
        if (o.get(i) instanceof List<?> one && one.size() == 1 && sameBut(base, o, i)) {
          order.add(one.get(0));
        }
      }
      orders.add(order);
    }
    A now = chosen;
    List<Object> current = new ArrayList<>(base);
    for (int k = 0; k < selections.size(); k++) {
      int i = selections.get(k);
      List<Object> order = orders.get(k);
      List<?> start = (List<?>) base.get(i);
      for (Object v : order) {
        if (start.contains(v)) {
          continue;
        }
        if (!random.nextBoolean()) {
          continue;
        }
        List<?> held = (List<?>) current.get(i);
        List<Object> grown = new ArrayList<>();
        for (Object x : order) {
          if (x.equals(v) || held.contains(x)) {
            grown.add(x);
          }
        }
        List<Object> tried = new ArrayList<>(current);
        tried.set(i, List.copyOf(grown));
        A candidate = with.apply(now, List.copyOf(tried));
        if (legal.test(candidate)) {
          now = candidate;
          current = tried;
        }
      }
    }
    return now;
  }

  private static boolean sameBut(List<Object> a, List<Object> b, int skip) {
    for (int j = 0; j < a.size(); j++) {
      if (j != skip && !a.get(j).equals(b.get(j))) {
        return false;
      }
    }
    return true;
  }
}
