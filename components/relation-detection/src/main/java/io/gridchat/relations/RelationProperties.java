package io.gridchat.relations;

import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.RankingWeights;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Relation detection settings ({@code gridchat.relations.*}); every number is documented in the README with how it
 * was chosen.
 *
 * @param embeddingCacheSize maximum number of cached property (and cue text) embeddings
 * @param ranking            weights of a candidate path's features ({@link RankingWeights}; {@code ranking.embedding}
 *                           0 switches the sentence-embedding model off)
 * @param classChoice        how the target class is chosen among the eat-classifier's candidates
 */
@ConfigurationProperties(prefix = "gridchat.relations")
public record RelationProperties(Integer embeddingCacheSize, RankingWeights ranking, ClassChoiceWeights classChoice) {
    public static final int DEFAULT_EMBEDDING_CACHE = 20_000;

    public RelationProperties {
        if (embeddingCacheSize == null) embeddingCacheSize = DEFAULT_EMBEDDING_CACHE;
        if (ranking == null) ranking = RankingWeights.defaults();
        if (classChoice == null) classChoice = ClassChoiceWeights.defaults();
    }
}
