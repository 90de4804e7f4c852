package org.rulesc.compiler;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs work on a thread with a large stack. The parser and every pass over expressions (the
 * checker, the emitters, the interpreter, the diff's walkers) are recursive. Expressions are
 * bounded ({@code NestingLimits}: 100 levels of nesting, runs of 10,000 operands), and this
 * stack holds those bounds with a wide margin whatever thread (Maven's, a test's, the CLI's
 * main thread) calls in. The stack is reserved address space, committed only as deep as the
 * work goes.
 */
public final class LargeStack {
    /** The stack of the threads this class starts. */
    public static final long STACK_BYTES = 512L << 20;

    private LargeStack() {}

    /**
     * Runs {@code work} on a new thread with {@link #STACK_BYTES} of stack and waits for it;
     * what it throws is rethrown here unchanged.
     */
    public static <T> T call(Supplier<T> work) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(work.get());
            } catch (RuntimeException | Error e) {
                failure.set(e);
            }
        }, "rulesc-compiler", STACK_BYTES);
        thread.setContextClassLoader(Thread.currentThread().getContextClassLoader());
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            thread.interrupt();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while compiling", e);
        }
        if (failure.get() instanceof RuntimeException e) {
            throw e;
        } else if (failure.get() instanceof Error e) {
            throw e;
        }
        return result.get();
    }
}
