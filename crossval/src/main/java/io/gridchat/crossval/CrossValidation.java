package io.gridchat.crossval;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.relations.embedding.EmbeddingSimilarity;
import io.gridchat.relations.paths.ClassHierarchy;
import io.gridchat.relations.ontology.PropertyDescriptions;
import io.gridchat.relations.paths.PathFeatures;
import io.gridchat.relations.paths.PathFinder;
import io.gridchat.relations.paths.PathLexicon;
import io.gridchat.relations.paths.PathPhrasings;
import io.gridchat.relations.paths.RankingWeights;
import io.gridchat.relations.training.LexiconTrainer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Learns the components' models from some templates and scores them on questions of others. The models are the
 * ones the components learn at start-up (the target-class naive Bayes, the path lexicon) plus, when asked, the path
 * ranking weights.
 */
public final class CrossValidation {
    private static final Function<Map<String, Object>, String> ID = t -> String.valueOf(t.get("template_id"));
    /** Inner folds used to learn ranking weights from features the inner lexicons did not see. */
    static final int INNER_FOLDS = 4;

    private final BenchmarkGraph graph;
    private final List<String> ontologyClasses;
    private final ClassHierarchy hierarchy;
    private final PropertyDescriptions descriptions;
    private final EmbeddingSimilarity embedding;

    public CrossValidation(BenchmarkGraph graph, List<String> ontologyClasses, EmbeddingSimilarity embedding) {
        this.graph = graph;
        this.ontologyClasses = ontologyClasses;
        this.hierarchy = new ClassHierarchy(graph.selector());
        this.descriptions = embedding == null || embedding.descriptions() == null ? new PropertyDescriptions(graph.selector()) : embedding.descriptions();
        this.embedding = embedding;
    }

    /** The models learned from the given templates under the settings. */
    public Chain learn(List<Map<String, Object>> templates, Settings s, long seed) {
        TargetClassModel.Counts counts = TargetClassModel.train(TrainingSet.examples(templates));
        PathLexicon lexicon = LexiconTrainer.train(templates);
        RankingWeights weights = s.learnRanking() ? learnRanking(templates, s, seed) : s.ranking();
        PathFinder finder = new PathFinder(graph.selector(), lexicon, weights, s.needsEmbedding() ? embedding : null, hierarchy, descriptions,
                PathPhrasings.of(lexicon, s.phrasing()));
        return new Chain(new TargetClassModel(counts, ontologyClasses, s.eat()), finder, s.choice(), graph.selector());
    }

    /** Ranking weights learned on the templates: features of each inner fold come from a lexicon of the other inner folds. */
    public RankingWeights learnRanking(List<Map<String, Object>> templates, Settings s, long seed) {
        TemplateFolds inner = TemplateFolds.of(templates.stream().map(ID).toList(), INNER_FOLDS, seed + 1);
        double[] all = new double[PathFeatures.NAMES.size()];
        Arrays.fill(all, 1.0); // every feature computed (a zero weight would skip the embedding)
        List<RankerTrainer.Group> groups = new ArrayList<>();
        for (int f = 0; f < INNER_FOLDS; f++) {
            PathLexicon lexicon = LexiconTrainer.train(inner.training(templates, ID, f));
            PathFinder finder = new PathFinder(graph.selector(), lexicon, RankingWeights.of(all), s.needsEmbedding() ? embedding : null, hierarchy, descriptions);
            groups.addAll(RankerTrainer.groups(GoldQuestion.of(inner.heldOut(templates, ID, f)).stream()
                    .map(q -> q.withLinkedClasses(graph.selector())).toList(), finder));
        }
        return RankerTrainer.fit(groups, s.lambda(), s.frozen());
    }

    /** Scores a chain on questions. */
    public static Score score(Chain chain, List<GoldQuestion> questions, List<Chain.Outcome> sink) {
        int ok = 0, classOk = 0;
        for (GoldQuestion g : questions) {
            Chain.Outcome o = chain.replay(g);
            if (o.answered()) ok++;
            if (o.classTop1()) classOk++;
            if (sink != null) sink.add(o);
        }
        return new Score(ok, classOk, questions.size());
    }

    /** Template-grouped k-fold: learn on k−1 folds of templates, score the questions of the held-out fold, rotate. */
    public List<Score> folds(List<Map<String, Object>> train, int k, long seed, Settings s, List<Chain.Outcome> sink) {
        TemplateFolds folds = TemplateFolds.of(train.stream().map(ID).toList(), k, seed);
        List<Score> out = new ArrayList<>();
        for (int f = 0; f < k; f++) {
            Chain chain = learn(folds.training(train, ID, f), s, seed + 100L * f);
            out.add(score(chain, GoldQuestion.of(folds.heldOut(train, ID, f)), sink));
        }
        return out;
    }

    /** Answered questions out of all, and target class top-1. */
    public record Score(int answered, int classTop1, int questions) {
        public double accuracy() { return questions == 0 ? 0 : answered / (double) questions; }
        public double classAccuracy() { return questions == 0 ? 0 : classTop1 / (double) questions; }

        public static Score sum(List<Score> scores) {
            return new Score(scores.stream().mapToInt(Score::answered).sum(), scores.stream().mapToInt(Score::classTop1).sum(),
                    scores.stream().mapToInt(Score::questions).sum());
        }
    }
}
