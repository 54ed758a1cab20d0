package io.gridchat.eatclassifier;

import io.gridchat.eatclassifier.classify.AnswerKindRules;
import io.gridchat.eatclassifier.classify.ConstraintRules;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.classify.TargetClasses;
import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.kit.CimStore;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.eatclassifier.classify.ClassWords;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.UsedPhrase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Expected answer type: the answer kind (list, count, value, yes/no, time series, diagram) and the target
 * class. Writes the three best classes as {@code qa:AnnotationOfAnswerType} with normalised scores, so that
 * relation detection can prefer a runner-up the graph supports better.
 */
@Component
public class EatClassifier implements QanaryComponent {
    private static final Logger log = LoggerFactory.getLogger(EatClassifier.class);
    static final String MODEL_FILE = "eat-class-model.json";

    private final CimStore store;
    private final TrainingProperties training;
    private final AnswerKindRules kinds = new AnswerKindRules();
    private final ConstraintRules constraints = new ConstraintRules();
    private volatile TargetClassModel model;

    private final EatProperties settings;

    public EatClassifier(CimStore store, TrainingProperties training, EatProperties settings) {
        this.store = store;
        this.training = training;
        this.settings = settings;
    }

    @Override
    public String description() { return "Expected answer kind and target class (ontology names + naive Bayes learned on train)"; }

    @Override
    public void process(QuestionGraph question) {
        List<AnswerType> types = classify(question.text());
        List<Annotation> out = new ArrayList<>(types);
        out.addAll(usedPhrases(question.text(), types, model()));
        out.addAll(constraints.find(question.text())); // superlatives, order/limit, comparisons: with their spans
        question.write(out);
    }

    /** The class words and answer-kind cue words this classifier consumed, as spans (for the answer accounting). */
    static List<UsedPhrase> usedPhrases(String text, List<AnswerType> types, TargetClassModel model) {
        List<UsedPhrase> out = new ArrayList<>();
        TextSpan cue = new AnswerKindRules().cue(text);
        if (cue != null) out.add(new UsedPhrase(cue, cue.of(text), "answer-kind", 1.0));
        if (!types.isEmpty() && types.get(0).targetClass() != null) {
            for (TextSpan s : ClassWords.spans(text, types.get(0).targetClass(), model.counts())) {
                out.add(new UsedPhrase(s, s.of(text), "target-class", types.get(0).score()));
            }
        }
        return out;
    }

    public List<AnswerType> classify(String text) {
        return classify(text, model());
    }

    public static List<AnswerType> classify(String text, TargetClassModel model) {
        AnswerKindRules.Kind kind = new AnswerKindRules().classify(text);
        List<TargetClassModel.Scored> ranked = model.rank(text);
        List<AnswerType> out = new ArrayList<>();
        if (ranked.isEmpty() || ranked.get(0).score() <= 0 && model.counts().vocabulary() == 0) {
            out.add(new AnswerType(kind.kind(), null, kind.score()));
            return out;
        }
        double top = ranked.get(0).score();
        double z = 0;
        int n = Math.min(model.weights().candidates(), ranked.size());
        for (int i = 0; i < n; i++) z += Math.exp(ranked.get(i).score() - top);
        for (int i = 0; i < n; i++) {
            double p = Math.exp(ranked.get(i).score() - top) / z;
            out.add(new AnswerType(kind.kind(), ranked.get(i).classIri(), kind.score() * p));
        }
        return out;
    }

    TargetClassModel model() {
        TargetClassModel m = model;
        if (m == null) {
            synchronized (this) {
                if (model == null) model = build();
                m = model;
            }
        }
        return m;
    }

    private TargetClassModel build() {
        List<String> classes = TargetClasses.read(q -> store.client().select(q));
        return new TargetClassModel(counts(training), classes, settings.weights());
    }

    static TargetClassModel.Counts counts(TrainingProperties training) {
        Path cached = training.modelDir().resolve(MODEL_FILE);
        try {
            if (Files.exists(cached)) return TargetClassModel.load(cached);
            if (training.trainFile() != null && Files.exists(training.trainFile())) {
                TargetClassModel.Counts c = TargetClassModel.train(TrainingSet.examples(training.trainFile()));
                TargetClassModel.save(c, cached);
                log.info("learned the target-class model from {} into {}", training.trainFile(), cached);
                return c;
            }
        } catch (IOException e) {
            log.warn("no learned target-class model ({}); using the ontology only", e.getMessage());
        }
        return TargetClassModel.Counts.empty();
    }
}
