package io.gridchat.sparqlgen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.eatclassifier.EatClassifier;
import io.gridchat.eatclassifier.classify.ConstraintRules;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.classify.TargetClasses;
import io.gridchat.kit.CimStore;
import io.gridchat.kit.ComponentProperties;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.relations.RelationDetector;
import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.ClassHierarchy;
import io.gridchat.relations.paths.PathFinder;
import io.gridchat.relations.paths.RankingWeights;
import io.gridchat.relations.paths.PathLexicon;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Example questions of several kinds answered by eat-classifier → relation-detection → sparql-generator with
 * no training data (ontology and graph only), over a real Fuseki with a tiny grid. Entities come as the
 * disambiguation component would write them.
 */
class ExampleQuestionsTest {
    static MiniGrid grid;
    static TargetClassModel model;
    static PathFinder finder;
    static SparqlGenerator generator;

    record Example(String question, List<Instance> entities, List<SpotInstance> literals, List<String> expected) {
        @Override public String toString() { return question; }
    }

    static Instance entity(String mention, String iri, String cls) {
        return new Instance(null, mention, iri, mention, "https://cim.ucaiug.io/ns#" + cls, 0.9);
    }

    static SpotInstance number(String value) { return new SpotInstance(null, value, SpotKind.NUMBER, value, null, null, 0.9); }

    static List<Example> examples() {
        return List.of(
                new Example("List all substations.", List.of(), List.of(), List.of("urn:uuid:s1", "urn:uuid:s2")),
                new Example("How many substations are there?", List.of(), List.of(), List.of("2")),
                new Example("How many voltage levels are there in the grid?", List.of(), List.of(), List.of("3")),
                new Example("Which voltage levels are in substation Alpha?", List.of(entity("Alpha", "urn:uuid:s1", "Substation")), List.of(),
                        List.of("urn:uuid:vl1", "urn:uuid:vl2")),
                new Example("How many voltage levels does substation Beta have?", List.of(entity("Beta", "urn:uuid:s2", "Substation")), List.of(),
                        List.of("1")),
                new Example("Which breakers are contained in the voltage level Alpha 400?", List.of(entity("Alpha 400", "urn:uuid:vl1", "VoltageLevel")),
                        List.of(), List.of("urn:uuid:b1")),
                new Example("What terminals are connected to breaker Alpha breaker 1?", List.of(entity("Alpha breaker 1", "urn:uuid:b1", "Breaker")),
                        List.of(), List.of("urn:uuid:t1", "urn:uuid:t2")),
                new Example("Which voltage levels use the base voltage 400 kV?", List.of(entity("400 kV", "urn:uuid:bv400", "BaseVoltage")), List.of(),
                        List.of("urn:uuid:vl1", "urn:uuid:vl3")),
                new Example("What is the nominal voltage of base voltage 220 kV?", List.of(entity("220 kV", "urn:uuid:bv220", "BaseVoltage")), List.of(),
                        List.of("220")),
                new Example("Which base voltages have a nominal voltage of 400?", List.of(), List.of(number("400")), List.of("urn:uuid:bv400")),
                new Example("Which AC line segments have a resistance of 0.5 ohm?", List.of(), List.of(number("0.5")), List.of("urn:uuid:l1")),
                new Example("Which base voltage has the highest nominal voltage?", List.of(), List.of(), List.of("urn:uuid:bv400")),
                new Example("Which base voltage has the lowest nominal voltage?", List.of(), List.of(), List.of("urn:uuid:bv220")),
                new Example("Which base voltages have a nominal voltage above 300 kV?", List.of(), List.of(number("300")), List.of("urn:uuid:bv400")),
                new Example("Which base voltages have a nominal voltage below 0.3 MV?", List.of(), List.of(number("0.3")), List.of("urn:uuid:bv220")),
                new Example("Which AC line segments are longer than 5000 m?", List.of(), List.of(number("5000")), List.of("urn:uuid:l1")),
                new Example("List the 2 longest AC line segments.", List.of(), List.of(number("2")), List.of("urn:uuid:l1", "urn:uuid:l2")),
                new Example("Which is the shortest AC line segment?", List.of(), List.of(), List.of("urn:uuid:l2")),
                new Example("How many AC line segments have a resistance below 1 ohm?", List.of(), List.of(number("1")), List.of("1")),
                new Example("What is the total length of the AC line segments?", List.of(), List.of(), List.of("12")),
                new Example("What is the average resistance of the AC line segments?", List.of(), List.of(), List.of("1.5")),
                new Example("What is the maximum nominal voltage of the base voltages?", List.of(), List.of(), List.of("400")),
                new Example("Which properties does a BaseVoltage have?", List.of(), List.of(), List.of(
                        "https://cim.ucaiug.io/ns#BaseVoltage.nominalVoltage")),
                new Example("Which classes does the voltage level Alpha 400 belong to?", List.of(entity("Alpha 400", "urn:uuid:vl1", "VoltageLevel")),
                        List.of(), List.of("https://cim.ucaiug.io/ns#VoltageLevel")),
                new Example("Are there breakers in voltage level Alpha 400?", List.of(entity("Alpha 400", "urn:uuid:vl1", "VoltageLevel")), List.of(),
                        List.of("true")));
    }

    @BeforeAll
    static void start() {
        grid = new MiniGrid();
        SparqlClient client = grid.client();
        model = new TargetClassModel(TargetClassModel.Counts.empty(), TargetClasses.read(client::select), TargetClassModel.Weights.defaults());
        finder = new PathFinder(client::select, PathLexicon.empty(), RankingWeights.defaults(), null, new ClassHierarchy(client::select),
                new io.gridchat.relations.ontology.PropertyDescriptions(client::select));
        generator = new SparqlGenerator(new CimStore(client), new ComponentProperties("sparql-generator", grid.queryUrl(), java.time.Duration.ofSeconds(30)),
                new GeneratorProperties(1000, java.time.Duration.ofSeconds(20)));
    }

    @AfterAll
    static void stop() { grid.close(); }

    @ParameterizedTest
    @MethodSource("examples")
    void answersCorrectly(Example e) throws Exception {
        List<AnswerType> types = EatClassifier.classify(e.question(), model);
        List<Relation> relations = RelationDetector.detect(e.question(), types, e.entities(), e.literals(), finder, ClassChoiceWeights.defaults());
        List<Annotation> answer = generator.answer(types, e.entities(), e.literals(), relations, new ConstraintRules().find(e.question()));
        assertThat(answer).as("answer for %s: %s", e.question(), answer).anyMatch(a -> a instanceof AnswerSparql);
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow();
        assertThat(values(json)).as(json).isEqualTo(new TreeSet<>(e.expected()));
    }

    @org.junit.jupiter.api.Test
    void everyResourceComesWithItsNameAndClass() throws Exception {
        List<Instance> entities = List.of(entity("Alpha", "urn:uuid:s1", "Substation"));
        String q = "Which voltage levels are in substation Alpha?";
        List<AnswerType> types = EatClassifier.classify(q, model);
        List<Annotation> answer = generator.answer(types, entities, List.of(), RelationDetector.detect(q, types, entities, List.of(), finder, ClassChoiceWeights.defaults()));
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow();
        JsonNode root = new ObjectMapper().readTree(json);
        assertThat(root.at("/head/vars").toString()).isEqualTo("[\"voltagelevel\",\"voltagelevelName\",\"voltagelevelClass\"]");
        TreeSet<String> names = new TreeSet<>();
        for (JsonNode b : root.at("/results/bindings")) {
            names.add(b.at("/voltagelevelName/value").asText());
            assertThat(b.at("/voltagelevelClass/value").asText()).isEqualTo("https://cim.ucaiug.io/ns#VoltageLevel");
        }
        assertThat(names).containsExactly("Alpha 220", "Alpha 400");
    }

    @org.junit.jupiter.api.Test
    void detailsShowTheKeyAttributesWithUnits() throws Exception {
        String q = "Give me detailed information about the AC line segment Alpha-Beta.";
        List<Instance> entities = List.of(entity("Alpha-Beta", "urn:uuid:l1", "ACLineSegment"));
        List<AnswerType> types = EatClassifier.classify(q, model);
        List<Annotation> answer = generator.answer(types, entities, List.of(), RelationDetector.detect(q, types, entities, List.of(), finder, ClassChoiceWeights.defaults()),
                new ConstraintRules().find(q));
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow(() -> new AssertionError(answer));
        JsonNode root = new ObjectMapper().readTree(json);
        assertThat(root.at("/results/bindings")).hasSize(1);
        JsonNode row = root.at("/results/bindings/0");
        assertThat(row.at("/aclinesegmentName/value").asText()).isEqualTo("Alpha-Beta");
        assertThat(row.at("/length/value").asText()).startsWith("10");
        assertThat(row.at("/lengthUnit/value").asText()).isEqualTo("km");
        assertThat(row.at("/r/value").asText()).isEqualTo("0.5");
        assertThat(row.at("/rUnit/value").asText()).isEqualTo("Ω");
    }

    @org.junit.jupiter.api.Test
    void listsShowTheAttributeAskedFor() throws Exception {
        String q = "List the base voltages with their nominal voltage.";
        List<AnswerType> types = EatClassifier.classify(q, model);
        List<Annotation> answer = generator.answer(types, List.of(), List.of(), RelationDetector.detect(q, types, List.of(), List.of(), finder, ClassChoiceWeights.defaults()),
                new ConstraintRules().find(q));
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow(() -> new AssertionError(answer));
        JsonNode root = new ObjectMapper().readTree(json);
        TreeSet<String> values = new TreeSet<>();
        for (JsonNode b : root.at("/results/bindings")) {
            values.add(b.at("/nominalVoltage/value").asText().replaceAll("\\.0$", "") + " " + b.at("/nominalVoltageUnit/value").asText());
        }
        assertThat(values).containsExactly("220 kV", "400 kV");
    }

    @org.junit.jupiter.api.Test
    void twoAsksInOneQuestionTheSecondAboutTheNamedThing() throws Exception {
        // issue 40, two asks: the base voltage is asked for, and the length is the named segment's (base voltages have none)
        String q = "Which base voltage does the AC line segment Alpha-Beta have, and what's its length?";
        List<Instance> entities = List.of(entity("Alpha-Beta", "urn:uuid:l1", "ACLineSegment"));
        List<io.gridchat.kit.annotation.Constraint> constraints = new ConstraintRules().find(q);
        assertThat(constraints).anyMatch(c -> c.kind() == io.gridchat.kit.annotation.ConstraintKind.ATTRIBUTE && "length".equals(c.attribute()));
        // the way from base voltages to the segment runs against ConductingEquipment.BaseVoltage (relation detection looks
        // forward only; the relation is written as relation detection writes an inverted one)
        Relation way = new Relation(null, null, null, "^<https://cim.ucaiug.io/ns#ConductingEquipment.BaseVoltage>", "https://cim.ucaiug.io/ns#BaseVoltage", "urn:uuid:l1", 1.0);
        List<Annotation> answer = generator.answer(List.of(new AnswerType(io.gridchat.kit.annotation.AnswerKind.LIST, "https://cim.ucaiug.io/ns#BaseVoltage", 1.0)), entities, List.of(),
                List.of(way), constraints);
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow(() -> new AssertionError(answer));
        JsonNode root = new ObjectMapper().readTree(json);
        assertThat(root.at("/results/bindings")).hasSize(1);
        JsonNode row = root.at("/results/bindings/0");
        assertThat(row.at("/basevoltageName/value").asText()).isEqualTo("400 kV");
        assertThat(row.at("/length/value").asText()).startsWith("10");
        assertThat(row.at("/lengthUnit/value").asText()).isEqualTo("km");
    }

    @org.junit.jupiter.api.Test
    void itsValueIsTheNamedThingsOwnBeforeOneTheAskedForThingsHaveOneLinkAway() throws Exception {
        // AC line segments have a nominal voltage one link away (their base voltage's); "its" is the named base voltage's own
        String q = "Which AC line segments have the base voltage 400 kV, and what's its nominal voltage?";
        List<Instance> entities = List.of(entity("400 kV", "urn:uuid:bv400", "BaseVoltage"));
        List<io.gridchat.kit.annotation.Constraint> constraints = new ConstraintRules().find(q);
        Relation way = new Relation(null, null, null, "<https://cim.ucaiug.io/ns#ConductingEquipment.BaseVoltage>",
                "https://cim.ucaiug.io/ns#ACLineSegment", "urn:uuid:bv400", 1.0);
        List<Annotation> answer = generator.answer(List.of(new AnswerType(io.gridchat.kit.annotation.AnswerKind.LIST,
                "https://cim.ucaiug.io/ns#ACLineSegment", 1.0)), entities, List.of(), List.of(way), constraints);
        String sparql = answer.stream().filter(a -> a instanceof AnswerSparql).map(a -> ((AnswerSparql) a).sparql()).findFirst().orElseThrow(() -> new AssertionError(answer));
        assertThat(sparql).containsPattern("<urn:uuid:bv400>\\s+cim:BaseVoltage.nominalVoltage");
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow();
        JsonNode root = new ObjectMapper().readTree(json);
        assertThat(root.at("/results/bindings")).hasSize(1);
        assertThat(root.at("/results/bindings/0/aclinesegmentName/value").asText()).isEqualTo("Alpha-Beta");
    }

    /** The whole chain (classifier, constraints, relation detection, generator) on a count per group. */
    private List<Annotation> grouped(String q) {
        List<AnswerType> types = EatClassifier.classify(q, model);
        List<io.gridchat.kit.annotation.Constraint> constraints = EatClassifier.resolveClasses(new ConstraintRules().find(q), types, model);
        List<Relation> relations = new java.util.ArrayList<>(RelationDetector.detect(q, types, List.of(), List.of(), finder, ClassChoiceWeights.defaults()));
        relations.addAll(RelationDetector.groupRelations(q, constraints, finder));
        return generator.answer(types, List.of(), List.of(), relations, constraints);
    }

    private static Map<String, String> nameToCount(List<Annotation> answer, String group) throws Exception {
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst()
                .orElseThrow(() -> new AssertionError(answer));
        Map<String, String> out = new java.util.TreeMap<>();
        for (JsonNode b : new ObjectMapper().readTree(json).at("/results/bindings")) {
            out.put(b.at("/" + group + "Name/value").asText(), b.at("/count/value").asText());
        }
        return out;
    }

    @org.junit.jupiter.api.Test
    void countsPerGroupAndTheTopGroupsWithTies() throws Exception {
        assertThat(nameToCount(grouped("How many voltage levels does each substation have?"), "substation"))
                .containsExactly(Map.entry("Alpha", "2"), Map.entry("Beta", "1"));
        assertThat(nameToCount(grouped("How many voltage levels are there per base voltage?"), "basevoltage"))
                .containsExactly(Map.entry("220 kV", "1"), Map.entry("400 kV", "2"));
        assertThat(nameToCount(grouped("Which substation has the most voltage levels?"), "substation"))
                .containsExactly(Map.entry("Alpha", "2"));
        assertThat(nameToCount(grouped("Which substation has the fewest voltage levels?"), "substation"))
                .containsExactly(Map.entry("Beta", "1"));
        // one breaker each: both substations are "the one with the most", not an arbitrary one of them
        assertThat(nameToCount(grouped("Which substation has the most breakers?"), "substation"))
                .containsExactly(Map.entry("Alpha", "1"), Map.entry("Beta", "1"));
    }

    @org.junit.jupiter.api.Test
    void aSuperlativeKeepsTiesAndSaysSo() throws Exception {
        // two voltage levels share the highest nominal voltage (400 kV): both, and the answer says why two came back
        String q = "Which voltage level has the highest nominal voltage?";
        List<AnswerType> types = EatClassifier.classify(q, model);
        List<Annotation> answer = generator.answer(types, List.of(), List.of(), RelationDetector.detect(q, types, List.of(), List.of(), finder,
                ClassChoiceWeights.defaults()), new ConstraintRules().find(q));
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow(() -> new AssertionError(answer));
        TreeSet<String> found = new TreeSet<>();
        for (JsonNode b : new ObjectMapper().readTree(json).at("/results/bindings")) found.add(b.at("/voltagelevel/value").asText());
        assertThat(found).containsExactly("urn:uuid:vl1", "urn:uuid:vl3");
        assertThat(answer).anySatisfy(a -> assertThat(a).isInstanceOfSatisfying(AnswerMessage.class,
                m -> assertThat(m.text()).contains("2 voltage levels are shown because they tie")));
        // no tie: one, and no note
        String longest = "Which is the longest AC line segment?";
        List<AnswerType> t2 = EatClassifier.classify(longest, model);
        List<Annotation> one = generator.answer(t2, List.of(), List.of(), RelationDetector.detect(longest, t2, List.of(), List.of(), finder,
                ClassChoiceWeights.defaults()), new ConstraintRules().find(longest));
        assertThat(one).noneMatch(a -> a instanceof AnswerMessage);
    }

    @org.junit.jupiter.api.Test
    void theTopNGroupsByACountKeepTiesAndSaySo() throws Exception {
        assertThat(nameToCount(grouped("Which two substations have the most voltage levels?"), "substation"))
                .containsExactly(Map.entry("Alpha", "2"), Map.entry("Beta", "1"));
        // three asked, two exist: both, no error
        assertThat(nameToCount(grouped("the 3 substations with the fewest voltage levels"), "substation"))
                .containsExactly(Map.entry("Alpha", "2"), Map.entry("Beta", "1"));
        // a tie for the top place: both shown, and said
        List<Annotation> tie = grouped("Which substation has the most breakers?");
        assertThat(tie).anySatisfy(a -> assertThat(a).isInstanceOfSatisfying(AnswerMessage.class,
                m -> assertThat(m.text()).contains("2 substations are shown because they tie")));
        assertThat(grouped("Which substation has the most voltage levels?")).noneMatch(a -> a instanceof AnswerMessage);
    }

    /** The whole chain on a negation: the absent class moved out of the target classes, its path, the generator. */
    private List<String> negated(String q, String variable) throws Exception {
        List<io.gridchat.kit.annotation.Constraint> found = new ConstraintRules().find(q);
        List<AnswerType> types = EatClassifier.existenceAsList(q, EatClassifier.withoutNegatedClasses(EatClassifier.classify(q, model), found, model), found, model);
        List<io.gridchat.kit.annotation.Constraint> constraints = EatClassifier.resolveClasses(found, types, model);
        List<Relation> relations = new java.util.ArrayList<>(RelationDetector.detect(q, types, List.of(), List.of(), finder, ClassChoiceWeights.defaults()));
        relations.addAll(RelationDetector.negationRelations(q, constraints, finder));
        List<Annotation> answer = generator.answer(types, List.of(), List.of(), relations, constraints);
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst()
                .orElseThrow(() -> new AssertionError(answer));
        String sparql = answer.stream().filter(a -> a instanceof io.gridchat.kit.annotation.AnswerSparql)
                .map(a -> ((io.gridchat.kit.annotation.AnswerSparql) a).sparql()).findFirst().orElseThrow();
        assertThat(sparql).contains("NOT EXISTS");
        List<String> out = new java.util.ArrayList<>();
        for (JsonNode b : new ObjectMapper().readTree(json).at("/results/bindings")) out.add(b.at("/" + variable + "/value").asText());
        return out;
    }

    @org.junit.jupiter.api.Test
    void negationsKeepTheThingsThatLackTheAbsentOnes() throws Exception {
        assertThat(negated("Which voltage levels have no breakers?", "voltagelevel")).containsExactly("urn:uuid:vl2");
        assertThat(negated("voltage levels without any breaker", "voltagelevel")).containsExactly("urn:uuid:vl2");
        assertThat(negated("Are there voltage levels that don't contain a breaker?", "voltagelevel")).containsExactly("urn:uuid:vl2");
        assertThat(negated("How many voltage levels lack a breaker?", "count")).containsExactly("1");
        assertThat(negated("Which substations have no voltage levels?", "substation")).isEmpty();
        // the path found the other way round: a terminal names its breaker, a breaker names no terminal
        assertThat(negated("Which breakers have no terminals?", "breaker")).containsExactly("urn:uuid:b2");
    }

    @org.junit.jupiter.api.Test
    void countsPerValueOfAnAttribute() throws Exception {
        List<Annotation> answer = grouped("How many AC line segments are there per nominal voltage?");
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst()
                .orElseThrow(() -> new AssertionError(answer));
        Map<String, String> counts = new java.util.TreeMap<>();
        for (JsonNode b : new ObjectMapper().readTree(json).at("/results/bindings")) {
            counts.put(b.at("/nominalVoltage/value").asText().replaceAll("\\.0$", "") + " " + b.at("/nominalVoltageUnit/value").asText(),
                    b.at("/count/value").asText());
        }
        assertThat(counts).containsExactly(Map.entry("220 kV", "1"), Map.entry("400 kV", "1"));
    }

    @org.junit.jupiter.api.Test
    void anAttributeAggregatedPerGroupWithItsUnit() throws Exception {
        List<Annotation> answer = grouped("What is the total length of the AC line segments per base voltage?");
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst()
                .orElseThrow(() -> new AssertionError(answer));
        Map<String, String> totals = new java.util.TreeMap<>();
        for (JsonNode b : new ObjectMapper().readTree(json).at("/results/bindings")) {
            totals.put(b.at("/basevoltageName/value").asText(), new java.math.BigDecimal(b.at("/sum/value").asText()).stripTrailingZeros()
                    .toPlainString() + " " + b.at("/sumUnit/value").asText());
        }
        assertThat(totals).containsExactly(Map.entry("220 kV", "2 km"), Map.entry("400 kV", "10 km"));
    }

    @org.junit.jupiter.api.Test
    void aGroupNothingConnectsIsDeclinedNotCountedWithoutIt() {
        List<Annotation> answer = grouped("How many substations are there per breaker?");
        assertThat(answer).noneMatch(a -> a instanceof AnswerJson);
        assertThat(answer).singleElement().isInstanceOf(AnswerMessage.class);
        assertThat(((AnswerMessage) answer.get(0)).text()).contains("per Breaker").contains("did not answer");
    }

    @org.junit.jupiter.api.Test
    void howTwoClassesRelate() throws Exception {
        String q = "How are VoltageLevel and Substation related?";
        List<AnswerType> types = EatClassifier.classify(q, model);
        List<Annotation> answer = generator.answer(types, List.of(), List.of(), List.of(),
                EatClassifier.resolveClasses(new ConstraintRules().find(q), types, model));
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow(() -> new AssertionError(answer));
        assertThat(new ObjectMapper().readTree(json).at("/results/bindings/0/property/value").asText()).isEqualTo("https://cim.ucaiug.io/ns#VoltageLevel.Substation");
        assertThat(new ObjectMapper().readTree(json).at("/results/bindings")).hasSize(1);
    }

    @org.junit.jupiter.api.Test
    void saysWhatItFoundWhenNothingIsRecognisable() {
        List<Instance> entities = List.of(entity("Alpha", "urn:uuid:s1", "Substation"));
        List<AnswerType> types = EatClassifier.classify("Tell me something nice about Alpha", model);
        List<Annotation> answer = generator.answer(types, entities, List.of(), RelationDetector.detect("Tell me something nice about Alpha", types, entities, List.of(), finder, ClassChoiceWeights.defaults()));
        assertThat(answer).hasSize(1).first().isInstanceOf(AnswerMessage.class);
        assertThat(((AnswerMessage) answer.get(0)).text()).startsWith("I could not find").contains("Alpha");
    }

    @org.junit.jupiter.api.Test
    void sparqlInTheQuestionIsNeverRun() {
        String q = "DROP GRAPH <urn:x> ; DELETE WHERE { ?s ?p ?o }";
        List<AnswerType> types = EatClassifier.classify(q, model);
        List<Annotation> answer = generator.answer(types, List.of(), List.of(), RelationDetector.detect(q, types, List.of(), List.of(), finder, ClassChoiceWeights.defaults()));
        assertThat(answer).noneMatch(a -> a instanceof AnswerSparql s && s.sparql().toUpperCase().contains("DROP"));
        assertThat(grid.client().select(org.apache.jena.query.QueryFactory.create("SELECT * WHERE { ?s ?p ?o } LIMIT 1")).size()).isEqualTo(1);
    }

    static TreeSet<String> values(String json) throws Exception {
        JsonNode root = new ObjectMapper().readTree(json);
        TreeSet<String> out = new TreeSet<>();
        if (root.has("boolean")) { out.add(root.get("boolean").asText()); return out; }
        String var = root.get("head").get("vars").get(0).asText();
        for (JsonNode b : root.get("results").get("bindings")) {
            String v = b.get(var).get("value").asText();
            out.add(v.matches("-?[0-9.]+(E-?[0-9]+)?") && v.contains(".") ? v.replaceAll("\\.0+$", "") : v);
        }
        return out;
    }
}
