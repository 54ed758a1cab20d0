package io.gridchat.sparqlgen.accounting;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.UsedPhrase;
import java.time.Instant;
import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

class AnswerAccountingTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static final String SEGMENTS = "SELECT DISTINCT ?aclinesegment WHERE { ?aclinesegment a <" + CIM + "ACLineSegment> }";
    /** What the generator writes: names beside every row, in OPTIONAL patterns that narrow nothing. */
    static final String READABLE_SEGMENTS = "SELECT ?aclinesegment (SAMPLE(?n) AS ?aclinesegmentName) WHERE { ?aclinesegment a <" + CIM
            + "ACLineSegment> OPTIONAL { ?aclinesegment <" + CIM + "IdentifiedObject.name> ?n } } GROUP BY ?aclinesegment";
    static final String IN_SUB = "SELECT DISTINCT ?breaker WHERE { ?breaker a <" + CIM + "Breaker> ; <" + CIM
            + "Equipment.EquipmentContainer>/<" + CIM + "VoltageLevel.Substation> <urn:uuid:sub-1> . FILTER(<urn:uuid:sub-1> != ?breaker) }";
    final AnswerAccounting accounting = new AnswerAccounting(() -> new OntologyWords(List.of(
            "ACLineSegment", "Conductor.length", "Breaker", "Equipment.EquipmentContainer", "VoltageLevel.Substation", "Switch.open",
            "Substation", "Location", "BaseVoltage.nominalVoltage", "Terminal", "ConnectivityNode")));

    static Graph graph(Annotation... annotations) {
        Graph g = GraphFactory.createDefaultGraph();
        Node q = NodeFactory.createURI("urn:q");
        for (Annotation a : annotations) AnnotationShapes.write(a, q, "test", Instant.now(), g::add);
        return g;
    }

    static Interpretation interpretation(List<Annotation> out) {
        return out.stream().filter(a -> a instanceof Interpretation).map(a -> (Interpretation) a).findFirst().orElseThrow();
    }

    @Test
    void aComparisonNothingUsedWithholdsTheListOfEveryInstance() {
        String q = "Which AC line segments are longer than 100 km?";
        Graph g = graph(new SpotInstance(new TextSpan(39, 45), "100 km", SpotKind.NUMBER, "100", null, "km", 0.9),
                new UsedPhrase(new TextSpan(9, 22), "line segments", "target-class", 0.9));
        // the bare query, and as the generator writes it: the names beside every row narrow nothing
        for (String every : List.of(SEGMENTS, READABLE_SEGMENTS)) {
            List<Annotation> out = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(every, 0.8), new AnswerJson("{}", 0.8)));
            Interpretation in = interpretation(out);
            assertThat(in.withheld()).isTrue();
            assertThat(in.unused()).extracting(Interpretation.Unused::phrase).containsExactly("longer than 100 km");
            assertThat(out).noneMatch(a -> a instanceof AnswerJson);
            assertThat(out).filteredOn(a -> a instanceof AnswerMessage).extracting(a -> ((AnswerMessage) a).text()).singleElement()
                    .asString().contains("AC line segments").contains("longer than 100 km");
        }
    }

    @Test
    void theDistributionGridIsNoAggregate() {
        assertThat(ConstraintPhrases.find("Show me all entities identified as distribution system operators.")).isEmpty();
        assertThat(ConstraintPhrases.find("What is the distribution of line lengths?")).extracting(ConstraintPhrases.Phrase::reason)
                .containsExactly("aggregate");
    }

    @Test
    void aComparisonConsumedByAnyAnnotationCountsAsUsed() {
        String q = "Which AC line segments are longer than 100 km?";
        // an annotation type the accounting does not know (here a used phrase) covering the comparison
        Graph g = graph(new UsedPhrase(new TextSpan(27, 45), "longer than 100 km", "filter", 0.9));
        String sparql = "SELECT DISTINCT ?s WHERE { ?s a <" + CIM + "ACLineSegment> ; <" + CIM + "Conductor.length> ?l FILTER(?l > 100) }";
        List<Annotation> out = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(sparql, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(interpretation(out).unused()).isEmpty();
        assertThat(out).anyMatch(a -> a instanceof AnswerJson).noneMatch(a -> a instanceof AnswerMessage);
    }

    @Test
    void aConstraintFoundInTheTextCountsOnlyWhenTheGeneratorAppliedIt() {
        String q = "Which AC line segments are longer than 100 km?";
        Constraint longer = new Constraint(new TextSpan(27, 45), "longer than 100 km", io.gridchat.kit.annotation.ConstraintKind.COMPARISON,
                "length", null, ">", "100", "km", null, 0.8);
        Graph g = graph(longer, new UsedPhrase(new TextSpan(9, 22), "line segments", "target-class", 0.9));
        // found by the classifier, left out by the generator: named, and the list of every segment withheld
        List<Annotation> dropped = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(SEGMENTS, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(interpretation(dropped).unused()).extracting(Interpretation.Unused::phrase).containsExactly("longer than 100 km");
        assertThat(interpretation(dropped).withheld()).isTrue();
        // applied: the generator's used phrase covers it
        String sparql = "SELECT DISTINCT ?s WHERE { ?s a <" + CIM + "ACLineSegment> ; <" + CIM + "Conductor.length> ?l FILTER(?l > 100) }";
        List<Annotation> kept = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(sparql, 0.8), new AnswerJson("{}", 0.8),
                new UsedPhrase(longer.span(), longer.phrase(), AnswerAccounting.APPLIED_CONSTRAINT, 0.8)));
        assertThat(interpretation(kept).unused()).isEmpty();
        assertThat(interpretation(kept).understood()).extracting(Interpretation.Understood::role).contains("constraint");
        assertThat(kept).anyMatch(a -> a instanceof AnswerJson).noneMatch(a -> a instanceof AnswerMessage);
    }

    @Test
    void anEntityLinkedWhileItsNamesakesAreAskedAboutIsAssumed() {
        String q = "Which breakers are in Kristiansand?";
        Graph g = graph(new Instance(new TextSpan(22, 34), "Kristiansand", "urn:uuid:sub-1", "KRISTIANSAND", CIM + "Substation", 0.9),
                new io.gridchat.kit.annotation.Clarification(new TextSpan(22, 34), "Kristiansand", "Which 'Kristiansand' do you mean?",
                        List.of(new io.gridchat.kit.annotation.Clarification.Option("urn:uuid:sub-1", "KRISTIANSAND", CIM + "Substation"),
                                new io.gridchat.kit.annotation.Clarification.Option("urn:uuid:tn-1", "KRISTIANSAND", CIM + "TopologicalNode")), 0.5));
        Interpretation in = interpretation(accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(IN_SUB, 0.8), new AnswerJson("{}", 0.8))));
        assertThat(in.understood()).filteredOn(u -> "urn:uuid:sub-1".equals(u.value())).extracting(Interpretation.Understood::role)
                .containsExactly(AnswerAccounting.ASSUMED_ENTITY);
    }

    @Test
    void aNameStillAskedAboutWithholdsTheListOfEveryInstance() {
        String q = "Which breakers are in Kristiansand?";
        Graph g = graph(new io.gridchat.kit.annotation.Clarification(new TextSpan(22, 34), "Kristiansand", "Which 'Kristiansand' do you mean?",
                List.of(new io.gridchat.kit.annotation.Clarification.Option("urn:uuid:sub-1", "KRISTIANSAND", CIM + "Substation"),
                        new io.gridchat.kit.annotation.Clarification.Option("urn:uuid:tn-1", "KRISTIANSAND", CIM + "TopologicalNode")), 0.5),
                new UsedPhrase(new TextSpan(6, 14), "breakers", "target-class", 0.9));
        String every = "SELECT ?breaker (SAMPLE(?n) AS ?breakerName) WHERE { ?breaker a <" + CIM + "Breaker> OPTIONAL { ?breaker <" + CIM
                + "IdentifiedObject.name> ?n } } GROUP BY ?breaker";
        List<Annotation> out = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(every, 0.8), new AnswerJson("{}", 0.8)));
        Interpretation in = interpretation(out);
        assertThat(in.withheld()).isTrue();
        assertThat(in.unused()).extracting(Interpretation.Unused::phrase, Interpretation.Unused::reason)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Kristiansand", AnswerAccounting.PENDING_CLARIFICATION));
        assertThat(out).noneMatch(a -> a instanceof AnswerJson);
        assertThat(out).filteredOn(a -> a instanceof AnswerMessage).extracting(a -> ((AnswerMessage) a).text()).singleElement()
                .asString().contains("I asked which one you mean").contains("breakers");
    }

    @Test
    void anOrdinaryQuestionAnsweredInFullHasNoCaveat() {
        String q = "Which breakers are in substation Kristiansand?";
        Graph g = graph(new Instance(new TextSpan(33, 45), "Kristiansand", "urn:uuid:sub-1", "KRISTIANSAND", CIM + "Substation", 0.9),
                new Relation(null, "Kristiansand", CIM + "Equipment.EquipmentContainer", "<" + CIM + "Equipment.EquipmentContainer>/<" + CIM
                        + "VoltageLevel.Substation>", CIM + "Breaker", "urn:uuid:sub-1", 0.8));
        List<Annotation> out = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(IN_SUB, 0.8), new AnswerJson("{}", 0.8)));
        Interpretation in = interpretation(out);
        assertThat(in.unused()).isEmpty();
        assertThat(in.understood()).extracting(Interpretation.Understood::role).contains("target-class", "entity", "relation");
        // the path as its properties' names, not its IRIs
        assertThat(in.understood()).filteredOn(u -> u.role().equals("relation")).extracting(Interpretation.Understood::label)
                .containsExactly("Equipment.EquipmentContainer / VoltageLevel.Substation");
        assertThat(out).anyMatch(a -> a instanceof AnswerJson).noneMatch(a -> a instanceof AnswerMessage);
    }

    @Test
    void anEnumerationValueTheQueryWritesWithAPrefixIsUsed() {
        // the generator's queries are written with prefixes: eu:LimitKind.tatl, not <https://cim.ucaiug.io/ns/eu#LimitKind.tatl>
        String eu = "https://cim.ucaiug.io/ns/eu#";
        String q = "Which current limits are of the kind tatl?";
        String sparql = "PREFIX cim: <" + CIM + "> PREFIX eu: <" + eu + "> SELECT DISTINCT ?l WHERE { ?l a cim:CurrentLimit ; "
                + "cim:OperationalLimit.OperationalLimitType/eu:OperationalLimitType.kind eu:LimitKind.tatl }";
        Graph g = graph(new Instance(new TextSpan(37, 41), "tatl", eu + "LimitKind.tatl", "tatl", eu + "LimitKind", 0.9),
                new Relation(null, "tatl", CIM + "OperationalLimit.OperationalLimitType", "<" + CIM + "OperationalLimit.OperationalLimitType>/<" + eu
                        + "OperationalLimitType.kind>", CIM + "CurrentLimit", eu + "LimitKind.tatl", 0.8));
        Interpretation in = interpretation(accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(sparql, 0.8), new AnswerJson("{}", 0.8))));
        assertThat(in.unused()).extracting(Interpretation.Unused::reason).doesNotContain("unused-entity");
        assertThat(in.understood()).extracting(Interpretation.Understood::role).contains("entity", "relation");
        assertThat(AnswerAccounting.uses(sparql, eu + "LimitKind.tatl")).isTrue();
        assertThat(AnswerAccounting.uses(sparql, eu + "LimitKind.patl")).isFalse();
    }

    @Test
    void anObjectNamedByItsIdentityIsUsedAsAValue() {
        String q = "Which identified objects have the mRID f1769b30-9aeb-11e5-91da-b8763fd99c5f?";
        String mrid = "f1769b30-9aeb-11e5-91da-b8763fd99c5f";
        Graph g = graph(new Instance(new TextSpan(q.indexOf(mrid), q.indexOf(mrid) + mrid.length()), mrid, "urn:uuid:" + mrid, "ARENDAL",
                        CIM + "Substation", 0.9),
                new Relation(new TextSpan(q.indexOf(mrid), q.indexOf(mrid) + mrid.length()), mrid, CIM + "IdentifiedObject.mRID",
                        "<" + CIM + "IdentifiedObject.mRID>", CIM + "IdentifiedObject", mrid, 0.8));
        String sparql = "SELECT DISTINCT ?o WHERE { ?o a <" + CIM + "IdentifiedObject> ; <" + CIM + "IdentifiedObject.mRID> \"" + mrid + "\" }";
        Interpretation in = interpretation(accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(sparql, 0.8), new AnswerJson("{}", 0.8))));
        assertThat(in.unused()).extracting(Interpretation.Unused::phrase).doesNotContain(mrid);
        assertThat(in.understood()).filteredOn(u -> u.role().equals("filter")).extracting(Interpretation.Understood::label)
                .containsExactly("IdentifiedObject.mRID = " + mrid);
    }

    @Test
    void aNegationAndAnUnknownWordKeepTheResultWithACaveat() {
        String q = "Which breakers are not in substation Kristiansand according to the weather forecast?";
        Graph g = graph(new Instance(new TextSpan(37, 49), "Kristiansand", "urn:uuid:sub-1", "KRISTIANSAND", CIM + "Substation", 0.9));
        List<Annotation> out = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(IN_SUB, 0.8), new AnswerJson("{}", 0.8)));
        Interpretation in = interpretation(out);
        assertThat(in.withheld()).isFalse();
        assertThat(in.unused()).extracting(Interpretation.Unused::phrase).containsExactly("not", "according", "weather forecast");
        assertThat(out).anyMatch(a -> a instanceof AnswerJson);
        assertThat(out).filteredOn(a -> a instanceof AnswerMessage).extracting(a -> ((AnswerMessage) a).text()).singleElement()
                .asString().contains("‘not’");
    }

    @Test
    void aSecondEntityTheQueryDoesNotUseIsNamed() {
        String q = "Which breakers are in substation Kristiansand and in Arendal 420?";
        Graph g = graph(new Instance(new TextSpan(33, 45), "Kristiansand", "urn:uuid:sub-1", "KRISTIANSAND", CIM + "Substation", 0.9),
                new Instance(new TextSpan(53, 64), "Arendal 420", "urn:uuid:sub-2", "ARENDAL 420", CIM + "Substation", 0.9));
        List<Annotation> out = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(IN_SUB, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(interpretation(out).unused()).extracting(Interpretation.Unused::phrase, Interpretation.Unused::reason)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Arendal 420", "unused-entity"));
    }

    @Test
    void aWordThatOnlyPickedTheClassDidNotApplyItsAggregate() {
        String q = "What is the total length of all AC line segments?";
        // the classifier used "total" and "length" to choose ACLineSegment; nothing summed anything
        Graph g = graph(new UsedPhrase(new TextSpan(0, 11), "What is the", "answer-kind", 1.0),
                new UsedPhrase(new TextSpan(12, 17), "total", "target-class", 0.9),
                new UsedPhrase(new TextSpan(18, 24), "length", "target-class", 0.9));
        List<Annotation> out = accounting.account(q, g, AnswerKind.VALUE, List.of(new AnswerSparql(SEGMENTS, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(interpretation(out).unused()).extracting(Interpretation.Unused::phrase).contains("total");
        assertThat(interpretation(out).withheld()).isTrue();
    }

    @Test
    void askingForAllInstancesIsAnsweredInFull() {
        String q = "List all AC line segments.";
        List<Annotation> out = accounting.account(q, graph(), AnswerKind.LIST, List.of(new AnswerSparql(SEGMENTS, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(interpretation(out).unused()).isEmpty();
        assertThat(out).anyMatch(a -> a instanceof AnswerJson);
    }

    @Test
    void theWordsOfTheAskedClassAreNamedWhenTheQueryAsksForAnother() {
        // HASLE is a topological node: no breaker is linked to it, relation detection kept the substations instead
        String q = "Which breakers are in the substation HASLE?";
        String substations = "SELECT DISTINCT ?substation WHERE { ?substation a <" + CIM + "Substation> ; <" + CIM
                + "Substation.VoltageLevels>/<" + CIM + "ConnectivityNodeContainer.TopologicalNode> <urn:uuid:tn-1> . FILTER(<urn:uuid:tn-1> != ?substation) }";
        Graph g = graph(new io.gridchat.kit.annotation.AnswerType(AnswerKind.LIST, CIM + "Breaker", 0.8),
                new io.gridchat.kit.annotation.AnswerType(AnswerKind.LIST, CIM + "Substation", 0.1),
                new UsedPhrase(new TextSpan(6, 14), "breakers", "target-class", 0.8),
                new Instance(new TextSpan(37, 42), "HASLE", "urn:uuid:tn-1", "HASLE", CIM + "TopologicalNode", 0.7));
        List<Annotation> other = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(substations, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(interpretation(other).unused()).extracting(Interpretation.Unused::phrase, Interpretation.Unused::reason)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("breakers", "unused-class"));
        assertThat(other).anyMatch(a -> a instanceof AnswerJson)
                .filteredOn(a -> a instanceof AnswerMessage).extracting(a -> ((AnswerMessage) a).text()).singleElement().asString().contains("breakers");

        // the same words, when the query asks for breakers: used
        String breakers = "SELECT DISTINCT ?breaker WHERE { ?breaker a <" + CIM + "Breaker> ; <" + CIM
                + "Equipment.EquipmentContainer>/<" + CIM + "VoltageLevel.Substation> <urn:uuid:tn-1> . FILTER(<urn:uuid:tn-1> != ?breaker) }";
        List<Annotation> asked = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(breakers, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(interpretation(asked).unused()).isEmpty();

        // class words next to each other are named as one phrase
        Graph points = graph(new io.gridchat.kit.annotation.AnswerType(AnswerKind.LIST, CIM + "Breaker", 0.8),
                new UsedPhrase(new TextSpan(6, 9), "non", "target-class", 0.8),
                new UsedPhrase(new TextSpan(10, 20), "conforming", "target-class", 0.8),
                new Instance(new TextSpan(37, 42), "HASLE", "urn:uuid:tn-1", "HASLE", CIM + "TopologicalNode", 0.7));
        List<Annotation> joined = accounting.account("Which non-conforming are in the node HASLE?", points, AnswerKind.LIST,
                List.of(new AnswerSparql(substations, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(interpretation(joined).unused()).extracting(Interpretation.Unused::phrase).contains("non-conforming");
    }

    @Test
    void constraintPhrasesAreFoundWithTheirCue() {
        assertThat(ConstraintPhrases.find("Which lines are longer than 100 km and have at least 3 terminals, top 5 per substation, without breakers?"))
                .extracting(ConstraintPhrases.Phrase::reason)
                .containsExactly("comparison", "comparison", "superlative", "aggregate", "negation");
        ConstraintPhrases.Phrase longer = ConstraintPhrases.find("Which lines are longer than 100 km?").get(0);
        assertThat(longer.cue()).isEqualTo(new TextSpan(16, 27));
        assertThat(longer.whole()).isEqualTo(new TextSpan(16, 34));
        assertThat(ConstraintPhrases.find("Which boundary points have the country code NO?")).isEmpty();
        assertThat(ConstraintPhrases.find("Not one breaker?")).extracting(ConstraintPhrases.Phrase::reason).containsExactly("negation");
        // a unit is a whole word: "5 voltage levels" compares with 5, not with "5 volt"
        assertThat(ConstraintPhrases.find("Which substations have more than 5 voltage levels?").get(0).whole())
                .isEqualTo(new TextSpan(23, 34));
    }

    @Test
    void namesakesPassedOverAreSaidWithTheAnswerAndCoverNothing() {
        // disambiguation linked the geographical region "Svedala Area" over a control area of that name (issue 40)
        String q = "Which substations are in the Svedala Area?";
        TextSpan mention = new TextSpan(q.indexOf("Svedala Area"), q.indexOf("Svedala Area") + "Svedala Area".length());
        Graph g = graph(new Instance(mention, "Svedala Area", "urn:uuid:region", "Svedala Area", CIM + "GeographicalRegion", 0.9),
                new UsedPhrase(mention, CIM + "ControlArea", AnswerAccounting.NAMESAKES_PASSED_OVER, 0.9),
                new UsedPhrase(new TextSpan(6, 17), "substations", "target-class", 0.9));
        String used = "SELECT DISTINCT ?substation WHERE { ?substation a <" + CIM + "Substation> ; <" + CIM
                + "Substation.Region>/<" + CIM + "SubGeographicalRegion.Region> <urn:uuid:region> }";
        List<Annotation> out = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(used, 0.8), new AnswerJson("{}", 0.8)));
        assertThat(out).filteredOn(a -> a instanceof AnswerMessage).extracting(a -> ((AnswerMessage) a).text()).containsExactly(
                "‘Svedala Area’ also names a control area; the question fits only the geographical region, so the answer is about that one.");
        assertThat(interpretation(out).unused()).isEmpty();

        // a query that does not use the entity: no note, and the name is reported as not used (the phrase covers nothing)
        List<Annotation> unused = accounting.account(q, g, AnswerKind.LIST, List.of(new AnswerSparql(
                "SELECT DISTINCT ?substation WHERE { ?substation a <" + CIM + "Substation> }", 0.8), new AnswerJson("{}", 0.8)));
        assertThat(unused).filteredOn(a -> a instanceof AnswerMessage).extracting(a -> ((AnswerMessage) a).text())
                .noneMatch(t -> t.contains("also names"));
        assertThat(interpretation(unused).unused()).extracting(Interpretation.Unused::reason).contains("unused-entity");
    }
}
