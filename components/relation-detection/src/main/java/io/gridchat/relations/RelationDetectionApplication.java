package io.gridchat.relations;

import dev.langchain4j.model.embedding.EmbeddingModel;
import io.gridchat.kit.CimStore;
import io.gridchat.relations.embedding.EmbeddingSimilarity;
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

    @Bean
    EmbeddingSimilarity embeddingSimilarity(EmbeddingModel model, CimStore store, RelationProperties settings) {
        return new EmbeddingSimilarity(model, q -> store.client().select(q), settings.embeddingCacheSize());
    }

    public static void main(String[] args) { SpringApplication.run(RelationDetectionApplication.class, args); }
}
