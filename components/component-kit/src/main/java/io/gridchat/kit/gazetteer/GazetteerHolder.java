package io.gridchat.kit.gazetteer;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the current gazetteer and rebuilds it when the grid graph changes: every {@code interval} it asks the
 * store for a cheap fingerprint (the triple count) and reloads when that differs. The first load happens in the
 * background at start; a question arriving before it (or after the store was down) loads synchronously, so a
 * store that is unreachable gives the question a clear error instead of silently finding nothing.
 * <p>
 * A first load that fails (a store still starting, or too busy to answer within the SPARQL timeout) is tried again
 * after {@link #FIRST_LOAD_RETRY}, doubling up to the refresh interval, not only at the next refresh (issue 39, item 4:
 * on a loaded machine the default data's first load failed, nothing was loaded for a minute, and the first question
 * built the gazetteer itself while the pipeline waited — "ner did not answer within 30000 ms").
 */
public final class GazetteerHolder implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(GazetteerHolder.class);

    private final GazetteerLoader loader;
    private final AtomicReference<Gazetteer> current = new AtomicReference<>();
    private final ScheduledExecutorService scheduler;
    private final long intervalMs;
    /** How soon a failed first load is tried again (then twice as late each time, up to the refresh interval). */
    public static final Duration FIRST_LOAD_RETRY = Duration.ofSeconds(5);
    /** The longest wait between first-load tries when there is no refresh interval (load once). */
    static final Duration FIRST_LOAD_RETRY_MAX = Duration.ofSeconds(60);

    public GazetteerHolder(GazetteerLoader loader, Duration interval) {
        this.loader = loader;
        this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "gazetteer-refresh");
            t.setDaemon(true);
            return t;
        });
        long ms = interval == null || interval.isZero() || interval.isNegative() ? 0 : interval.toMillis();
        this.intervalMs = ms;
        scheduler.execute(() -> firstLoad(FIRST_LOAD_RETRY.toMillis()));
        if (ms > 0) scheduler.scheduleWithFixedDelay(this::refreshQuietly, ms, ms, TimeUnit.MILLISECONDS);
    }

    /** The current gazetteer, loading it now if none has been loaded yet. */
    public Gazetteer current() {
        Gazetteer g = current.get();
        if (g != null) return g;
        synchronized (this) {
            g = current.get();
            if (g == null) {
                try {
                    g = loader.load();
                } catch (RuntimeException e) {
                    throw new IllegalStateException("cannot build the gazetteer from the grid graph: " + e.getMessage(), e);
                }
                current.set(g);
            }
            return g;
        }
    }

    /** Whether a gazetteer has been loaded (without loading one). */
    public boolean isLoaded() { return current.get() != null; }

    /** Reloads when the store's fingerprint changed; returns whether it did. */
    public boolean refreshIfChanged() {
        Gazetteer g = current.get();
        long fingerprint = loader.fingerprint();
        if (g != null && g.fingerprint() == fingerprint) return false;
        synchronized (this) {
            long start = System.nanoTime();
            Gazetteer fresh = loader.load(fingerprint);
            current.set(fresh);
            log.info("gazetteer loaded: {} keys (graph fingerprint {}) in {} ms", fresh.size(), fresh.fingerprint(),
                    (System.nanoTime() - start) / 1_000_000);
            return true;
        }
    }

    /** The first load, tried again after {@code retryMs} (doubling, at most the refresh interval) until one succeeds. */
    private void firstLoad(long retryMs) {
        if (current.get() != null) return; // a question loaded it meanwhile
        try {
            refreshIfChanged();
        } catch (RuntimeException e) {
            long next = Math.min(retryMs * 2, Math.max(intervalMs > 0 ? intervalMs : FIRST_LOAD_RETRY_MAX.toMillis(), FIRST_LOAD_RETRY.toMillis()));
            log.warn("gazetteer: first load failed ({}); trying again in {} ms", e.toString(), retryMs);
            try {
                scheduler.schedule(() -> firstLoad(next), retryMs, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException closed) {
                // closed meanwhile: nothing more to load
            }
        }
    }

    private void refreshQuietly() {
        try {
            refreshIfChanged();
        } catch (RuntimeException e) {
            log.warn("gazetteer refresh failed (keeping the previous one): {}", e.toString());
        }
    }

    @Override
    public void close() { scheduler.shutdownNow(); }
}
