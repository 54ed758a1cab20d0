package io.gridchat.pipeline.run;

import io.gridchat.pipeline.PipelineProperties;
import io.gridchat.pipeline.client.RunRecord;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The run records of the newest runs, as the pipeline wrote them into their question graphs, kept in memory so that
 * {@code GET /questionanswering/{id}} answers without two SELECTs against the store (the evaluation asks it after every
 * question: a fifth of the pipeline's CPU under load, pipeline README). Older runs are read from the store, as before.
 * Size: {@code gridchat.pipeline.recent-run-records} (0 keeps none).
 */
@Component
public class RecentRunRecords {
    private final int capacity;
    /** Graph IRI → record, oldest first; guarded by {@code this}. */
    private final LinkedHashMap<String, RunRecord> records;

    public RecentRunRecords(PipelineProperties properties) {
        this.capacity = properties.recentRunRecords();
        this.records = new LinkedHashMap<>(16, 0.75f, false) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, RunRecord> eldest) { return size() > capacity; }
        };
    }

    /** Keeps a record once it is in the store. */
    public synchronized void remember(RunRecord record) {
        if (capacity > 0) records.put(record.inGraph(), record);
    }

    public synchronized Optional<RunRecord> find(String graphIri) {
        return Optional.ofNullable(records.get(graphIri));
    }
}
