package io.gridchat.pipeline;

import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.exec.http.QueryExecutionHTTP;
import org.apache.jena.sparql.exec.http.UpdateExecHTTP;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A/B of the media type a kit component reads its question graph in (one CONSTRUCT per call), interleaved in one run:
 * Jena's default ({@code text/turtle} first: Fuseki writes pretty Turtle), N-Triples and RDF Thrift, each parsed
 * by the client. A question graph of 266 triples as the kit's own {@code question-graph.rq} reads it.
 * Run: {@code mvn -o -pl pipeline test -Dtest=ConstructFormatBenchmark -Dsurefire.groups=benchmark -Dsurefire.excludedGroups=shared}
 */
@Tag("benchmark")
class ConstructFormatBenchmark {
    static final int ROUNDS = Integer.getInteger("benchmark.rounds", 300);

    @Test
    void turtleAgainstNTriplesAgainstThrift() {
        DatasetGraph qanary = DatasetGraphFactory.createTxnMem();
        FusekiServer fuseki = FusekiServer.create().port(0).loopback(true).add("/qanary", qanary).build().start();
        try {
            String endpoint = "http://127.0.0.1:" + fuseki.getHttpPort() + "/qanary";
            String graph = "urn:graph:" + UUID.randomUUID();
            StringBuilder body = new StringBuilder("INSERT DATA { GRAPH <" + graph + "> { <urn:q> <http://www.w3.org/2002/07/owl#sameAs> <urn:qanary:currentQuestion> . ");
            for (int a = 0; a < 38; a++) {
                String ann = "<urn:gridchat:annotation:" + UUID.randomUUID() + ">";
                body.append(ann).append(" a <http://www.wdaqua.eu/qa#AnnotationOfInstance> ; <http://www.w3.org/ns/openannotation/core/hasTarget> [ ")
                    .append("<http://www.w3.org/ns/openannotation/core/hasSource> <urn:q> ; <http://www.w3.org/ns/openannotation/core/hasSelector> [ ")
                    .append("<http://www.w3.org/ns/openannotation/core/start> ").append(a).append(" ; <http://www.w3.org/ns/openannotation/core/end> ").append(a + 5)
                    .append(" ] ] ; <http://www.w3.org/ns/openannotation/core/hasBody> <urn:x:").append(a).append("> ; <http://www.wdaqua.eu/qa#score> 0.9 . ");
            }
            UpdateExecHTTP.service(endpoint).update(body.append("} }").toString()).execute();
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            ParameterizedSparqlString q = SparqlClient.template(QuestionGraph.class, "question-graph.rq");
            q.setIri("graph", graph);
            String[] accepts = {null, "application/n-triples", "application/rdf+thrift"};
            List<List<Double>> ms = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            int size = 0;
            for (int round = -30; round < ROUNDS; round++) {
                for (int k = 0; k < 3; k++) {
                    int i = Math.floorMod(round + k, 3); // rotate which goes first
                    long t0 = System.nanoTime();
                    var b = QueryExecutionHTTP.service(endpoint + "/sparql").httpClient(http).query(q.asQuery());
                    if (accepts[i] != null) b.acceptHeader(accepts[i]);
                    try (QueryExecutionHTTP qe = b.build()) {
                        size = qe.execConstruct().getGraph().size();
                    }
                    if (round >= 0) ms.get(i).add((System.nanoTime() - t0) / 1e6);
                }
            }
            System.out.printf(Locale.ROOT, "BENCHMARK CONSTRUCT of a %d-triple question graph, %d interleaved rounds, p50: turtle (default) %.2f ms,"
                    + " n-triples %.2f ms (ratio %.2f), rdf+thrift %.2f ms (ratio %.2f); p95 %.2f / %.2f / %.2f%n",
                    size, ROUNDS, p(ms.get(0), 50), p(ms.get(1), 50), p(ms.get(0), 50) / p(ms.get(1), 50), p(ms.get(2), 50),
                    p(ms.get(0), 50) / p(ms.get(2), 50), p(ms.get(0), 95), p(ms.get(1), 95), p(ms.get(2), 95));
        } finally {
            fuseki.stop();
        }
    }

    private static double p(List<Double> values, int pct) {
        List<Double> s = new ArrayList<>(values);
        s.sort(null);
        return s.get(Math.min(s.size() - 1, (int) Math.ceil(pct / 100.0 * s.size()) - 1));
    }
}
