package io.gridchat.pipeline.store;

import io.gridchat.kit.SparqlClient;
import io.gridchat.pipeline.PipelineProperties;
import java.time.Duration;
import org.springframework.stereotype.Component;

/** The pipeline's client of the {@code qanary} dataset, and the endpoint it hands to components. */
@Component
public class QanaryStore {
    private final SparqlClient client;
    private final String endpoint;

    public QanaryStore(PipelineProperties properties) {
        this.client = new SparqlClient(properties.triplestoreQueryUrl(), properties.triplestoreUpdateUrl(), Duration.ofSeconds(30));
        this.endpoint = properties.triplestoreEndpoint();
    }

    public SparqlClient client() { return client; }

    /** The Qanary endpoint passed in every {@code /annotatequestion} message. */
    public String endpoint() { return endpoint; }
}
