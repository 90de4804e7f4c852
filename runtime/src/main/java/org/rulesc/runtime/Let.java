package org.rulesc.runtime;

import java.util.function.Function;

/**
 * Java has no let-expression; generated code uses this to bind a value inside a larger
 * expression ({@code let x = e in body}) without reordering statements.
 */
public final class Let {
    private Let() {}

    public static <T, R> R let(T value, Function<T, R> body) {
        return body.apply(value);
    }
}
