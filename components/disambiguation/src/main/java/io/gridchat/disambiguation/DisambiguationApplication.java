package io.gridchat.disambiguation;

import io.gridchat.disambiguation.linking.EntityLinker;
import io.gridchat.kit.CimStore;
import io.gridchat.kit.gazetteer.GazetteerHolder;
import io.gridchat.kit.gazetteer.GazetteerLoader;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/** The disambiguation Qanary component: links spotted mentions to IRIs of the grid graph, or asks which is meant. */
@SpringBootApplication
@EnableConfigurationProperties(DisambiguationProperties.class)
public class DisambiguationApplication {
    public static void main(String[] args) {
        SpringApplication.run(DisambiguationApplication.class, args);
    }

    @Bean(destroyMethod = "close")
    GazetteerHolder gazetteerHolder(CimStore cim, DisambiguationProperties properties) {
        return new GazetteerHolder(new GazetteerLoader(cim.client(), properties.gazetteer()), properties.refreshInterval());
    }

    @Bean
    EntityLinker entityLinker(DisambiguationProperties properties) {
        return new EntityLinker(properties.clarifyMargin(), properties.secondaryClasses(), properties.auxiliaryClasses());
    }
}
