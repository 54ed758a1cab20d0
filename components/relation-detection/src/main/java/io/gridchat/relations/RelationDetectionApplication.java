package io.gridchat.relations;

import io.gridchat.kit.training.TrainingProperties;
import dev.langchain4j.model.embedding.EmbeddingModel;
import io.gridchat.kit.CimStore;
import io.gridchat.relations.embedding.EmbeddingSimilarity;
import io.gridchat.relations.ontology.PropertyDescriptions;
import org.springframework.boot.SpringApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;

@SpringBootApplication
@EnableConfigurationProperties({TrainingProperties.class, RelationProperties.class})
public class RelationDetectionApplication {
    /** One in-process sentence-embedding model (quantized all-MiniLM-L6-v2 from its Maven jar). */
    @Bean
    EmbeddingModel embeddingModel() { return EmbeddingSimilarity.defaultModel(); }

    /** The ontology's labels and comments of properties, read once each (the embedding's text, the description feature). */
    @Bean
    PropertyDescriptions propertyDescriptions(CimStore store) { return new PropertyDescriptions(q -> store.client().select(q)); }

    @Bean
    EmbeddingSimilarity embeddingSimilarity(EmbeddingModel model, PropertyDescriptions descriptions, RelationProperties settings) {
        return new EmbeddingSimilarity(model, descriptions, settings.embeddingCacheSize());
    }

    public static void main(String[] args) { SpringApplication.run(RelationDetectionApplication.class, args); }
}
