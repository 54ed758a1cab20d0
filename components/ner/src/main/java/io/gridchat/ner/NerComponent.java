package io.gridchat.ner;

import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.gazetteer.GazetteerHolder;
import io.gridchat.ner.spot.Mention;
import io.gridchat.ner.spot.MentionFinder;
import java.util.List;
import org.springframework.stereotype.Component;

/** Writes one {@code qa:AnnotationOfSpotInstance} per mention: names, mRIDs, mRID prefixes, EIC codes, literals. */
@Component
public class NerComponent implements QanaryComponent {
    private final GazetteerHolder gazetteer;
    private final MentionFinder finder;

    public NerComponent(GazetteerHolder gazetteer, MentionFinder finder) {
        this.gazetteer = gazetteer;
        this.finder = finder;
    }

    @Override
    public void process(QuestionGraph question) {
        question.write(spots(question.text()));
    }

    /** The spots of a text (no store writes): the component's logic, also used by the evaluation harness. */
    public List<SpotInstance> spots(String text) {
        return finder.find(text, gazetteer.current()).stream().map(Mention::toSpot).toList();
    }

    @Override
    public String description() {
        return "Spots grid-graph names, aliases, mRIDs, mRID prefixes, EIC codes and literal values (numbers with units, booleans, dates).";
    }
}
