package io.gridchat.relations.paths;

import io.gridchat.settings.RecordDefaults;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Weights of the {@link PathFeatures} in a candidate path's score (a linear model: score = Σ weight × feature).
 * The defaults were learned on the whole train split by {@code ./gridchat cv} (a conditional logit over each
 * question's candidate paths, L2-regularised, λ = 1; λ and the frozen features chosen by template-grouped 5-fold
 * cross-validation) — see the relation-detection README for the figures. Settable as {@code gridchat.relations.ranking.*}.
 * {@code coverage} is the exception: set by hand to the best of a cross-validated grid with the others fixed
 * (0 → 3952, 0.5 → 3954, <b>1 → 3956</b>, 1.5 → 3953, 2 → 3948 of 4156); learned together with the others it came out
 * worse (3946).
 */
public record RankingWeights(@DefaultValue("1.310") double name, @DefaultValue("2.859") double literalName,
                             @DefaultValue("0.493") double path, @DefaultValue("0.958") double prop,
                             @DefaultValue("-3.053") double length, @DefaultValue("0.194") double shortcut,
                             @DefaultValue("3.839") double domainFit, @DefaultValue("1.367") double rangeFit,
                             @DefaultValue("3.321") double embedding, @DefaultValue("3.930") double description,
                             @DefaultValue("1") double coverage) {

    /** Learned on all of train by {@code ./gridchat cv --set learn=true} (README's table). */
    public static RankingWeights defaults() { return RecordDefaults.of(RankingWeights.class); }

    public double score(PathFeatures f) {
        return name * f.name() + literalName * f.literalName() + path * f.path() + prop * f.prop()
                + length * f.length() + shortcut * f.shortcut() + domainFit * f.domainFit()
                + rangeFit * f.rangeFit() + embedding * f.embedding() + description * f.description()
                + coverage * f.coverage();
    }

    public double[] vector() {
        return new double[] {name, literalName, path, prop, length, shortcut, domainFit, rangeFit, embedding, description, coverage};
    }

    public static RankingWeights of(double[] v) {
        return new RankingWeights(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]);
    }
}
