package io.gridchat.disambiguation;

import io.gridchat.disambiguation.linking.EntityLinker;
import io.gridchat.kit.CimStore;
import io.gridchat.ner.gazetteer.GazetteerHolder;
import io.gridchat.ner.gazetteer.GazetteerLoader;
import io.gridchat.disambiguation.linking.ObjectPhrasings;
import io.gridchat.kit.training.TrainingProperties;
import java.util.List;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/** The disambiguation Qanary component: links spotted mentions to IRIs of the grid graph, or asks which is meant. */
@SpringBootApplication
@EnableConfigurationProperties({DisambiguationProperties.class, TrainingProperties.class})
public class DisambiguationApplication {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(DisambiguationApplication.class);

    public static void main(String[] args) {
        SpringApplication.run(DisambiguationApplication.class, args);
    }

    @Bean(destroyMethod = "close")
    GazetteerHolder gazetteerHolder(CimStore cim, DisambiguationProperties properties) {
        return new GazetteerHolder(new GazetteerLoader(cim.client(), properties.gazetteer()), properties.refreshInterval());
    }

    /** Train's phrasings (cached in the model directory), or none without training data. */
    @Bean
    ObjectPhrasings objectPhrasings(TrainingProperties training, DisambiguationProperties properties) {
        if (properties.phrasingSimilarity() > 1) return ObjectPhrasings.none();
        try {
            List<ObjectPhrasings.Phrasing> learned = ObjectPhrasings.loadOrLearn(training);
            log.info("{} object phrasings from train", learned.size());
            return ObjectPhrasings.of(learned, properties.phrasingSimilarity());
        } catch (java.io.IOException e) {
            log.warn("no object phrasings ({}); linking without them", e.getMessage());
            return ObjectPhrasings.none();
        }
    }

    @Bean
    EntityLinker entityLinker(DisambiguationProperties properties) {
        return new EntityLinker(properties.clarifyMargin(), properties.secondaryClasses(), properties.auxiliaryClasses());
    }
}
