package io.gridchat.sparqlgen.values;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.GridSelectCache;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.sparqlgen.MiniGrid;
import io.gridchat.sparqlgen.constraints.NumericAttributes;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Which questions ask for values of one named thing, over a real Fuseki with the mini grid's ontology and data. */
class NamedValuesTest {
    static MiniGrid grid;
    static NamedValues values;

    @BeforeAll
    static void start() {
        grid = new MiniGrid();
        GridSelectCache cache = new GridSelectCache(grid.client(), 1000);
        values = new NamedValues(new NumericAttributes(cache::select), cache::select);
    }

    @AfterAll
    static void stop() { grid.close(); }

    /** The question with the segment "Alpha-Beta" linked where it stands. */
    static Optional<NamedValues.Plan> plan(String question) {
        int at = question.indexOf("Alpha-Beta");
        Instance line = new Instance(new TextSpan(at, at + "Alpha-Beta".length()), "Alpha-Beta", "urn:uuid:l1", "Alpha-Beta",
                "https://cim.ucaiug.io/ns#ACLineSegment", 0.9);
        return values.plan(question, List.of(line));
    }

    static List<String> columns(String question) {
        return plan(question).map(p -> p.columns().stream().map(Constraint::attribute).toList()).orElse(List.of());
    }

    @Test
    void attributesAskedOfANamedThingAreItsColumns() {
        assertThat(columns("r and length of Alpha-Beta?")).containsExactly("r", "length");
        assertThat(columns("What's the resistance of Alpha-Beta, in ohms?")).containsExactly("resistance");
        assertThat(columns("give me the length and r of AC line segment Alpha-Beta please")).containsExactly("length", "r");
        assertThat(columns("how long is line segment Alpha-Beta")).containsExactly("length");
        assertThat(columns("Alpha-Beta's nominal voltage")).containsExactly("nominal voltage");
    }

    @Test
    void theWordsNamingTheThingsClassAreUsed() {
        assertThat(plan("what is the length of AC line segment Alpha-Beta").orElseThrow().classWords())
                .extracting(NamedValues.Words::text).containsExactly("AC line segment");
    }

    @Test
    void anyOtherWordMeansAnotherKindOfQuestion() {
        assertThat(plan("Which substations does Alpha-Beta connect?")).isEmpty();           // another class, a relation
        assertThat(plan("length of the breakers near Alpha-Beta")).isEmpty();               // another class
        assertThat(plan("Which segments are longer than Alpha-Beta?")).isEmpty();          // a comparison
        assertThat(plan("tell me about Alpha-Beta")).isEmpty();                             // no attribute
        assertThat(plan("What is the frobnication of Alpha-Beta?")).isEmpty();              // no attribute of the lexicon
        assertThat(plan("What is the x of Alpha-Beta?")).isEmpty();                         // an attribute this segment's class lacks
    }
}
