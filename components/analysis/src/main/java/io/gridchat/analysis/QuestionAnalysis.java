package io.gridchat.analysis;

import io.gridchat.kit.CimStore;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.ImprovedQuestion;
import io.gridchat.kit.lexicon.Lexicon;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Rewrites the question once, before every other component reads it ({@link Normalizer}: names in their own case,
 * spelling, engineers' words), and writes the rewrite ({@code qa:AnnotationOfImprovedQuestion}, which the kit's
 * {@code QuestionGraph#text()} gives every later component) with one {@code gc:AnnotationOfCorrection} per change, so
 * that the answer can say how the question was read. A question it would not change gets no annotation.
 */
@Component
public class QuestionAnalysis implements QanaryComponent {
    private static final Logger log = LoggerFactory.getLogger(QuestionAnalysis.class);
    private final CimStore store;
    private final Lexicon lexicon = Lexicon.curated();
    private final EnglishWords english = new EnglishWords();
    private final AtomicReference<Normalizer> normalizer = new AtomicReference<>();

    public QuestionAnalysis(CimStore store) {
        this.store = store;
    }

    @Override
    public String description() { return "The one analysis of the question: names' case, spelling, engineers' words (lexicon)"; }

    /** Reads the grid's words at start, so the first question does not wait for them. */
    @EventListener(ApplicationReadyEvent.class)
    void warmUp() {
        try {
            normalizer().normalize("how many trafos are in substation grundfors");
        } catch (RuntimeException e) {
            log.warn("the grid graph's words could not be read at start ({}); reading them at the first question", e.getMessage());
        }
    }

    Normalizer normalizer() {
        Normalizer n = normalizer.get();
        if (n != null) return n;
        long t0 = System.nanoTime();
        GridWords words = GridWords.read(store.client()::select);
        n = new Normalizer(words, lexicon, english);
        normalizer.compareAndSet(null, n);
        log.info("analysis: {} vocabulary words, {} class names, {} object names read in {} ms", words.words().size(),
                words.classNames().size(), words.names().size(), (System.nanoTime() - t0) / 1_000_000);
        return normalizer.get();
    }

    @Override
    public void process(QuestionGraph question) {
        String asked = question.askedText();
        Normalizer.Result result = normalizer().normalize(asked);
        if (!result.changed()) return;
        List<Annotation> out = new ArrayList<>(result.corrections());
        out.add(new ImprovedQuestion(result.text(), 1.0));
        question.write(out);
    }
}
