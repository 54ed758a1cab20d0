package io.gridchat.relations;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Relation ranking settings ({@code gridchat.relations.*}).
 *
 * @param embeddingWeight    weight of the sentence-embedding similarity (question cue words vs. property
 *                           description) in the path score; 0 switches the model off
 * @param embeddingCacheSize maximum number of cached property (and cue text) embeddings
 */
@ConfigurationProperties(prefix = "gridchat.relations")
public record RelationProperties(Double embeddingWeight, Integer embeddingCacheSize) {
    public static final double DEFAULT_EMBEDDING_WEIGHT = 0.25;
    public static final int DEFAULT_EMBEDDING_CACHE = 20_000;

    public RelationProperties {
        if (embeddingWeight == null) embeddingWeight = DEFAULT_EMBEDDING_WEIGHT;
        if (embeddingCacheSize == null) embeddingCacheSize = DEFAULT_EMBEDDING_CACHE;
    }
}
