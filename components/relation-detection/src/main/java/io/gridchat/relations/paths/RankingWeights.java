package io.gridchat.relations.paths;

/**
 * Weights of the {@link PathFeatures} in a candidate path's score (a linear model: score = Σ weight × feature).
 * The defaults were learned on the whole train split by {@code ./gridchat cv} (a conditional logit over each
 * question's candidate paths, L2-regularised, λ = 1; λ and the frozen features chosen by template-grouped 5-fold
 * cross-validation) — see the relation-detection README for the figures. Settable as {@code gridchat.relations.ranking.*}.
 */
public record RankingWeights(double name, double literalName, double path, double prop, double pair,
                             double length, double shortcut, double domainFit, double rangeFit, double embedding) {

    /**
     * Learned on all of train by {@code ./gridchat cv --set learn=true,freeze=pair} (README's table): {@code pair} is
     * frozen at 0 (learned freely it turns negative, an artefact of how the benchmark's templates were made).
     */
    public static RankingWeights defaults() {
        return new RankingWeights(1.421, 3.217, 0.512, 0.996, 0.0, -3.003, -0.243, 3.590, 1.318, 4.831);
    }

    public double score(PathFeatures f) {
        return name * f.name() + literalName * f.literalName() + path * f.path() + prop * f.prop()
                + pair * f.pair() + length * f.length() + shortcut * f.shortcut() + domainFit * f.domainFit()
                + rangeFit * f.rangeFit() + embedding * f.embedding();
    }

    public double[] vector() {
        return new double[] {name, literalName, path, prop, pair, length, shortcut, domainFit, rangeFit, embedding};
    }

    public static RankingWeights of(double[] v) {
        return new RankingWeights(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9]);
    }
}
