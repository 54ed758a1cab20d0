package io.gridchat.eval.steps;

import static io.gridchat.kit.vocabulary.Vocabulary.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.ExecutedQuery;
import io.gridchat.kit.annotation.Reading;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.TimeSeriesCall;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import io.gridchat.eval.dataset.ReferenceStep;
import io.gridchat.eval.dataset.ReferenceStepGroup;
import io.gridchat.eval.scoring.StepsScore;
import io.gridchat.pipeline.client.ComponentCall;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

class StepExtractorTest {
    final Graph g = GraphFactory.createDefaultGraph();
    final Node question = NodeFactory.createURI("http://127.0.0.1:8081/question/1");
    Instant clock = Instant.parse("2025-06-10T12:00:00Z");

    void write(String component, Annotation a) {
        clock = clock.plusSeconds(1); // annotatedAt orders the annotations
        AnnotationShapes.write(a, question, component, clock, g::add);
    }

    @Test
    void turnsAnnotationsIntoLookupsQueriesAndTimeSeriesCalls() {
        write("ner", SpotInstance.name(new TextSpan(0, 4), "OSLO", SpotKind.NAME, 0.9));
        write("ner", SpotInstance.name(new TextSpan(10, 14), "XYZW", SpotKind.NAME, 0.9));
        write("ner", new SpotInstance(new TextSpan(20, 26), "400 kV", SpotKind.NUMBER, "400", XSD + "decimal", "kV", 0.9));
        write("disambiguation", new Instance(new TextSpan(0, 4), "OSLO", "urn:uuid:oslo", "OSLO", null, 0.9));
        write("disambiguation", new Clarification(new TextSpan(30, 34), "Bergen", "Which Bergen?",
                List.of(new Clarification.Option("urn:uuid:b1", "BERGEN 1", null), new Clarification.Option("urn:uuid:b2", "BERGEN 2", null)), 0.5));
        write("sparql-generator", new AnswerSparql("SELECT 1", 1));
        write("cognite-bridge", new AnswerSparql("SELECT ?mrid", 1));
        write("cognite-bridge", new AnswerJson("{\"head\":{\"vars\":[\"mrid\"]},\"results\":{\"bindings\":[]}}", 1));
        write("sparql-generator", new AnswerJson("{\"head\":{\"vars\":[\"x\"]},\"results\":{\"bindings\":[]}}", 1));
        write("sparql-generator", new AnswerSparql("SELECT 2", 1));
        write("cognite-bridge", new TimeSeriesCall(List.of("m2", "m1"), "E", "2023-09-01T00:00:00Z", "2023-09-02T00:00:00Z",
                List.of("min"), "1h", 10, "{}", 1));

        SystemSteps s = StepExtractor.steps(g);
        assertThat(s.lookups()).extracting(EntityLookup::mention, EntityLookup::iris).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple("OSLO", List.of("urn:uuid:oslo")),
                org.assertj.core.groups.Tuple.tuple("Bergen", List.of("urn:uuid:b1", "urn:uuid:b2")),
                org.assertj.core.groups.Tuple.tuple("XYZW", List.of()));
        // the k-th query of a component goes with the k-th result of the same component
        assertThat(s.queries()).extracting(QueryStep::sparql, q -> q.resultJson() == null ? null : q.resultJson().contains("\"x\"") ? "x" : "mrid")
                .containsExactly(org.assertj.core.groups.Tuple.tuple("SELECT 1", "x"), org.assertj.core.groups.Tuple.tuple("SELECT ?mrid", "mrid"),
                        org.assertj.core.groups.Tuple.tuple("SELECT 2", null));
        assertThat(s.finalSparql()).isEqualTo("SELECT 2");
        assertThat(s.timeSeries()).singleElement().satisfies(t -> {
            assertThat(t.mrids()).containsExactly("m1", "m2");
            assertThat(t.externalId()).isEqualTo("E");
            assertThat(t.granularity()).isEqualTo("1h");
            assertThat(t.limit()).isEqualTo(10);
        });
    }

    /**
     * A time-series answer: the measurement lookup written with its own row (ExecutedQuery), the same query as the
     * answer's evidence SPARQL, and the datapoints as the answer's JSON. The lookup is scored with its row; the
     * datapoints are never taken for the lookup's result.
     */
    @Test
    void executedQueriesAreStepsWithTheirOwnResultAndTheDatapointsStayTheAnswer() {
        String lookup = "SELECT ?measurement ?mrid WHERE { VALUES ?measurement { <urn:uuid:m1> } }";
        String lookupRows = "{\"head\":{\"vars\":[\"measurement\",\"mrid\",\"name\"]},\"results\":{\"bindings\":[{\"measurement\":"
                + "{\"type\":\"uri\",\"value\":\"urn:uuid:m1\"},\"mrid\":{\"type\":\"literal\",\"value\":\"m1\"},\"name\":{\"type\":\"literal\",\"value\":\"Price\"}}]}}";
        String datapoints = "{\"head\":{\"vars\":[\"timestamp\",\"value\"]},\"results\":{\"bindings\":[{\"timestamp\":"
                + "{\"type\":\"literal\",\"value\":\"2023-09-01T00:00:00Z\"},\"value\":{\"type\":\"literal\",\"value\":\"42.0\"}}]}}";
        write("cognite-bridge", new ExecutedQuery("SELECT ?measurement WHERE { ?measurement ?p <urn:uuid:zone> }", lookupRows, 0.9));
        write("cognite-bridge", new ExecutedQuery(lookup, lookupRows, 0.9));
        write("cognite-bridge", new TimeSeriesCall(List.of("m1"), "E", "2023-09-01T00:00:00Z", "2023-09-02T00:00:00Z", List.of(), null, null, "{}", 1));
        write("cognite-bridge", new AnswerSparql(lookup, 0.9));
        write("cognite-bridge", new AnswerJson(datapoints, 1));

        SystemSteps s = StepExtractor.steps(g);
        assertThat(s.queries()).extracting(QueryStep::sparql, QueryStep::resultJson).containsExactly(
                org.assertj.core.groups.Tuple.tuple("SELECT ?measurement WHERE { ?measurement ?p <urn:uuid:zone> }", lookupRows),
                org.assertj.core.groups.Tuple.tuple(lookup, lookupRows),
                org.assertj.core.groups.Tuple.tuple(null, datapoints));
        assertThat(s.finalSparql()).isEqualTo(lookup);

        String referenceRow = "{\"head\":{\"vars\":[\"measurement\",\"mrid\"]},\"results\":{\"bindings\":[{\"measurement\":"
                + "{\"type\":\"uri\",\"value\":\"urn:uuid:m1\"},\"mrid\":{\"type\":\"literal\",\"value\":\"m1\"}}]}}";
        ReferenceStep lookupStep = new ReferenceStep(ReferenceStep.SPARQL_QUERY, Map.of("query", "SELECT ?measurement ?mrid ..."),
                referenceRow, List.of("measurement", "mrid"));
        ReferenceStep series = new ReferenceStep(ReferenceStep.RETRIEVE_TIME_SERIES, Map.of("mrid", "m1"), null, List.of("external_id"));
        ReferenceStep points = new ReferenceStep(ReferenceStep.RETRIEVE_DATA_POINTS,
                Map.of("external_id", "E", "start", "2023-09-01T00:00:00Z", "end", "2023-09-02T00:00:00Z"), null, null);
        List<ReferenceStepGroup> groups = List.of(new ReferenceStepGroup(List.of(lookupStep)),
                new ReferenceStepGroup(List.of(series)), new ReferenceStepGroup(List.of(points)));
        assertThat(StepsScore.score(groups, s, clock)).isEqualTo(1.0);

        // the same annotations paired the old way (lookup query with the datapoints) miss the lookup step: 2/3
        SystemSteps paired = new SystemSteps(List.of(), List.of(new QueryStep(lookup, datapoints, "urn:qanary:cognite-bridge")), s.timeSeries());
        assertThat(StepsScore.score(groups, paired, clock)).isEqualTo(2.0 / 3);
    }

    /**
     * While the user is asked which Bergen is meant, the answer for each option (a reading) is a query the system ran:
     * a step with its own result, before the answer's query (which stays the final SPARQL).
     */
    @Test
    void theReadingOfEachOptionIsAQueryStep() {
        String rows = "{\"head\":{\"vars\":[\"b\"]},\"results\":{\"bindings\":[{\"b\":{\"type\":\"uri\",\"value\":\"urn:uuid:br1\"}}]}}";
        write("disambiguation", new Clarification(new TextSpan(30, 36), "Bergen", "Which Bergen?",
                List.of(new Clarification.Option("urn:uuid:b1", "BERGEN", null), new Clarification.Option("urn:uuid:b2", "BERGEN", null)), 0.5));
        write("sparql-generator", new AnswerSparql("SELECT ?b WHERE { ?b a <urn:x:Breaker> }", 0.8));
        write("sparql-generator", new Reading(new TextSpan(30, 36), "Bergen", "urn:uuid:b1", "SELECT ?b WHERE { ?b ?p <urn:uuid:b1> }", rows, List.of(), 0.8));

        SystemSteps s = StepExtractor.steps(g);
        assertThat(s.queries()).extracting(QueryStep::sparql, QueryStep::resultJson).containsExactly(
                org.assertj.core.groups.Tuple.tuple("SELECT ?b WHERE { ?b ?p <urn:uuid:b1> }", rows),
                org.assertj.core.groups.Tuple.tuple("SELECT ?b WHERE { ?b a <urn:x:Breaker> }", null));
        assertThat(s.finalSparql()).isEqualTo("SELECT ?b WHERE { ?b a <urn:x:Breaker> }");
        ReferenceStep breakers = new ReferenceStep(ReferenceStep.SPARQL_QUERY, Map.of("query", "SELECT ?b ..."), rows, null);
        assertThat(StepsScore.score(List.of(new ReferenceStepGroup(List.of(breakers))), s, clock)).isEqualTo(1.0);
    }

    @Test
    void readsRunRecordAndTokenCountsFromTheGraph() {
        Node run = NodeFactory.createURI("urn:gridchat:run:1");
        g.add(Triple.create(run, RDF_TYPE, GC_PIPELINE_RUN));
        for (int i = 1; i <= 2; i++) {
            Node c = NodeFactory.createBlankNode();
            g.add(Triple.create(run, GC_CALL, c));
            g.add(Triple.create(c, GC_COMPONENT, NodeFactory.createLiteralString(i == 1 ? "ner" : "sparql-generator")));
            g.add(Triple.create(c, GC_ORDER, NodeFactory.createLiteralDT(Integer.toString(3 - i), XSDDatatype.XSDinteger)));
            g.add(Triple.create(c, GC_DURATION_MS, NodeFactory.createLiteralDT(Integer.toString(10 * i), XSDDatatype.XSDlong)));
            g.add(Triple.create(c, StepExtractor.GC_LLM_INPUT_TOKENS, NodeFactory.createLiteralDT("100", XSDDatatype.XSDinteger)));
        }
        g.add(Triple.create(run, StepExtractor.GC_LLM_OUTPUT_TOKENS, NodeFactory.createLiteralDT("7", XSDDatatype.XSDinteger)));
        assertThat(StepExtractor.componentCalls(g)).extracting(ComponentCall::component, ComponentCall::durationMs)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("sparql-generator", 20L), org.assertj.core.groups.Tuple.tuple("ner", 10L));
        assertThat(StepExtractor.llmTokens(g)).containsExactly(200, 7);
    }
}
