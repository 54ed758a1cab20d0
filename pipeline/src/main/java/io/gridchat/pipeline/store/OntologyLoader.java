package io.gridchat.pipeline.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.graph.GraphFactory;
import org.apache.jena.sparql.modify.request.QuadDataAcc;
import org.apache.jena.sparql.modify.request.UpdateDataInsert;
import org.apache.jena.update.UpdateRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import io.gridchat.kit.SparqlClient;

/**
 * Loads the bundled copies of the Qanary ({@code qa:}) and Open Annotation ({@code oa:}) ontologies into
 * their own graphs of the qanary dataset if absent. Never fetched from the web. If the store is not
 * up when the pipeline starts, the first question run tries again; their presence is checked again at most once a
 * {@link #RECHECK} (the triplestore keeps question graphs in memory by default, so a restarted one starts empty).
 */
@Component
public class OntologyLoader {
    public static final String QA_GRAPH = "urn:gridchat:ontology:qa";
    public static final String OA_GRAPH = "urn:gridchat:ontology:oa";
    private static final Logger log = LoggerFactory.getLogger(OntologyLoader.class);

    private final QanaryStore store;
    static final Duration RECHECK = Duration.ofMinutes(1);
    /** {@code System.nanoTime()} of the last check that found (or made) both graphs; 0 = never. */
    private final AtomicLong checkedAt = new AtomicLong();

    public OntologyLoader(QanaryStore store) { this.store = store; }

    @EventListener(ApplicationReadyEvent.class)
    public void onStartup() {
        try {
            ensureLoaded();
        } catch (RuntimeException e) {
            log.warn("could not load the Qanary ontologies into {} yet ({}); will retry on the first question",
                    store.client().updateUrl(), e.getMessage());
        }
    }

    /** Cheap after a success: two ASKs at most once a {@link #RECHECK}. */
    public void ensureLoaded() {
        if (fresh()) return;
        synchronized (this) {
            if (fresh()) return;
            load(QA_GRAPH, "qanary-ontology.ttl");
            load(OA_GRAPH, "openannotation-ontology.ttl");
            checkedAt.set(System.nanoTime());
        }
    }

    private boolean fresh() {
        long at = checkedAt.get();
        return at != 0 && System.nanoTime() - at < RECHECK.toNanos();
    }

    private void load(String graphIri, String resource) {
        SparqlClient client = store.client();
        ParameterizedSparqlString ask = SparqlClient.template(OntologyLoader.class, "graph-exists.rq");
        ask.setIri("graph", graphIri);
        if (client.ask(ask.asQuery())) return;
        Graph ontology = GraphFactory.createDefaultGraph();
        try (InputStream in = OntologyLoader.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing bundled ontology " + resource);
            RDFParser.source(in).lang(Lang.TURTLE).parse(ontology);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Node g = NodeFactory.createURI(graphIri);
        QuadDataAcc quads = new QuadDataAcc();
        ontology.find().forEachRemaining(t -> quads.addQuad(new Quad(g, t)));
        client.update(new UpdateRequest(new UpdateDataInsert(quads)));
        log.info("loaded {} triples of {} into <{}>", ontology.size(), resource, graphIri);
    }
}
