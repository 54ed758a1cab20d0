package io.gridchat.triplestore;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.apache.jena.sparql.exec.http.QueryExecHTTP;
import org.apache.jena.sparql.exec.http.UpdateExecHTTP;
import org.eclipse.rdf4j.query.BindingSet;
import org.eclipse.rdf4j.query.TupleQueryResult;
import org.eclipse.rdf4j.repository.sparql.SPARQLRepository;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import io.gridchat.triplestore.load.LoadRequest;

/** The endpoint contract over real HTTP, on a small hand-made TriG file. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EndpointsTest {

    static final String PREFIXES = """
        PREFIX ex: <http://example.org/grid#>
        PREFIX cim: <https://cim.ucaiug.io/ns#>
        PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
        PREFIX sh: <http://www.w3.org/ns/shacl#>
        """;

    EmbeddedTriplestore store;
    final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    void start(@TempDir Path dataDir) {
        store = EmbeddedTriplestore.startWith(dataDir, 0,
            LoadRequest.fromPaths(List.of(Path.of("src/test/resources/small.trig")), null));
    }

    @AfterAll
    void stop() {
        store.close();
    }

    boolean ask(String url, String query) {
        try (QueryExecHTTP exec = QueryExecHTTP.service(url).query(PREFIXES + query).build()) {
            return exec.ask();
        }
    }

    HttpResponse<String> post(String url, String contentType, String body) throws Exception {
        // A fresh client per refused request: Jetty closes the connection after refusing a request whose body it
        // did not read, and a pooled connection reused after that fails with "header parser received no bytes".
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", contentType)
            .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void updatesToTheCimDatasetAreRefused() throws Exception {
        String update = "INSERT DATA { <urn:x> <urn:y> <urn:z> }";
        for (String path : List.of("/cim/update", "/cim/sparql", "/cim/query", "/cim")) {
            HttpResponse<String> direct = post(store.baseUrl() + path, "application/sparql-update", update);
            assertThat(direct.statusCode()).as("sparql-update to " + path).isBetween(400, 499);
            HttpResponse<String> form = post(store.baseUrl() + path, "application/x-www-form-urlencoded",
                "update=" + URLEncoder.encode(update, StandardCharsets.UTF_8));
            assertThat(form.statusCode()).as("form update to " + path).isBetween(400, 499);
        }
        HttpResponse<String> gspWrite = post(store.baseUrl() + "/cim/get?default", "text/turtle",
            "<urn:x> <urn:y> <urn:z> .");
        assertThat(gspWrite.statusCode()).isBetween(400, 499);
        assertThat(ask(store.cimQueryUrl(), "ASK { <urn:x> <urn:y> <urn:z> }")).isFalse();
    }

    @Test
    void qanaryAcceptsUpdatesAndQueries() {
        UpdateExecHTTP.service(store.qanaryUpdateUrl())
            .update("INSERT DATA { GRAPH <urn:question:1> { <urn:a> <urn:b> \"c\" } }").execute();
        assertThat(ask(store.qanaryQueryUrl(), "ASK { GRAPH <urn:question:1> { <urn:a> <urn:b> \"c\" } }")).isTrue();
        assertThat(ask(store.baseUrl() + "/qanary/query", "ASK { GRAPH ?g { <urn:a> <urn:b> \"c\" } }")).isTrue();
    }

    @Test
    void theQanaryDatasetUrlTakesQueriesAndUpdates() {
        // Qanary messages carry one endpoint for both; components use the dataset URL.
        String endpoint = store.baseUrl() + "/qanary";
        UpdateExecHTTP.service(endpoint).update("INSERT DATA { GRAPH <urn:question:2> { <urn:a> <urn:b> \"d\" } }").execute();
        assertThat(ask(endpoint, "ASK { GRAPH <urn:question:2> { <urn:a> <urn:b> \"d\" } }")).isTrue();
    }

    @Test
    void inferredTriplesAreInTheDefaultGraphButNotInNamedGraphs() {
        String cim = store.cimQueryUrl();
        assertThat(ask(cim, "ASK { ex:line1 a cim:ConductingEquipment }")).isTrue();
        assertThat(ask(cim, "ASK { GRAPH ?g { ex:line1 a cim:ConductingEquipment } }")).isFalse();
        assertThat(ask(cim, "ASK { GRAPH <urn:test:instances> { ex:line1 a cim:ACLineSegment } }")).isTrue();
        // default-graph triples of the TriG file and named-graph triples are both in the default graph
        assertThat(ask(cim, "ASK { ex:model ex:title ?t . ex:line1 a cim:ACLineSegment }")).isTrue();
        assertThat(ask(store.baseUrl() + "/cim/query", "ASK { ex:line1 a cim:Conductor }")).isTrue();
    }

    @Test
    void literalsAreTypedByTheirPropertyRangeKeepingTheLexicalForm() {
        String cim = store.cimQueryUrl();
        assertThat(ask(cim, "ASK { ex:line1 cim:ACLineSegment.r \"0\"^^xsd:float }")).isTrue();
        assertThat(ask(cim, "ASK { ex:line1 cim:ACLineSegment.r \"1.0E-1\"^^xsd:float }")).isTrue();
        assertThat(ask(cim, "ASK { ex:switch1 cim:Switch.open true }")).isTrue();
        assertThat(ask(cim, "ASK { ex:line1 cim:IdentifiedObject.name \"Line 1\" }")).isTrue();
        assertThat(ask(cim, "ASK { ex:line1 cim:ACLineSegment.r 0 }")).isFalse();
    }

    @Test
    void prefixRegistryHoldsDeclaredAndRequiredPrefixes() {
        String cim = store.cimQueryUrl();
        String q = """
            ASK { GRAPH <urn:gridchat:prefixes> { <urn:gridchat:prefixes> sh:declare [ sh:prefix "%s" ;
                sh:namespace "%s"^^xsd:anyURI ] } }""";
        assertThat(ask(cim, q.formatted("myprefix", "http://example.org/declared-only-here#"))).isTrue();
        assertThat(ask(cim, q.formatted("cim", "https://cim.ucaiug.io/ns#"))).isTrue();
        for (String required : List.of("cimr", "nc", "eu", "xsd", "rdf", "rdfs", "owl", "geo")) {
            assertThat(ask(cim, "ASK { GRAPH <urn:gridchat:prefixes> { ?d sh:prefix \"" + required + "\" } }"))
                .as(required).isTrue();
        }
    }

    @Test
    void healthPingAndGraphStoreRead() throws Exception {
        HttpResponse<String> health = get(store.baseUrl() + "/health");
        assertThat(health.statusCode()).isEqualTo(200);
        assertThat(health.body()).contains("\"status\":\"UP\"").contains("\"triples\":" + store.cimTripleCount());
        assertThat(get(store.baseUrl() + "/$/ping").statusCode()).isEqualTo(200);
        HttpResponse<String> graph = get(store.baseUrl() + "/cim/get?graph="
            + URLEncoder.encode("urn:test:instances", StandardCharsets.UTF_8));
        assertThat(graph.statusCode()).isEqualTo(200);
        assertThat(graph.body()).contains("line1");
    }

    @Test
    void corsIsOff() throws Exception { // issue 45: no page of another origin reads the stores through a user's browser
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(store.cimQueryUrl() + "?query="
                + URLEncoder.encode("ASK {}", StandardCharsets.UTF_8)))
            .header("Origin", "http://localhost:8080").GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }

    @Test
    void rdf4jSparqlRepositorySpeaksTheProtocol() {
        SPARQLRepository repo = new SPARQLRepository(store.cimQueryUrl());
        try (var conn = repo.getConnection();
             TupleQueryResult result = conn.prepareTupleQuery(PREFIXES
                 + "SELECT ?name WHERE { ?x a cim:ConductingEquipment ; cim:IdentifiedObject.name ?name }").evaluate()) {
            List<BindingSet> rows = result.stream().toList();
            assertThat(rows).hasSize(1);
            assertThat(rows.get(0).getValue("name").stringValue()).isEqualTo("Line 1");
        } finally {
            repo.shutDown();
        }
    }
}
