package io.gridchat.diagrams.model;

import com.powsybl.iidm.network.Identifiable;
import com.powsybl.iidm.network.Network;
import io.gridchat.kit.SparqlClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The PowSyBl networks of the grid graph, kept warm. Models are discovered on first use; each network is imported
 * the first time an element of it is asked for (lazily: a store with several models pays only for what is drawn).
 * At most every {@code checkInterval} the graphs' sizes are compared with those the networks were built from; when
 * they differ, every network is dropped and rebuilt on demand, and listeners (the diagram cache) are told.
 */
public final class GridNetworks {
    private static final Logger log = LoggerFactory.getLogger(GridNetworks.class);
    private static final String UUID = "urn:uuid:";

    /** A network holding an element, and the element. */
    public record Found(GridModel model, Network network, Identifiable<?> element) {}

    private final SparqlClient store;
    private final GridModelCatalog catalog;
    private final NetworkBuilder builder;
    private final Duration checkInterval;
    private final Clock clock;
    private final List<Runnable> onChange = new ArrayList<>();
    private final Map<String, Network> networks = new ConcurrentHashMap<>();
    private volatile List<GridModel> models;
    private volatile Map<String, Long> fingerprint;
    private volatile Instant checkedAt = Instant.EPOCH;

    public GridNetworks(SparqlClient store, Duration checkInterval, Clock clock) {
        this.store = store;
        this.catalog = new GridModelCatalog(store);
        this.builder = new NetworkBuilder(store);
        this.checkInterval = checkInterval;
        this.clock = clock;
    }

    public void onChange(Runnable listener) {
        onChange.add(listener);
    }

    public synchronized List<GridModel> models() {
        refreshIfChanged();
        if (models == null) {
            long t0 = System.nanoTime();
            models = catalog.models();
            log.info("grid models in the store: {} ({} ms)", models.stream().map(GridModel::name).toList(), (System.nanoTime() - t0) / 1_000_000);
        }
        return models;
    }

    /** The network of one model, imported on first use. */
    public Network network(GridModel model) {
        return networks.computeIfAbsent(model.name(), name -> {
            long t0 = System.nanoTime();
            Network n = builder.build(model);
            log.info("imported {} with PowSyBl: {} substations, {} voltage levels in {} ms", name,
                    n.getSubstationCount(), n.getVoltageLevelCount(), (System.nanoTime() - t0) / 1_000_000);
            return n;
        });
    }

    /** The network holding the element with this IRI ({@code urn:uuid:} + IIDM id, or an alias PowSyBl kept). */
    public Optional<Found> find(String iri) {
        String id = iri.startsWith(UUID) ? iri.substring(UUID.length()) : iri;
        Set<String> graphs = GridModelCatalog.graphs(store, "subject-graphs.rq", "s", iri, "g");
        for (GridModel model : models()) {
            // import only models whose graphs describe the IRI (or that are warm already)
            if (!networks.containsKey(model.name()) && model.graphs().stream().noneMatch(g -> graphs.contains(g.graph()))) continue;
            Network n = network(model);
            Identifiable<?> element = n.getIdentifiable(id);
            if (element != null) return Optional.of(new Found(model, n, element));
        }
        return Optional.empty();
    }

    private void refreshIfChanged() {
        Instant now = clock.instant();
        if (Duration.between(checkedAt, now).compareTo(checkInterval) < 0) return;
        checkedAt = now;
        Map<String, Long> sizes = new TreeMap<>();
        store.select(SparqlClient.template(GridNetworks.class, "graph-sizes.rq").asQuery())
                .forEachRemaining(r -> sizes.put(r.getResource("g").getURI(), r.getLiteral("n").getLong()));
        if (fingerprint != null && !fingerprint.equals(sizes)) {
            log.info("the grid graph changed: dropping {} networks, they are rebuilt on demand", networks.size());
            networks.clear();
            models = null;
            onChange.forEach(Runnable::run);
        }
        fingerprint = sizes;
    }
}
