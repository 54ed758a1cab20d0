package io.gridchat.sparqlgen;

import java.util.function.Supplier;

/**
 * Something read once from the grid graph's ontology (its vocabulary, its paired properties) and kept: the grid graph is
 * read-only while the stack runs. While the store cannot be read it is null, and it is read again after
 * {@link #RETRY_MILLIS}, not on every question.
 */
final class ReadOnce<T> {
    /** How long a failed read is not tried again. Not tuned: a store comes back within a minute or is down for longer. */
    static final long RETRY_MILLIS = 60_000;

    private final Supplier<T> read;
    private volatile T value;
    private volatile long failedAt = Long.MIN_VALUE / 2;

    ReadOnce(Supplier<T> read) {
        this.read = read;
    }

    /** The value, read now if not yet; null while the store cannot be read. */
    T get() {
        T v = value;
        if (v == null && System.currentTimeMillis() - failedAt > RETRY_MILLIS) {
            try {
                value = v = read.get();
            } catch (RuntimeException e) {
                failedAt = System.currentTimeMillis();
                return null;
            }
        }
        return v;
    }
}
