package io.gridchat.kit.annotation;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.vocabulary.Vocabulary;
import java.time.Instant;
import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

/** Every annotation type survives a write/read round trip, and its RDF carries the Qanary core triples. */
class AnnotationShapesTest {
    static final Node QUESTION = NodeFactory.createURI("http://127.0.0.1:8081/question/1");
    static final Instant AT = Instant.parse("2025-01-02T10:00:00Z");

    static final List<Annotation> ALL = List.of(
            new SpotInstance(new TextSpan(10, 26), "Kristiansand 400", SpotKind.NAME, null, null, null, 0.8),
            new SpotInstance(new TextSpan(30, 36), "400 kV", SpotKind.NUMBER, "400", "http://www.w3.org/2001/XMLSchema#decimal", "kV", 0.9),
            new Instance(new TextSpan(10, 26), "Kristiansand 400", "urn:x:sub1", "KRISTIANSAND 400", "https://cim.ucaiug.io/ns#Substation", 0.7),
            new AnswerType(AnswerKind.COUNT, "https://cim.ucaiug.io/ns#Breaker", 0.95),
            new Relation(new TextSpan(0, 4), "in", "https://cim.ucaiug.io/ns#Equipment.EquipmentContainer",
                    "<https://cim.ucaiug.io/ns#Equipment.EquipmentContainer>", "https://cim.ucaiug.io/ns#Breaker", "urn:x:sub1", 0.6),
            new AnswerSparql("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", 0.5),
            new AnswerJson("{\"head\":{\"vars\":[\"n\"]},\"results\":{\"bindings\":[]}}", 0.5),
            new ImprovedQuestion("How many breakers are in KRISTIANSAND 400?", 0.9),
            new Correction(new TextSpan(9, 15), "trafos", "power transformers", "synonym", 0.9),
            new Clarification(new TextSpan(10, 22), "Kristiansand", "Which Kristiansand do you mean?",
                    List.of(new Clarification.Option("urn:x:sub1", "KRISTIANSAND 400", "https://cim.ucaiug.io/ns#Substation"),
                            new Clarification.Option("urn:x:sub2", "KRISTIANSAND 132", "https://cim.ucaiug.io/ns#Substation")), 0.4),
            // options cut to two of 244 same-named terminals: the count says so (the chatbot's equivalence check needs it)
            new Clarification(new TextSpan(0, 2), "T1", "Which 'T1' do you mean?",
                    List.of(new Clarification.Option("urn:x:t1a", "T1", "https://cim.ucaiug.io/ns#Terminal", "mRID 2dd9"),
                            new Clarification.Option("urn:x:t1b", "T1", "https://cim.ucaiug.io/ns#Terminal", "mRID f176")), 0.9, 244),
            new AnswerMessage("I found no breakers in KRISTIANSAND 400.", 1.0),
            new TimeSeriesCall(List.of("m1", "m2"), "ts-1", "2025-01-01T00:00:00Z", "2025-01-02T00:00:00Z",
                    List.of("average", "max"), "1h", 100, "{\"items\":[]}", 0.9),
            new ExecutedQuery("SELECT ?m WHERE { ?m a <https://cim.ucaiug.io/ns#Analog> }",
                    "{\"head\":{\"vars\":[\"m\"]},\"results\":{\"bindings\":[]}}", 0.9),
            new DiagramAnswer("urn:gridchat:diagram:1", "Single-line diagram of substation ARENDAL", "/diagrams/sld.svg?iri=urn:x:sub1",
                    "image/svg+xml", "https://cim.ucaiug.io/diagrams#DiagramKind.PowSyBl-SingleLineDiagram", "urn:x:sub1", 1.0),
            new Constraint(new TextSpan(27, 45), "longer than 100 km", ConstraintKind.COMPARISON, "length", null, ">", "100", "km", null, 0.8),
            new Constraint(new TextSpan(5, 16), "the longest", ConstraintKind.SUPERLATIVE, "length", "DESC", null, null, null, 1, 0.8),
            // answer accounting (issue 10); items in reading order, as they are read back
            new UsedPhrase(new TextSpan(9, 17), "breakers", "target-class", 0.9),
            new Interpretation(List.of(new Interpretation.Understood("target-class", "breaker", "https://cim.ucaiug.io/ns#Breaker", new TextSpan(9, 17)),
                    new Interpretation.Understood("answer-kind", "count", "https://w3id.org/gridchat#CountAnswer", null)),
                    List.of(new Interpretation.Unused("longer than 100 km", "comparison", new TextSpan(27, 45))), true, 1.0),
            // the other end of a property pair the question left open; examples are read back sorted
            new OtherEnd("https://cim4.eu/ns/nc#BiddingZoneBorder.BiddingZoneTwo", "https://cim4.eu/ns/nc#BiddingZoneBorder.BiddingZoneOne", 4,
                    List.of("SE4 - DE_LU", "SE4 - DK2"), "SELECT ?b WHERE { ?b a <https://cim4.eu/ns/nc#BiddingZoneBorder> }", 0.8),
            // a clarification option's reading: its relation, and the answer it would have
            new Relation(null, "ARENDAL CN 012", "https://cim.ucaiug.io/ns#Terminal.ConnectivityNode",
                    "<https://cim.ucaiug.io/rules#Equipment.Terminals>/<https://cim.ucaiug.io/ns#Terminal.ConnectivityNode>",
                    "https://cim.ucaiug.io/ns#Disconnector", "urn:uuid:730d0140", 0.7, "urn:uuid:730d0140"),
            new Reading(new TextSpan(56, 70), "ARENDAL CN 012", "urn:uuid:730d0140", "SELECT ?d WHERE { ?d ?p <urn:uuid:730d0140> }",
                    "{\"head\":{\"vars\":[\"d\"]},\"results\":{\"bindings\":[]}}", List.of("need", "visually"), 0.8));

    @Test
    void everyShapeRoundTrips() {
        Graph g = GraphFactory.createDefaultGraph();
        for (Annotation a : ALL) AnnotationShapes.write(a, QUESTION, "ner", AT, g::add);
        for (Annotation a : ALL) {
            List<? extends Annotated<? extends Annotation>> read = AnnotationShapes.read(g, a.getClass());
            List<Annotation> values = read.stream().map(r -> (Annotation) r.annotation()).toList();
            assertThat(values).contains(a);
            assertThat(read).allSatisfy(r -> {
                assertThat(r.annotatedBy()).isEqualTo("urn:qanary:ner");
                assertThat(r.annotatedAt()).isEqualTo(AT);
            });
        }
    }

    @Test
    void everyShapeHasTheQanaryCoreTriples() {
        for (Annotation a : ALL) {
            Graph g = GraphFactory.createDefaultGraph();
            Node node = AnnotationShapes.write(a, QUESTION, "ner", AT, g::add);
            assertThat(g.contains(node, Vocabulary.RDF_TYPE, AnnotationShapes.typeOf(a.getClass()))).isTrue();
            assertThat(g.find(node, Vocabulary.OA_HAS_TARGET, Node.ANY).toList()).hasSize(1);
            assertThat(g.find(node, Vocabulary.QA_SCORE, Node.ANY).toList()).hasSize(1);
            assertThat(g.contains(node, Vocabulary.OA_ANNOTATED_BY, Vocabulary.componentNode("ner"))).isTrue();
            assertThat(g.find(node, Vocabulary.OA_ANNOTATED_AT, Node.ANY).toList()).hasSize(1);
        }
    }

    @Test
    void spanTargetsUseATextPositionSelectorOnTheQuestion() {
        Graph g = GraphFactory.createDefaultGraph();
        Node node = AnnotationShapes.write(ALL.get(0), QUESTION, "ner", AT, g::add);
        Node target = g.find(node, Vocabulary.OA_HAS_TARGET, Node.ANY).next().getObject();
        assertThat(g.contains(target, Vocabulary.OA_HAS_SOURCE, QUESTION)).isTrue();
        Node selector = g.find(target, Vocabulary.OA_HAS_SELECTOR, Node.ANY).next().getObject();
        assertThat(g.contains(selector, Vocabulary.RDF_TYPE, Vocabulary.OA_TEXT_POSITION_SELECTOR)).isTrue();
    }

    /** A spot written by a plain Qanary component (no gridchat extras) still reads, as a name. */
    @Test
    void plainQanarySpotReadsAsAName() {
        Graph g = GraphFactory.createDefaultGraph();
        RDFParser.fromString("""
                @prefix qa: <http://www.wdaqua.eu/qa#> .
                @prefix oa: <http://www.w3.org/ns/openannotation/core/> .
                @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
                <urn:a> a qa:AnnotationOfSpotInstance ;
                  oa:hasTarget [ a oa:SpecificResource ; oa:hasSource <http://127.0.0.1:8081/question/1> ;
                                 oa:hasSelector [ a oa:TextPositionSelector ; oa:start "3"^^xsd:nonNegativeInteger ; oa:end "9"^^xsd:nonNegativeInteger ] ] ;
                  oa:annotatedBy <urn:qanary:other> ; oa:annotatedAt "2025-01-02T10:00:00Z"^^xsd:dateTime .
                """, Lang.TURTLE).parse(g);
        List<Annotated<SpotInstance>> spots = AnnotationShapes.read(g, SpotInstance.class);
        assertThat(spots).singleElement().satisfies(s -> {
            assertThat(s.annotation().kind()).isEqualTo(SpotKind.NAME);
            assertThat(s.annotation().span()).isEqualTo(new TextSpan(3, 9));
            assertThat(s.annotation().score()).isEqualTo(1.0);
        });
    }
}
