package io.gridchat.disambiguation;

import io.gridchat.disambiguation.linking.Candidate;
import io.gridchat.disambiguation.linking.ConnectedCandidates;
import io.gridchat.disambiguation.linking.Decision;
import io.gridchat.disambiguation.linking.EntityLinker;
import io.gridchat.disambiguation.linking.OptionFacts;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.UserContext;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.UsedPhrase;
import io.gridchat.kit.gazetteer.Gazetteer;
import io.gridchat.kit.gazetteer.GazetteerHolder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * For each name or identifier spot: an {@code qa:AnnotationOfInstance} for the best candidate, or a
 * {@code gc:AnnotationOfClarification} when close candidates mean different things. Literal spots pass through.
 */
@Component
public class DisambiguationComponent implements QanaryComponent {
    /**
     * The role of the {@code gc:AnnotationOfUsedPhrase} written over a mention linked outright although namesakes of
     * other classes share its name ({@link Decision.Outcome#PREFER}): its phrase is the space-separated IRIs of their
     * classes, so that the answer can say which namesakes were passed over. sparql-generator's answer accounting reads it.
     */
    public static final String NAMESAKES_PASSED_OVER = "namesakes-passed-over";

    private final GazetteerHolder gazetteer;
    private final EntityLinker linker;
    private final DisambiguationProperties properties;
    private final OptionFacts facts; // null: options without their distinguishing facts (harness use)
    private final ConnectedCandidates connected; // null: questions not settled by the other objects (harness use)

    public DisambiguationComponent(GazetteerHolder gazetteer, EntityLinker linker, DisambiguationProperties properties) {
        this(gazetteer, linker, properties, null, null);
    }

    @Autowired
    public DisambiguationComponent(GazetteerHolder gazetteer, EntityLinker linker, DisambiguationProperties properties,
                                   OptionFacts facts, ConnectedCandidates connected) {
        this.gazetteer = gazetteer;
        this.linker = linker;
        this.properties = properties;
        this.facts = facts;
        this.connected = connected;
    }

    @Override
    public void process(QuestionGraph question) {
        List<String> targets = question.annotations(AnswerType.class).stream()
                .filter(a -> a.targetClass() != null)
                .sorted(Comparator.comparingDouble(AnswerType::score).reversed()).map(AnswerType::targetClass).distinct().toList();
        List<Decision> decisions = decisions(question.text(), question.annotations(SpotInstance.class),
                targets.isEmpty() ? null : targets.get(0), question.userContext());
        // "the segments of line L linked to T2": the line, linked outright, says which of the terminals named T2
        if (connected != null) decisions = connected.settle(decisions, targets);
        List<Annotation> out = annotations(decisions);
        if (facts != null) {
            // options that differ visibly: the facts that tell them apart, read from the grid graph only when asking
            out = out.stream().map(a -> a instanceof Clarification c
                    ? new Clarification(c.span(), c.mention(), c.question(), facts.describe(c.options()), c.score(), c.candidates()) : a).toList();
        }
        question.write(out);
    }

    /** The annotations for the given spots (no store access besides the in-memory index): also used by the harness. */
    public List<Annotation> annotations(String text, List<SpotInstance> spots, String targetClass, UserContext context) {
        return annotations(decisions(text, spots, targetClass, context));
    }

    private List<Annotation> annotations(List<Decision> decisions) {
        List<Annotation> out = new ArrayList<>();
        for (Decision d : decisions) {
            Candidate best = d.best();
            switch (d.outcome()) {
                case LINK -> out.add(new Instance(d.spot().span(), d.spot().mention(), best.iri(), best.label(),
                        best.candidateClass(), Math.min(1.0, best.score())));
                case ASK -> out.add(clarification(d));
                case ASSUME -> {
                    out.add(new Instance(d.spot().span(), d.spot().mention(), best.iri(), best.label(), best.candidateClass(),
                            Math.min(1.0, best.score())));
                    out.add(clarification(d));
                }
                case PREFER -> {
                    out.add(new Instance(d.spot().span(), d.spot().mention(), best.iri(), best.label(), best.candidateClass(),
                            Math.min(1.0, best.score())));
                    // the namesakes passed over, by class, for the answer to name ("also a control area")
                    String classes = d.ranked().stream().skip(1).filter(c -> c.similarity() >= best.similarity())
                            .map(Candidate::candidateClass).filter(java.util.Objects::nonNull)
                            .filter(c -> !c.equals(best.candidateClass())).distinct().collect(java.util.stream.Collectors.joining(" "));
                    if (!classes.isEmpty()) out.add(new UsedPhrase(d.spot().span(), classes, NAMESAKES_PASSED_OVER, Math.min(1.0, best.score())));
                }
                case NONE -> { }
            }
        }
        return out;
    }

    public List<Decision> decisions(String text, List<SpotInstance> spots, String targetClass, UserContext context) {
        Gazetteer g = gazetteer.current();
        List<Decision> out = new ArrayList<>();
        for (SpotInstance spot : spots) {
            if (spot.kind().isLiteral() || spot.mention() == null || spot.mention().isBlank()) continue;
            out.add(linker.decide(text, spot, targetClass, context, g));
        }
        return out;
    }

    private Clarification clarification(Decision d) {
        List<Clarification.Option> options = d.ranked().stream().limit(properties.maxOptions())
                .map(c -> new Clarification.Option(c.iri(), c.label(), c.candidateClass())).toList();
        double gap = d.ranked().get(0).score() - d.ranked().get(1).score();
        // the count of all candidates goes along: options cut at max-options are not all of them
        return new Clarification(d.spot().span(), d.spot().mention(),
                "Which '" + d.spot().mention() + "' do you mean?", options, Math.max(0, 1 - gap), d.ranked().size());
    }

    @Override
    public String description() {
        return "Links spotted names and identifiers to grid-graph IRIs (label similarity, class words, target class, degree); asks when unsure.";
    }
}
