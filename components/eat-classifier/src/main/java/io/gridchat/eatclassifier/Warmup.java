package io.gridchat.eatclassifier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Before the web server starts (health stays down until done): reads the graph's classes, loads or learns the
 * target-class model and classifies a few synthetic questions, so the first real question is not the one that
 * pays for it. Failures (store not up yet) are logged; the model is then built on the first question as before.
 */
@Component
class Warmup implements SmartInitializingSingleton {
    private static final Logger log = LoggerFactory.getLogger(Warmup.class);
    private static final String[] QUESTIONS = {"Which substations are there?", "How many lines are in the grid?",
            "What is the nominal voltage of the base voltage?", "Is there a breaker in the voltage level?"};

    private final EatClassifier classifier;
    private final boolean enabled;

    Warmup(EatClassifier classifier, @Value("${gridchat.warmup.enabled:true}") boolean enabled) {
        this.classifier = classifier;
        this.enabled = enabled;
    }

    @Override
    public void afterSingletonsInstantiated() {
        if (!enabled) return;
        long t0 = System.currentTimeMillis();
        try {
            for (int round = 0; round < 20; round++) for (String q : QUESTIONS) classifier.classify(q);
            log.info("warmed up in {} ms", System.currentTimeMillis() - t0);
        } catch (RuntimeException e) {
            log.warn("warm-up skipped: {}", e.toString());
        }
    }
}
