package io.gridchat.relations;

import io.gridchat.relations.paths.PathPhrasings;
import org.springframework.boot.context.properties.bind.DefaultValue;
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
 * @param phrasing           the bonus of a path whose training phrasing the question resembles ({@link PathPhrasings})
 */
@ConfigurationProperties(prefix = "gridchat.relations")
public record RelationProperties(@DefaultValue("20000") int embeddingCacheSize, @DefaultValue RankingWeights ranking,
                                 @DefaultValue ClassChoiceWeights classChoice, @DefaultValue PathPhrasings.Weights phrasing) {}
