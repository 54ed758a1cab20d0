package io.gridchat.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What the pipeline does with each component's report, A/B interleaved: {@link TriplesText#relabel} against parsing
 * the report and writing it again (what it did before 2026-11-23). Reports shaped like the kit's: annotations with
 * blank-node targets and selectors, scores, dates; the large one carries a 30 KB JSON literal, as sparql-generator's
 * answer does. Prints medians (µs) and the ratio.
 * Run: {@code mvn -o -pl components/component-kit surefire:test -Dtest=TriplesTextBenchmark -Dsurefire.groups=benchmark -Dsurefire.excludedGroups=shared}
 */
@Tag("benchmark")
class TriplesTextBenchmark {
    static final int ROUNDS = Integer.getInteger("benchmark.rounds", 3000);

    @Test
    void relabelAgainstParseAndWrite() {
        for (int annotations : new int[] {4, 12}) {
            String report = TriplesText.write(report(annotations, annotations > 4 ? 30_000 : 0));
            List<Double> relabel = new ArrayList<>(), reparse = new ArrayList<>();
            long sink = 0;
            for (int round = 0; round < ROUNDS; round++) {
                boolean relabelFirst = round % 2 == 0;
                for (int k = 0; k < 2; k++) {
                    long t0 = System.nanoTime();
                    String out = (k == 0) == relabelFirst ? TriplesText.relabel(report, "report")
                            : TriplesText.write(TriplesText.read(report, "report"));
                    double us = (System.nanoTime() - t0) / 1e3;
                    sink += out.length();
                    if (round >= ROUNDS / 5) ((k == 0) == relabelFirst ? relabel : reparse).add(us); // the first fifth warms up
                }
            }
            System.out.printf(Locale.ROOT, "BENCHMARK report of %d bytes (%d annotations): relabel p50 %.1f µs, parse+write p50 %.1f µs"
                    + " (ratio %.1fx); p95 %.1f / %.1f µs [%d]%n", report.length(), annotations, p(relabel, 50), p(reparse, 50),
                    p(reparse, 50) / p(relabel, 50), p(relabel, 95), p(reparse, 95), sink % 7);
        }
    }

    /** Annotation-like triples: each annotation a typed node with a blank-node target (source, selector), a body, a score, a date. */
    static Graph report(int annotations, int jsonLength) {
        Graph g = GraphFactory.createDefaultGraph();
        Node type = NodeFactory.createURI("http://www.w3.org/1999/02/22-rdf-syntax-ns#type");
        for (int a = 0; a < annotations; a++) {
            Node annotation = NodeFactory.createURI("urn:gridchat:annotation:" + java.util.UUID.randomUUID());
            Node target = NodeFactory.createBlankNode(), selector = NodeFactory.createBlankNode();
            g.add(Triple.create(annotation, type, NodeFactory.createURI("http://www.wdaqua.eu/qa#AnnotationOfInstance")));
            g.add(Triple.create(annotation, NodeFactory.createURI("http://www.w3.org/ns/openannotation/core/hasTarget"), target));
            g.add(Triple.create(target, NodeFactory.createURI("http://www.w3.org/ns/openannotation/core/hasSource"),
                    NodeFactory.createURI("http://127.0.0.1:8081/question/" + java.util.UUID.randomUUID())));
            g.add(Triple.create(target, NodeFactory.createURI("http://www.w3.org/ns/openannotation/core/hasSelector"), selector));
            g.add(Triple.create(selector, NodeFactory.createURI("http://www.w3.org/ns/openannotation/core/start"), NodeFactory.createLiteralDT("12", XSDDatatype.XSDnonNegativeInteger)));
            g.add(Triple.create(selector, NodeFactory.createURI("http://www.w3.org/ns/openannotation/core/end"), NodeFactory.createLiteralDT("27", XSDDatatype.XSDnonNegativeInteger)));
            g.add(Triple.create(annotation, NodeFactory.createURI("http://www.w3.org/ns/openannotation/core/hasBody"),
                    NodeFactory.createURI("https://cim.ucaiug.io/ns#Substation." + a)));
            g.add(Triple.create(annotation, NodeFactory.createURI("http://www.wdaqua.eu/qa#score"), NodeFactory.createLiteralDT("0.93", XSDDatatype.XSDdouble)));
            g.add(Triple.create(annotation, NodeFactory.createURI("http://www.w3.org/ns/openannotation/core/annotatedAt"),
                    NodeFactory.createLiteralDT("2026-11-23T17:00:00Z", XSDDatatype.XSDdateTime)));
        }
        if (jsonLength > 0) {
            StringBuilder json = new StringBuilder("{\"head\":{\"vars\":[\"s\",\"name\"]},\"results\":{\"bindings\":[");
            for (int i = 0; json.length() < jsonLength; i++) {
                json.append("{\"s\":{\"type\":\"uri\",\"value\":\"urn:uuid:").append(i).append("\"},\"name\":{\"type\":\"literal\",\"value\":\"ARENDAL ").append(i).append("\"}},");
            }
            g.add(Triple.create(NodeFactory.createBlankNode(), NodeFactory.createURI("http://www.w3.org/1999/02/22-rdf-syntax-ns#value"),
                    NodeFactory.createLiteralString(json.append("]}}").toString())));
        }
        return g;
    }

    private static double p(List<Double> values, int pct) {
        List<Double> s = new ArrayList<>(values);
        s.sort(null);
        return s.get(Math.min(s.size() - 1, (int) Math.ceil(pct / 100.0 * s.size()) - 1));
    }
}
