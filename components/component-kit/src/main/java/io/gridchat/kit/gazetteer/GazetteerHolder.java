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
 */
public final class GazetteerHolder implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(GazetteerHolder.class);

    private final GazetteerLoader loader;
    private final AtomicReference<Gazetteer> current = new AtomicReference<>();
    private final ScheduledExecutorService scheduler;

    public GazetteerHolder(GazetteerLoader loader, Duration interval) {
        this.loader = loader;
        this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "gazetteer-refresh");
            t.setDaemon(true);
            return t;
        });
        long ms = interval == null || interval.isZero() || interval.isNegative() ? 0 : interval.toMillis();
        scheduler.execute(this::refreshQuietly);
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

    /** Reloads when the store's fingerprint changed; returns whether it did. */
    public boolean refreshIfChanged() {
        Gazetteer g = current.get();
        if (g != null && g.fingerprint() == loader.fingerprint()) return false;
        synchronized (this) {
            Gazetteer fresh = loader.load();
            current.set(fresh);
            log.info("gazetteer loaded: {} keys (graph fingerprint {})", fresh.size(), fresh.fingerprint());
            return true;
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
