package io.gridchat.chatui.examples;

import static io.gridchat.store.CimNamespaces.CIM;
import io.gridchat.chatui.ChatUiProperties;
import io.gridchat.kit.SparqlClient;
import io.gridchat.store.StoreProperties;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.TaskScheduler;
import org.springframework.stereotype.Service;

/**
 * Example questions that work on the data actually loaded: one per category of the example catalog
 * ({@link ExampleCatalog}, names read from the grid graph) and one that needs a clarification, rebuilt at startup and
 * whenever the data changes (checked every {@code gridchat.chatui.examples-refresh}).
 */
@Service
public class ExampleQuestions {
    private static final Logger log = LoggerFactory.getLogger(ExampleQuestions.class);

    private final SparqlClient cim;
    private final TaskScheduler scheduler;
    private final ChatUiProperties properties;
    private final AtomicReference<State> state = new AtomicReference<>(new State(null, generic(), null));

    /** The examples and the fingerprint of the data they were built from. */
    private record State(Long fingerprint, List<Example> examples, String ambiguousName) {}

    public ExampleQuestions(ChatUiProperties properties, TaskScheduler scheduler) {
        this(properties, scheduler, StoreProperties.none());
    }

    /** With the shared store configuration ({@code gridchat.store.*}, e.g. GraphDB), the grid graph is read there. */
    @Autowired
    public ExampleQuestions(ChatUiProperties properties, TaskScheduler scheduler, StoreProperties store) {
        this.cim = new SparqlClient(store.cimQueryUrlOr(properties.cimQueryUrl()), null, properties.sparqlTimeout(),
                store.credentials().authorization());
        this.scheduler = scheduler;
        this.properties = properties;
    }

    public List<Example> examples() { return state.get().examples(); }

    /** The "What can I ask?" catalog on the data loaded now (read at each call); empty when the grid graph cannot be read. */
    public List<ExampleCatalog.Group> catalog() {
        try {
            return ExampleCatalog.build(cim);
        } catch (RuntimeException e) {
            log.debug("example catalog not built: {}", e.toString());
            return List.of();
        }
    }

    /** A name several objects share on the loaded data (asking about it needs a clarification), if any. */
    public Optional<String> ambiguousName() { return Optional.ofNullable(state.get().ambiguousName()); }

    @EventListener(ApplicationReadyEvent.class)
    void start() {
        scheduler.scheduleWithFixedDelay(this::refresh, properties.examplesRefresh());
    }

    /** Rebuilds the examples when the grid data changed since the last build; keeps them when the store is down. */
    public void refresh() {
        try {
            long fingerprint = fingerprint();
            State current = state.get();
            if (current.fingerprint() != null && current.fingerprint() == fingerprint) return;
            state.set(build(fingerprint));
            log.info("example questions rebuilt from the grid data ({} typed resources)", fingerprint);
        } catch (RuntimeException e) {
            log.debug("example questions not refreshed: {}", e.toString());
        }
    }

    private long fingerprint() {
        ParameterizedSparqlString q = SparqlClient.template(ExampleQuestions.class, "fingerprint.rq");
        ResultSetRewindable rs = cim.select(q.asQuery());
        return rs.hasNext() ? rs.next().getLiteral("typed").getLong() : 0;
    }

    private State build(long fingerprint) {
        // one example per category of the catalog (the "What can I ask?" page has each with a sibling), then the
        // clarification example below: every one of them is checked on the default data (ExampleCatalogE2eTest)
        List<Example> examples = new ArrayList<>();
        for (ExampleCatalog.Group g : ExampleCatalog.build(cim)) examples.add(new Example(g.category(), g.example()));
        Optional<QuerySolution> shared = sharedName();
        String ambiguous = shared.map(x -> x.getLiteral("name").getLexicalForm()).orElse(null);
        if (ambiguous != null) {
            boolean generator = shared.get().getResource("class").getURI().equals(CIM + "SynchronousMachine");
            // ask what differs between the namesakes: when the answer is the same for all of them (the same rated power,
            // the object itself) the chat answers without asking, so the example would not show a clarification
            examples.add(new Example("clarification", generator ? "Which terminals does " + ambiguous + " have?" : "What is the mRID of " + ambiguous + "?"));
        }
        return new State(fingerprint, List.copyOf(examples), ambiguous);
    }

    private Optional<QuerySolution> sharedName() {
        ResultSetRewindable rs = cim.select(SparqlClient.template(ExampleQuestions.class, "shared-name.rq").asQuery());
        return rs.hasNext() ? Optional.of(rs.next()) : Optional.empty();
    }

    /** Before the grid graph answers: questions that need no names. */
    private static List<Example> generic() {
        return List.of(new Example("list", "List all substations."),
                new Example("count", "How many power transformers are there?"),
                new Example("count", "How many AC line segments are there?"),
                new Example("aggregate", "What is the total length of all AC line segments?"));
    }
}
