package io.gridchat.triplestore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.jena.graph.Node;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.ResultSet;
import org.apache.jena.riot.resultset.ResultSetLang;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.exec.RowSet;
import org.apache.jena.sparql.exec.http.QueryExecHTTP;
import org.apache.jena.sparql.resultset.ResultsReader;
import org.apache.jena.sparql.resultset.SPARQLResult;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

import io.gridchat.triplestore.load.LoadRequest;

/**
 * Fidelity: after loading the benchmark graph with the v3-era order, every {@code sparql_query} reference step of
 * train and dev returns its recorded result (multiset of rows on the recorded variables). Prints
 * {@code reproduced X/Y}, load time and query latency p50/p95. Needs ../shared: {@code mvn -Pshared -pl triplestore test}.
 */
@Tag("shared")
class FidelityTest {

    static final String PREFIXES = """
        PREFIX cim: <https://cim.ucaiug.io/ns#>
        PREFIX cimr: <https://cim.ucaiug.io/rules#>
        PREFIX nc: <https://cim4.eu/ns/nc#>
        PREFIX eu: <https://cim.ucaiug.io/ns/eu#>
        PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
        PREFIX geo: <http://www.opengis.net/ont/geosparql#>
        """;

    record Step(String id, String query, String output) {}

    @TempDir
    Path dataDir;

    @Test
    void referenceQueriesReproduceTheirRecordedResults() throws Exception {
        Path shared = Path.of(System.getProperty("gridchat.shared.dir", "../../shared"));
        Path kg = shared.resolve("datasets/kg");
        LoadRequest benchmarkGraph = LoadRequest.fromOrderFile(kg.resolve("load-order-qa-v3-era.tsv"));
        long t0 = System.nanoTime();
        long loaded;
        try (EmbeddedTriplestore store = EmbeddedTriplestore.startWith(dataDir, 0, benchmarkGraph)) {
            loaded = store.cimTripleCount();
            long loadMs = (System.nanoTime() - t0) / 1_000_000;
            System.out.println("load (parse + inference + updates + write + start): " + loadMs + " ms, cim="
                + store.cimTripleCount() + " triples");

            List<Step> steps = new ArrayList<>();
            for (String split : List.of("train.yaml", "dev.yaml")) {
                steps.addAll(readSteps(shared.resolve("datasets/t2ps-qa").resolve(split)));
            }
            int reproduced = 0;
            List<Long> latencies = new ArrayList<>();
            List<String> failures = new ArrayList<>();
            for (Step step : steps) {
                long q0 = System.nanoTime();
                String verdict;
                try {
                    verdict = check(store.cimQueryUrl(), step);
                } catch (RuntimeException e) {
                    verdict = "error " + e.getMessage();
                }
                latencies.add((System.nanoTime() - q0) / 1_000);
                if (verdict == null) {
                    reproduced++;
                } else {
                    failures.add(step.id() + ": " + verdict);
                }
            }
            latencies.sort(null);
            double p50 = latencies.get(latencies.size() / 2) / 1000.0;
            double p95 = latencies.get((int) (latencies.size() * 0.95)) / 1000.0;
            failures.stream().limit(30).forEach(f -> System.out.println("MISMATCH " + f));
            System.out.printf("reproduced %d/%d%n", reproduced, steps.size());
            System.out.printf("reference query latency over HTTP: p50 %.1f ms, p95 %.1f ms%n", p50, p95);
            Files.writeString(Path.of("target/fidelity-mismatches.txt"), String.join("\n", failures));
            assertThat((double) reproduced / steps.size()).isGreaterThanOrEqualTo(0.999);
        }
        long r0 = System.nanoTime();
        try (EmbeddedTriplestore store = EmbeddedTriplestore.startWith(dataDir, 0, benchmarkGraph)) {
            System.out.println("restart of the loaded store: " + (System.nanoTime() - r0) / 1_000_000 + " ms, cim="
                + store.cimTripleCount() + " triples (no reload)");
            assertThat(store.cimTripleCount()).isEqualTo(loaded);
        }
    }

    /** Null when the step reproduces, else a reason. */
    static String check(String endpoint, Step step) {
        SPARQLResult expected = ResultsReader.create().lang(ResultSetLang.RS_JSON).build()
            .readAny(new ByteArrayInputStream(step.output().getBytes(StandardCharsets.UTF_8)));
        Query query = QueryFactory.create(PREFIXES + step.query());
        try (QueryExecHTTP exec = QueryExecHTTP.service(endpoint).query(query).build()) {
            if (query.isAskType()) {
                return exec.ask() == expected.getBooleanResult() ? null : "ask differs";
            }
            RowSet actual = exec.select();
            ResultSet exp = expected.getResultSet();
            List<String> vars = exp.getResultVars();
            Map<String, Integer> want = multiset(RowSet.adapt(exp), vars);
            Map<String, Integer> got = multiset(actual, vars);
            return want.equals(got) ? null : "expected " + abbreviate(want) + " got " + abbreviate(got);
        }
    }

    static Map<String, Integer> multiset(RowSet rows, List<String> vars) {
        Map<String, Integer> counts = new HashMap<>();
        rows.forEachRemaining(b -> counts.merge(key(b, vars), 1, Integer::sum));
        return counts;
    }

    static String key(Binding b, List<String> vars) {
        StringBuilder sb = new StringBuilder();
        for (String v : vars) {
            Node n = b.get(v);
            sb.append(n == null ? "-" : n.isBlank() ? "_:b" : n.toString()).append(" | ");
        }
        return sb.toString();
    }

    static String abbreviate(Map<String, Integer> m) {
        String s = m.toString();
        return s.length() > 300 ? s.substring(0, 300) + "…(" + m.size() + " rows)" : s;
    }

    @SuppressWarnings("unchecked")
    static List<Step> readSteps(Path yamlFile) throws Exception {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(100 * 1024 * 1024);
        List<Step> steps = new ArrayList<>();
        try (InputStream in = Files.newInputStream(yamlFile)) {
            Object doc = new Yaml(options).load(in);
            List<Map<String, Object>> templates = doc instanceof List<?> l ? (List<Map<String, Object>>) l
                : (List<Map<String, Object>>) ((Map<String, Object>) doc).values().stream()
                    .filter(v -> v instanceof List).findFirst().orElseThrow();
            for (Map<String, Object> template : templates) {
                for (Map<String, Object> question : (List<Map<String, Object>>) template.get("questions")) {
                    int i = 0;
                    for (List<Map<String, Object>> group : (List<List<Map<String, Object>>>) question.get("reference_steps")) {
                        for (Map<String, Object> step : group) {
                            if ("sparql_query".equals(step.get("name"))) {
                                String query = (String) ((Map<String, Object>) step.get("args")).get("query");
                                steps.add(new Step(question.get("id") + "#" + i++, query, (String) step.get("output")));
                            }
                        }
                    }
                }
            }
        }
        return steps;
    }
}
