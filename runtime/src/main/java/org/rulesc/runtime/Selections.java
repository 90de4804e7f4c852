package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
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

  /**
   * One selection per selected piece ({@code list<list<T>> from pool for t in pieces}), given each
   * piece's pool in the pieces' order: none for every piece, then each distinct value of one
   * piece's pool alone (that piece's selection of it, the others' none), piece by piece.
   */
  public static <T> List<List<List<T>>> listedEach(List<List<T>> pools) {
    List<List<List<T>>> out = new ArrayList<>();
    List<List<T>> none = new ArrayList<>();
    for (int j = 0; j < pools.size(); j++) {
      none.add(List.of());
    }
    out.add(List.copyOf(none));
    for (int j = 0; j < pools.size(); j++) {
      for (T v : new LinkedHashSet<>(pools.get(j))) {
        List<List<T>> one = new ArrayList<>(none);
        one.set(j, List.of(v));
        out.add(List.copyOf(one));
      }
    }
    return out;
  }

  /**
   * Whether {@code chosen} is one selection per piece: as many as {@code pools}, each {@link
   * #allows allowed} by its piece's pool.
   */
  public static boolean allowsEach(List<? extends List<?>> pools, Object chosen) {
    if (!(chosen instanceof List<?> groups) || groups.size() != pools.size()) {
      return false;
    }
    for (int j = 0; j < pools.size(); j++) {
      if (!allows(pools.get(j), groups.get(j))) {
        return false;
      }
    }
    return true;
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
    return extend(instances, chosen, selections, Map.of(), (a, i) -> List.of(), args, with, legal, random);
  }

  /**
   * {@link #extend} with selections made per selected piece: {@code perPiece} maps such a
   * parameter to the parameter of the pieces it selects for (both in {@code selections}, the
   * pieces' first). A piece added to that selection gets an empty selection at its place; then,
   * piece by piece, each value of its pool ({@code pools}: the action's pools of that parameter,
   * one per piece, in the pieces' order) not yet selected draws one coin, and on {@code true} is
   * added when the line stays legal.
   */
  public static <A> A extend(List<A> instances, A chosen, List<Integer> selections,
      Map<Integer, Integer> perPiece, BiFunction<A, Integer, List<List<Object>>> pools,
      Function<A, List<Object>> args, BiFunction<A, List<Object>, A> with, Predicate<A> legal,
      SplittableRandom random) {
    if (selections.isEmpty()) {
      return chosen;
    }
    List<Object> base = args.apply(chosen);
    // each selection parameter's values in the listing's order, from the lines that differ only
    // there (and in the selections made for its values, which follow it)
    List<List<Object>> orders = new ArrayList<>();
    for (int i : selections) {
      List<Object> order = new ArrayList<>();
      if (!perPiece.containsKey(i)) {
        for (A other : instances) {
          List<Object> o = args.apply(other);
          if (o.get(i) instanceof List<?> one && one.size() == 1 && sameBut(base, o, i, perPiece)
              && !order.contains(one.get(0))) {
            order.add(one.get(0));
          }
        }
      }
      orders.add(order);
    }
    A now = chosen;
    List<Object> current = new ArrayList<>(base);
    for (int k = 0; k < selections.size(); k++) {
      int i = selections.get(k);
      if (perPiece.containsKey(i)) {
        List<List<Object>> each = pools.apply(now, i);
        for (int j = 0; j < each.size(); j++) {
          List<Object> order = new ArrayList<>(new LinkedHashSet<>(each.get(j)));
          for (Object v : order) {
            List<?> held = (List<?>) ((List<?>) current.get(i)).get(j);
            if (held.contains(v) || !random.nextBoolean()) {
              continue;
            }
            List<Object> groups = new ArrayList<>((List<?>) current.get(i));
            groups.set(j, grown(order, held, v));
            List<Object> tried = new ArrayList<>(current);
            tried.set(i, List.copyOf(groups));
            A candidate = with.apply(now, List.copyOf(tried));
            if (legal.test(candidate)) {
              now = candidate;
              current = tried;
            }
          }
        }
        continue;
      }
      List<Object> order = orders.get(k);
      List<?> start = (List<?>) base.get(i);
      for (Object v : order) {
        if (start.contains(v)) {
          continue;
        }
        if (!random.nextBoolean()) {
          continue;
        }
        List<Object> grown = grown(order, (List<?>) current.get(i), v);
        List<Object> tried = new ArrayList<>(current);
        tried.set(i, grown);
        // the selections made for these values: an empty one for the value added, at its place
        for (Map.Entry<Integer, Integer> d : perPiece.entrySet()) {
          if (d.getValue() == i) {
            List<Object> groups = new ArrayList<>((List<?>) tried.get(d.getKey()));
            groups.add(grown.indexOf(v), List.of());
            tried.set(d.getKey(), List.copyOf(groups));
          }
        }
        A candidate = with.apply(now, List.copyOf(tried));
        if (legal.test(candidate)) {
          now = candidate;
          current = tried;
        }
      }
    }
    return now;
  }

  /** The values of {@code order} that are {@code v} or already held, in that order. */
  private static List<Object> grown(List<Object> order, List<?> held, Object v) {
    List<Object> out = new ArrayList<>();
    for (Object x : order) {
      if (x.equals(v) || held.contains(x)) {
        out.add(x);
      }
    }
    return List.copyOf(out);
  }

  private static boolean sameBut(List<Object> a, List<Object> b, int skip, Map<Integer, Integer> perPiece) {
    for (int j = 0; j < a.size(); j++) {
      if (j != skip && !Integer.valueOf(skip).equals(perPiece.get(j)) && !a.get(j).equals(b.get(j))) {
        return false;
      }
    }
    return true;
  }
}
