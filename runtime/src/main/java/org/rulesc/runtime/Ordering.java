package org.rulesc.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Puts actors in order by keys, highest (or lowest) first, the way turn orders are decided:
 * "by agility, ties by a die, rolling again until they differ", or "agility + 1D100, and only
 * the tied roll again".
 *
 * <p>Keys are compared in turn: a later key only orders actors the earlier ones left tied. A
 * <em>rolled</em> key is rolled only for actors still tied when it is reached (an actor alone in
 * its group rolls nothing), each in the order they stand; actors tied on it roll again, only
 * they, until they differ (their new rolls replace the old ones for that key). Actors tied on
 * every key keep the order they were given in. Every die goes through the given {@link Dice}.
 */
public final class Ordering {
  private Ordering() {}

  /** One key: its value for an actor (and the roll, for a rolled key) and its direction. */
  public interface Key<T> {
    /** The key of {@code actor}; {@code roll} is the sum of this key's dice (0 for a key that rolls none). */
    int value(T actor, int roll);

    /** Whether the key needs dice. */
    boolean rolled();

    /** Whether higher values come first. */
    boolean descending();
  }

  /** A key from a function and its direction. */
  public static <T> Key<T> key(boolean rolled, boolean descending, KeyFunction<T> f) {
    Objects.requireNonNull(f, "f");
    return new Key<>() {
      @Override
      public int value(T actor, int roll) {
        return f.value(actor, roll);
      }

      @Override
      public boolean rolled() {
        return rolled;
      }

      @Override
      public boolean descending() {
        return descending;
      }
    };
  }

  /** The value of a key for an actor and a roll. */
  @FunctionalInterface
  public interface KeyFunction<T> {
    int value(T actor, int roll);
  }

  /**
   * One actor's place in the order.
   *
   * @param keys the final value of each key (a key not reached, because the actor was already
   *     alone, is absent: the list is as long as the keys that ordered it)
   * @param rolls every roll the actor made, re-rolls included, in order
   */
  public record Ranked<T>(T actor, List<Integer> keys, List<Integer> rolls) {}

  /** How many rounds of re-rolls a tie may take before the dice are taken to be broken. */
  private static final int MAX_ROUNDS = 10_000;

  /**
   * Orders {@code actors} by {@code keys}.
   *
   * @param dice where rolled keys' dice come from (unused when no key is rolled)
   * @param count how many dice a rolled key rolls, {@code sides} their faces
   * @throws IllegalStateException when a tie never breaks (dice with a single face)
   */
  public static <T> List<Ranked<T>> rank(Dice dice, int count, int sides, List<T> actors, List<Key<T>> keys) {
    List<Entry<T>> entries = new ArrayList<>();
    for (T actor : actors) {
      entries.add(new Entry<>(actor));
    }
    List<List<Entry<T>>> groups = new ArrayList<>();
    groups.add(entries);
    for (int k = 0; k < keys.size(); k++) {
      Key<T> key = keys.get(k);
      List<List<Entry<T>>> next = new ArrayList<>();
      for (List<Entry<T>> group : groups) {
        if (group.size() < 2) {
          next.add(group);
        } else if (key.rolled()) {
          for (List<Entry<T>> run : rollApart(dice, count, sides, group, key, k)) {
            next.add(run);
          }
        } else {
          for (Entry<T> e : group) {
            e.set(k, key.value(e.actor, 0));
          }
          next.addAll(runs(sorted(group, key, k), k));
        }
      }
      groups = next;
    }
    List<Ranked<T>> out = new ArrayList<>();
    for (List<Entry<T>> group : groups) {
      for (Entry<T> e : group) {
        out.add(new Ranked<>(e.actor, List.copyOf(e.keys), List.copyOf(e.rolls)));
      }
    }
    return Collections.unmodifiableList(out);
  }

  /** Just the actors, in order. */
  public static <T> List<T> order(Dice dice, int count, int sides, List<T> actors, List<Key<T>> keys) {
    return rank(dice, count, sides, actors, keys).stream().map(Ranked::actor).toList();
  }

  /** Rolls the key for every actor of the group, then again for each tied run, until none is tied. */
  private static <T> List<List<Entry<T>>> rollApart(Dice dice, int count, int sides, List<Entry<T>> group,
      Key<T> key, int k) {
    List<List<Entry<T>>> out = new ArrayList<>();
    List<Entry<T>> pending = group;
    int rounds = 0;
    // a stack of tied runs, resolved in order: the best run first
    List<List<Entry<T>>> todo = new ArrayList<>();
    todo.add(pending);
    while (!todo.isEmpty()) {
      List<Entry<T>> run = todo.remove(0);
      if (run.size() < 2) {
        out.add(run);
        continue;
      }
      if (++rounds > MAX_ROUNDS) {
        throw new IllegalStateException("a tie did not break after " + MAX_ROUNDS + " rounds of re-rolls");
      }
      for (Entry<T> e : run) {
        int roll = 0;
        for (int i = 0; i < count; i++) {
          roll += dice.roll(sides);
        }
        e.rolls.add(roll);
        e.set(k, key.value(e.actor, roll));
      }
      List<List<Entry<T>>> split = runs(sorted(run, key, k), k);
      if (split.size() == 1) {
        todo.add(0, split.get(0)); // all tied again: the same actors roll again
      } else {
        todo.addAll(0, split);
      }
    }
    return out;
  }

  private static <T> List<Entry<T>> sorted(List<Entry<T>> group, Key<T> key, int k) {
    List<Entry<T>> out = new ArrayList<>(group);
    Comparator<Entry<T>> by = Comparator.comparingInt(e -> e.keys.get(k));
    out.sort(key.descending() ? by.reversed() : by); // stable: ties keep their order
    return out;
  }

  /** Splits a sorted group into runs of equal key {@code k}. */
  private static <T> List<List<Entry<T>>> runs(List<Entry<T>> sorted, int k) {
    List<List<Entry<T>>> out = new ArrayList<>();
    List<Entry<T>> run = new ArrayList<>();
    for (Entry<T> e : sorted) {
      if (!run.isEmpty() && !run.get(0).keys.get(k).equals(e.keys.get(k))) {
        out.add(run);
        run = new ArrayList<>();
      }
      run.add(e);
    }
    if (!run.isEmpty()) {
      out.add(run);
    }
    return out;
  }

  private static final class Entry<T> {
    final T actor;
    final List<Integer> keys = new ArrayList<>();
    final List<Integer> rolls = new ArrayList<>();

    Entry(T actor) {
      this.actor = actor;
    }

    void set(int k, int value) {
      while (keys.size() <= k) {
        keys.add(null);
      }
      keys.set(k, value);
    }
  }
}
