package io.gridchat.ner;

import io.gridchat.kit.CimStore;
import io.gridchat.kit.gazetteer.GazetteerHolder;
import io.gridchat.kit.gazetteer.GazetteerLoader;
import io.gridchat.ner.spot.MentionFinder;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/** The ner Qanary component: spots names, identifiers and literal values in the question. */
@SpringBootApplication
@EnableConfigurationProperties(NerProperties.class)
public class NerApplication {
    public static void main(String[] args) {
        SpringApplication.run(NerApplication.class, args);
    }

    @Bean(destroyMethod = "close")
    GazetteerHolder gazetteerHolder(CimStore cim, NerProperties properties) {
        return new GazetteerHolder(new GazetteerLoader(cim.client(), properties.gazetteer()), properties.refreshInterval());
    }

    @Bean
    MentionFinder mentionFinder(NerProperties properties) {
        return new MentionFinder(properties.fuzzy());
    }
}
