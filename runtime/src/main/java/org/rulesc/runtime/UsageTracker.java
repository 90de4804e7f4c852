package org.rulesc.runtime;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;

/**
 * Counts uses of limited abilities ("once per turn", "3 per day") and forgets them when their
 * scope ends.
 *
 * <p>Exists so generated engines enforce usage limits uniformly: each limit is a name, a maximum
 * and the scope it resets with; {@link #reset(String)} is called by the engine when that scope
 * ends (end of turn, a long rest). A limit name belongs to one scope; using it under another scope
 * is a programming error. Not thread-safe.
 */
public final class UsageTracker {

  private final Map<String, Integer> counts = new HashMap<>();
  private final Map<String, String> scopes = new HashMap<>();

  /**
   * Records one use of {@code limit} if fewer than {@code max} uses have been counted since its
   * scope was last reset.
   *
   * @param limit name of the limit, for example {@code "reaction"}
   * @param max how many uses the scope allows (0 forbids use)
   * @param scope what resets the count, for example {@code "turn"}
   * @return true if the use was recorded, false if the limit was already reached
   * @throws IllegalArgumentException if {@code max < 0} or the limit was counted under another
   *     scope
   */
  public boolean tryUse(String limit, int max, String scope) {
    Objects.requireNonNull(limit, "limit");
    Objects.requireNonNull(scope, "scope");
    if (max < 0) {
      throw new IllegalArgumentException("limit '" + limit + "' has negative maximum " + max);
    }
    String known = scopes.get(limit);
    if (known != null && !known.equals(scope)) {
      throw new IllegalArgumentException(
          "limit '" + limit + "' is counted per " + known + ", not per " + scope);
    }
    int n = counts.getOrDefault(limit, 0);
    if (n >= max) {
      return false;
    }
    counts.put(limit, n + 1);
    scopes.put(limit, scope);
    return true;
  }

  /**
   * Like {@link #tryUse} but throws when the limit is reached.
   *
   * @throws RuleViolation naming {@code limit} as the rule when no use is left
   */
  public void use(String limit, int max, String scope) {
    if (!tryUse(limit, max, scope)) {
      throw new RuleViolation(
          limit,
          "'"
              + limit
              + "' may be used "
              + (max == 1 ? "once" : max + " times")
              + " per "
              + scope
              + " and has already been used "
              + used(limit)
              + (used(limit) == 1 ? " time" : " times")
              + " this "
              + scope);
    }
  }

  /** Uses of {@code limit} counted since its scope was last reset (0 if never used). */
  public int used(String limit) {
    return counts.getOrDefault(limit, 0);
  }

  /** Forgets every use counted in {@code scope}, for example at the end of a turn. */
  public void reset(String scope) {
    Objects.requireNonNull(scope, "scope");
    Iterator<Map.Entry<String, String>> it = scopes.entrySet().iterator();
    while (it.hasNext()) {
      Map.Entry<String, String> e = it.next();
      if (e.getValue().equals(scope)) {
        counts.remove(e.getKey());
        it.remove();
      }
    }
  }

  @Override
  public String toString() {
    return "UsageTracker" + counts;
  }
}
