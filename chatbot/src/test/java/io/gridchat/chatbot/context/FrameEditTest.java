package io.gridchat.chatbot.context;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every kind of frame edit, on question frames and on result-set frames, alone and chained: the generated question
 * and reading are what the edit means, and no reading has a repeated or misplaced phrase (issue 41).
 */
class FrameEditTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static final List<String> THREE = List.of("urn:uuid:l1", "urn:uuid:l2", "urn:uuid:l3");

    final EntityRef sylling = new EntityRef("urn:uuid:sylling", "SYLLING", CIM + "Substation", "sylling");
    final EntityRef dagali = new EntityRef("urn:uuid:dagali", "DAGALI", CIM + "TopologicalNode", "DAGALI");
    final EntityRef zon = new EntityRef("urn:uuid:zon", "ZON_EXTERN", CIM + "SubGeographicalRegion", "ZON_EXTERN");

    final Frame lines = Frames.of("Which AC line segments are connected to substation SYLLING?", List.of(sylling), CIM + "ACLineSegment", List.of());
    final Frame voltage = Frames.of("What is the voltage magnitude at topological node DAGALI?", List.of(dagali), CIM + "TopologicalNode", List.of());
    final Frame kvBreakers = Frames.of("Which 420 kV breakers are in substation SYLLING?", List.of(sylling), CIM + "Breaker", List.of());
    final Frame units = Frames.of("How many generating units are in ZON_EXTERN?", List.of(zon), CIM + "GeneratingUnit", List.of());
    final Frame set = Frame.set(CIM + "ACLineSegment", THREE);

    @Test
    void questionFramesHaveTheirSlots() {
        assertThat(lines.slots()).extracting(Frame.Slot::kind, Frame.Slot::written).contains(
                org.assertj.core.groups.Tuple.tuple(Frame.SlotKind.ENTITY, "SYLLING"),
                org.assertj.core.groups.Tuple.tuple(Frame.SlotKind.CLASS, "AC line segments"));
        assertThat(voltage.slots(Frame.SlotKind.ATTRIBUTE)).extracting(Frame.Slot::written).containsExactly("voltage magnitude");
        assertThat(kvBreakers.slots(Frame.SlotKind.VOLTAGE)).extracting(Frame.Slot::written).containsExactly("420 kV");
        assertThat(lines.question()).isEqualTo("Which AC line segments are connected to substation SYLLING?");
    }

    @Test
    void everyEditKindGeneratesTheReadingItMeans() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put(read(new FrameEdit.SubstituteEntity("substation HJALTA", null, CIM + "Substation").apply(lines)),
                "Which AC line segments are connected to substation HJALTA?");
        expected.put(read(new FrameEdit.SubstituteEntity("GEILO", null, null).apply(voltage)),
                "What is the voltage magnitude at topological node GEILO?");
        expected.put(read(new FrameEdit.SubstituteClass("breakers", CIM + "Breaker").apply(lines)),
                "Which breakers are connected to substation SYLLING?");
        expected.put(read(new FrameEdit.SubstituteAttribute("angle").apply(voltage)),
                "What is the angle at topological node DAGALI?");
        expected.put(read(new FrameEdit.AddCondition(Frame.Condition.adjective("132 kV")).apply(kvBreakers)),
                "Which 132 kV breakers are in substation SYLLING?");
        expected.put(read(new FrameEdit.AddCondition(Frame.Condition.adjective("thermal")).apply(units)),
                "How many thermal generating units are in ZON_EXTERN?");
        expected.put(read(new FrameEdit.AddCondition(new Frame.Condition("x", "over", "40", "ohm")).apply(lines)),
                "Which AC line segments are connected to substation SYLLING, with x over 40 ohm?");
        expected.put(read(new FrameEdit.RemoveCondition("x").apply(new FrameEdit.AddCondition(new Frame.Condition("x", "over", "40", "ohm")).apply(lines))),
                "Which AC line segments are connected to substation SYLLING?");
        expected.put(read(new FrameEdit.RestrictTo(CIM + "ACLineSegment", THREE).apply(lines)),
                "List the AC line segments (among the 3 from the earlier answer).");
        expected.put(read(new FrameEdit.AddCondition(new Frame.Condition("x", "over", "40", "ohm")).apply(set)),
                "Which AC line segments have x over 40 ohm (among the 3 from the earlier answer)?");
        expected.put(read(new FrameEdit.AddCondition(Frame.Condition.adjective("non-conforming")).apply(Frame.set(CIM + "EnergyConsumer", THREE))),
                "List the non-conforming energy consumers (among the 3 from the earlier answer).");
        expected.put(read(set.withPredicates(List.of("are open"))),
                "Which AC line segments are open (among the 3 from the earlier answer)?");
        expected.put(read(new FrameEdit.AddProjection("PATL").apply(set)),
                "List the AC line segments with their PATL (among the 3 from the earlier answer).");
        expected.put(read(new FrameEdit.AddProjection("active power P").apply(new FrameEdit.AddProjection("rated MVA").apply(set))),
                "List the AC line segments with their rated MVA and active power P (among the 3 from the earlier answer).");
        expected.put(read(new FrameEdit.Sort("length", false).apply(set)),
                "List the AC line segments, sorted by length (among the 3 from the earlier answer).");
        expected.put(read(new FrameEdit.Limit(2).apply(new FrameEdit.Sort("length", true).apply(set))),
                "List the AC line segments, sorted by length in descending order, the first 2 (among the 3 from the earlier answer).");
        expected.put(read(new FrameEdit.Count().apply(set)),
                "How many AC line segments are there (among the 3 from the earlier answer)?");
        expected.put(read(new FrameEdit.Count().apply(new FrameEdit.AddCondition(new Frame.Condition("rated power", "under", "10", "MVA")).apply(set))),
                "How many AC line segments have rated power under 10 MVA (among the 3 from the earlier answer)?");
        expected.put(read(new FrameEdit.Aggregate("total", "active power").apply(new FrameEdit.AddProjection("PATL").apply(set))),
                "What is the total active power of the AC line segments (among the 3 from the earlier answer)?");
        expected.put(read(new FrameEdit.Sort("length", false).apply(lines)),
                "Which AC line segments are connected to substation SYLLING, sorted by length?");
        expected.put(read(new FrameEdit.AddProjection("length").apply(lines)),
                "Which AC line segments are connected to substation SYLLING, with their length?");
        expected.forEach((actual, want) -> assertThat(actual).isEqualTo(want));
        for (String reading : expected.keySet()) assertGrammatical(reading);
    }

    @Test
    void chainedEditsStayGrammatical() {
        List<FrameEdit> edits = List.of(new FrameEdit.SubstituteEntity("substation HJALTA", null, CIM + "Substation"),
                new FrameEdit.SubstituteClass("breakers", CIM + "Breaker"), new FrameEdit.AddCondition(Frame.Condition.adjective("300 kV")),
                new FrameEdit.AddCondition(new Frame.Condition("length", "above", "10", "km")), new FrameEdit.AddProjection("length"),
                new FrameEdit.Sort("length", true), new FrameEdit.Limit(3), new FrameEdit.Count(), new FrameEdit.Aggregate("average", "length"),
                new FrameEdit.RestrictTo(CIM + "ACLineSegment", THREE), new FrameEdit.RemoveCondition("voltage"));
        List<String> readings = new ArrayList<>();
        for (Frame start : List.of(lines, voltage, kvBreakers, units, set)) {
            for (FrameEdit a : edits) {
                for (FrameEdit b : edits) readings.add(b.apply(a.apply(start)).reading());
            }
        }
        assertThat(readings).hasSize(5 * edits.size() * edits.size());
        for (String r : readings) assertGrammatical(r);
    }

    private static String read(Frame f) {
        return f.reading();
    }

    /** No word or pair of words said twice in a row, no empty or doubled punctuation, a capital start and a final mark. */
    static void assertGrammatical(String reading) {
        assertThat(reading).as("reading").isNotBlank().doesNotContain("  ").doesNotContain(" ,").doesNotContain(",,")
                .doesNotContain("??").doesNotContain(" ?").doesNotContain("..").doesNotContain("null").doesNotContain("{");
        assertThat(Character.isUpperCase(reading.charAt(0))).as("capital start: %s", reading).isTrue();
        assertThat(reading).as("final mark").matches("(?s).*[?.)]$");
        String[] w = reading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} ]", " ").trim().split("\\s+");
        for (int i = 1; i < w.length; i++) {
            assertThat(w[i]).as("repeated word in: %s", reading).isNotEqualTo(w[i - 1]);
            if (i >= 3) assertThat(w[i - 1] + " " + w[i]).as("repeated phrase in: %s", reading).isNotEqualTo(w[i - 3] + " " + w[i - 2]);
        }
        assertThat(reading.chars().filter(c -> c == '(').count()).as("parentheses in %s", reading)
                .isEqualTo(reading.chars().filter(c -> c == ')').count());
    }
}
