package io.gridchat.sparqlgen;

import io.gridchat.kit.CimStore;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import java.util.List;
import org.apache.jena.query.QueryFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Before the web server starts (health stays down until done): reads the prefix registry and composes,
 * validates and runs a few synthetic count questions about a class found in the graph (no benchmark data),
 * so the first real question does not pay for class loading and the JIT. Failures are logged and ignored.
 */
@Component
class Warmup implements SmartInitializingSingleton {
    private static final Logger log = LoggerFactory.getLogger(Warmup.class);

    private final SparqlGenerator generator;
    private final CimStore store;
    private final boolean enabled;

    Warmup(SparqlGenerator generator, CimStore store, @Value("${gridchat.warmup.enabled:true}") boolean enabled) {
        this.generator = generator;
        this.store = store;
        this.enabled = enabled;
    }

    @Override
    public void afterSingletonsInstantiated() {
        if (!enabled) return;
        long t0 = System.currentTimeMillis();
        try {
            var rs = store.client().select(QueryFactory.create("SELECT ?c WHERE { ?x a ?c . FILTER(isIRI(?c)) } LIMIT 1"));
            if (!rs.hasNext()) return;
            String cls = rs.next().getResource("c").getURI();
            for (int round = 0; round < 10; round++) {
                generator.answer(List.of(new AnswerType(AnswerKind.COUNT, cls, 1.0)), List.of(), List.of(), List.of());
            }
            var words = generator.ontologyWords(); // the answer accounting's vocabulary, read once
            var pairs = generator.pairedProperties(); // the other-end check's property pairs, read once
            log.info("warmed up in {} ms ({} vocabulary stems, {} paired properties)", System.currentTimeMillis() - t0,
                    words == null ? 0 : words.size(), pairs == null ? 0 : pairs.size());
        } catch (RuntimeException e) {
            log.warn("warm-up skipped: {}", e.toString());
        }
    }
}
