package io.gridchat.crossval;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.PathFeatures;
import io.gridchat.relations.paths.RankingWeights;
import java.util.Set;
import java.util.TreeSet;

/**
 * One configuration under evaluation: the components' weights (as their settings hold them) and whether the path
 * ranking weights are taken as given or learned on each fold's training templates.
 *
 * @param learnRanking learn {@link RankingWeights} per fold (conditional logit) instead of using {@code ranking}
 * @param lambda       L2 regularisation of that learning
 * @param frozen       features whose weight stays 0 when learning (ablations)
 */
public record Settings(RankingWeights ranking, ClassChoiceWeights choice, TargetClassModel.Weights eat,
                       boolean learnRanking, double lambda, Set<String> frozen) {

    public static Settings defaults() {
        return new Settings(RankingWeights.defaults(), ClassChoiceWeights.defaults(), TargetClassModel.Weights.defaults(),
                false, 1.0, Set.of());
    }

    /** This configuration with {@code key=value} overrides, comma-separated (keys: see {@link #with(String, String)}). */
    public Settings with(String overrides) {
        Settings s = this;
        for (String kv : overrides.split(",")) {
            if (kv.isBlank()) continue;
            int eq = kv.indexOf('=');
            if (eq < 0) throw new IllegalArgumentException("expected key=value, got " + kv);
            s = s.with(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
        }
        return s;
    }

    /**
     * Keys: {@code ranking.<feature>} (a {@link PathFeatures} name), {@code choice.classProbability|sameClass|
     * entityWithoutPath|valueWithoutPath}, {@code eat.alias|bayes|positionScale|lengthBonus|candidates|firstMention}, {@code learn=true|false},
     * {@code lambda}, {@code freeze=<feature>[+<feature>…]}.
     */
    public Settings with(String key, String value) {
        if (key.startsWith("ranking.")) {
            int i = PathFeatures.NAMES.indexOf(key.substring("ranking.".length()));
            if (i < 0) throw new IllegalArgumentException("unknown ranking feature in " + key + "; known: " + PathFeatures.NAMES);
            double[] v = ranking.vector();
            v[i] = Double.parseDouble(value);
            return new Settings(RankingWeights.of(v), choice, eat, learnRanking, lambda, frozen);
        }
        double d = key.equals("learn") || key.equals("freeze") ? 0 : Double.parseDouble(value);
        return switch (key) {
            case "choice.classProbability" -> new Settings(ranking, new ClassChoiceWeights(d, choice.sameClass(), choice.entityWithoutPath(), choice.valueWithoutPath()), eat, learnRanking, lambda, frozen);
            case "choice.sameClass" -> new Settings(ranking, new ClassChoiceWeights(choice.classProbability(), d, choice.entityWithoutPath(), choice.valueWithoutPath()), eat, learnRanking, lambda, frozen);
            case "choice.entityWithoutPath" -> new Settings(ranking, new ClassChoiceWeights(choice.classProbability(), choice.sameClass(), d, choice.valueWithoutPath()), eat, learnRanking, lambda, frozen);
            case "choice.valueWithoutPath" -> new Settings(ranking, new ClassChoiceWeights(choice.classProbability(), choice.sameClass(), choice.entityWithoutPath(), d), eat, learnRanking, lambda, frozen);
            case "eat.alias" -> eat(new TargetClassModel.Weights(d, eat.bayes(), eat.positionScale(), eat.lengthBonus(), eat.candidates(), eat.firstMention()));
            case "eat.bayes" -> eat(new TargetClassModel.Weights(eat.alias(), d, eat.positionScale(), eat.lengthBonus(), eat.candidates(), eat.firstMention()));
            case "eat.positionScale" -> eat(new TargetClassModel.Weights(eat.alias(), eat.bayes(), d, eat.lengthBonus(), eat.candidates(), eat.firstMention()));
            case "eat.lengthBonus" -> eat(new TargetClassModel.Weights(eat.alias(), eat.bayes(), eat.positionScale(), d, eat.candidates(), eat.firstMention()));
            case "eat.candidates" -> eat(new TargetClassModel.Weights(eat.alias(), eat.bayes(), eat.positionScale(), eat.lengthBonus(), (int) d, eat.firstMention()));
            case "eat.firstMention" -> eat(new TargetClassModel.Weights(eat.alias(), eat.bayes(), eat.positionScale(), eat.lengthBonus(), eat.candidates(), d));
            case "learn" -> new Settings(ranking, choice, eat, Boolean.parseBoolean(value), lambda, frozen);
            case "lambda" -> new Settings(ranking, choice, eat, learnRanking, d, frozen);
            case "freeze" -> {
                Set<String> f = new TreeSet<>(frozen);
                for (String name : value.split("\\+")) {
                    if (!PathFeatures.NAMES.contains(name)) throw new IllegalArgumentException("unknown feature to freeze: " + name);
                    f.add(name);
                }
                yield new Settings(ranking, choice, eat, learnRanking, lambda, Set.copyOf(f));
            }
            default -> throw new IllegalArgumentException("unknown setting " + key);
        };
    }

    private Settings eat(TargetClassModel.Weights w) { return new Settings(ranking, choice, w, learnRanking, lambda, frozen); }

    /** Whether the sentence-embedding model is needed (its feature has weight or is being learned). */
    boolean needsEmbedding() {
        return learnRanking ? !frozen.contains("embedding") : ranking.embedding() != 0;
    }
}
