package io.gridchat.relations;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.CimStore;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.PathFinder;
import java.util.List;
import org.apache.jena.query.QuerySolution;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Before the web server starts (so health stays down until it is done): loads or learns the path lexicon, reads the
 * ontology's class hierarchy and property descriptions ({@link RelationDetector#readOntology}) and runs the
 * detection on a few synthetic questions built from links found in the graph itself (no benchmark data), warming
 * the HTTP client, the SPARQL parser/serialiser, the JIT and the store's caches. The first real question then costs
 * what any other does. Failures (store not up yet) are logged and ignored.
 */
@Component
class Warmup implements SmartInitializingSingleton {
    private static final Logger log = LoggerFactory.getLogger(Warmup.class);

    private final RelationDetector detector;
    private final CimStore store;
    private final boolean enabled;
    private final int rounds;

    Warmup(RelationDetector detector, CimStore store, @Value("${gridchat.warmup.enabled:true}") boolean enabled,
           @Value("${gridchat.warmup.rounds:5}") int rounds) {
        this.detector = detector;
        this.store = store;
        this.enabled = enabled;
        this.rounds = rounds;
    }

    @Override
    public void afterSingletonsInstantiated() {
        long t0 = System.currentTimeMillis();
        detector.lexicon();
        if (!enabled) return;
        try {
            detector.readOntology();
            PathFinder finder = detector.finder();
            List<QuerySolution> links = new java.util.ArrayList<>();
            store.client().select(SparqlClient.template(PathFinder.class, "warmup-links.rq").asQuery()).forEachRemaining(links::add);
            int questions = 0;
            for (int round = 0; round < rounds; round++) {
                for (QuerySolution link : links) {
                    String cls = link.getResource("class").getURI(), entityClass = link.getResource("entityClass").getURI();
                    String text = "Which " + CimNamespaces.localName(cls) + " are linked to the " + CimNamespaces.localName(entityClass) + " E?";
                    List<AnswerType> types = List.of(new AnswerType(AnswerKind.LIST, cls, 0.6), new AnswerType(AnswerKind.LIST, entityClass, 0.4));
                    Instance e = new Instance(null, "E", link.getResource("entity").getURI(), "E", entityClass, 1.0);
                    RelationDetector.detect(text, types, List.of(e), List.of(), finder, ClassChoiceWeights.defaults());
                    questions++;
                    if (round == 0) { // a value filter on the asked-for class only (a literal scan of a broad class is slow)
                        SpotInstance value = new SpotInstance(null, "1", SpotKind.NUMBER, "1", null, null, 1.0);
                        RelationDetector.detect("Which " + CimNamespaces.localName(cls) + " have a value of 1?", types.subList(0, 1), List.of(), List.of(value), finder, ClassChoiceWeights.defaults());
                        questions++;
                    }
                }
            }
            log.info("warmed up with {} synthetic questions from the graph in {} ms", questions, System.currentTimeMillis() - t0);
        } catch (RuntimeException e) {
            log.warn("warm-up skipped: {}", e.toString());
        }
    }
}
