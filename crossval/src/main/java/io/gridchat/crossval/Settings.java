package io.gridchat.crossval;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.PathFeatures;
import io.gridchat.relations.paths.PathPhrasings;
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
 * @param phrasing     relation detection's bonus for a path whose training phrasing the question resembles
 */
public record Settings(RankingWeights ranking, ClassChoiceWeights choice, TargetClassModel.Weights eat,
                       boolean learnRanking, double lambda, Set<String> frozen, PathPhrasings.Weights phrasing) {

    public static Settings defaults() {
        return new Settings(RankingWeights.defaults(), ClassChoiceWeights.defaults(), TargetClassModel.Weights.defaults(),
                false, 1.0, Set.of(), PathPhrasings.Weights.defaults());
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
     * entityWithoutPath|valueWithoutPath|jointMargin}, {@code eat.alias|bayes|positionScale|lengthBonus|candidates|firstMention|acronym|gappedName|headNoun|unseenClass|invertedName|invertedNameGap|abbreviation|intermediary|learnedName|entityDescriptor|phrasing|phrasingSimilarity}, {@code phrasing.weight|similarity} (relation detection's {@link PathPhrasings}), {@code learn=true|false},
     * {@code lambda}, {@code freeze=<feature>[+<feature>…]}.
     */
    public Settings with(String key, String value) {
        if (key.startsWith("ranking.")) {
            int i = PathFeatures.NAMES.indexOf(key.substring("ranking.".length()));
            if (i < 0) throw new IllegalArgumentException("unknown ranking feature in " + key + "; known: " + PathFeatures.NAMES);
            double[] v = ranking.vector();
            v[i] = Double.parseDouble(value);
            return new Settings(RankingWeights.of(v), choice, eat, learnRanking, lambda, frozen, phrasing);
        }
        double d = key.equals("learn") || key.equals("freeze") ? 0 : Double.parseDouble(value);
        return switch (key) {
            case "choice.classProbability" -> choice(choice.withClassProbability(d));
            case "choice.sameClass" -> choice(choice.withSameClass(d));
            case "choice.entityWithoutPath" -> choice(choice.withEntityWithoutPath(d));
            case "choice.valueWithoutPath" -> choice(choice.withValueWithoutPath(d));
            case "choice.jointMargin" -> choice(choice.withJointMargin(d));
            case "eat.alias" -> eat(eat.withAlias(d));
            case "eat.bayes" -> eat(eat.withBayes(d));
            case "eat.positionScale" -> eat(eat.withPositionScale(d));
            case "eat.lengthBonus" -> eat(eat.withLengthBonus(d));
            case "eat.candidates" -> eat(eat.withCandidates((int) d));
            case "eat.firstMention" -> eat(eat.withFirstMention(d));
            case "eat.acronym" -> eat(eat.withAcronym(d));
            case "eat.gappedName" -> eat(eat.withGappedName(d));
            case "eat.headNoun" -> eat(eat.withHeadNoun(d));
            case "eat.unseenClass" -> eat(eat.withUnseenClass(d));
            case "eat.invertedName" -> eat(eat.withInvertedName(d));
            case "eat.invertedNameGap" -> eat(eat.withInvertedNameGap((int) d));
            case "eat.abbreviation" -> eat(eat.withAbbreviation(d));
            case "eat.intermediary" -> eat(eat.withIntermediary(d));
            case "eat.learnedName" -> eat(eat.withLearnedName(d));
            case "eat.entityDescriptor" -> eat(eat.withEntityDescriptor(d));
            case "eat.phrasing" -> eat(eat.withPhrasing(d));
            case "phrasing.weight" -> new Settings(ranking, choice, eat, learnRanking, lambda, frozen, new PathPhrasings.Weights(d, phrasing.similarity()));
            case "phrasing.similarity" -> new Settings(ranking, choice, eat, learnRanking, lambda, frozen, new PathPhrasings.Weights(phrasing.weight(), d));
            case "eat.phrasingSimilarity" -> eat(eat.withPhrasingSimilarity(d));
            case "learn" -> new Settings(ranking, choice, eat, Boolean.parseBoolean(value), lambda, frozen, phrasing);
            case "lambda" -> new Settings(ranking, choice, eat, learnRanking, d, frozen, phrasing);
            case "freeze" -> {
                Set<String> f = new TreeSet<>(frozen);
                for (String name : value.split("\\+")) {
                    if (!PathFeatures.NAMES.contains(name)) throw new IllegalArgumentException("unknown feature to freeze: " + name);
                    f.add(name);
                }
                yield new Settings(ranking, choice, eat, learnRanking, lambda, Set.copyOf(f), phrasing);
            }
            default -> throw new IllegalArgumentException("unknown setting " + key);
        };
    }

    private Settings eat(TargetClassModel.Weights w) { return new Settings(ranking, choice, w, learnRanking, lambda, frozen, phrasing); }

    private Settings choice(ClassChoiceWeights c) { return new Settings(ranking, c, eat, learnRanking, lambda, frozen, phrasing); }

    /** Whether the sentence-embedding model is needed (its feature has weight or is being learned). */
    boolean needsEmbedding() {
        return learnRanking ? !frozen.contains("embedding") : ranking.embedding() != 0;
    }
}
