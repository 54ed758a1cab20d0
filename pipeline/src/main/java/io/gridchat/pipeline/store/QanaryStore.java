package io.gridchat.pipeline.store;

import io.gridchat.kit.SparqlClient;
import io.gridchat.store.Store;
import io.gridchat.store.StoreProperties;
import io.gridchat.pipeline.PipelineProperties;
import java.time.Duration;
import org.springframework.stereotype.Component;

/**
 * The pipeline's client of the {@code qanary} dataset, and the endpoint it hands to components. With the shared store
 * configuration ({@code gridchat.store.url}, e.g. GraphDB) every URL comes from it; otherwise from
 * {@code gridchat.pipeline.triplestore-*} (the embedded Fuseki by default).
 */
@Component
public class QanaryStore {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private final SparqlClient client;
    private final String endpoint;

    public QanaryStore(PipelineProperties properties, StoreProperties store) {
        if (store.configured()) {
            Store s = store.store();
            this.client = SparqlClient.qanary(s, TIMEOUT);
            this.endpoint = s.qanaryEndpoint();
        } else {
            this.client = new SparqlClient(properties.triplestoreQueryUrl(), properties.triplestoreUpdateUrl(), TIMEOUT,
                    store.credentials().authorization(), store.storeKind().graphStoreUrlFor(properties.triplestoreEndpoint()));
            this.endpoint = properties.triplestoreEndpoint();
        }
    }

    public SparqlClient client() { return client; }

    /** The Qanary endpoint passed in every {@code /annotatequestion} message. */
    public String endpoint() { return endpoint; }
}
