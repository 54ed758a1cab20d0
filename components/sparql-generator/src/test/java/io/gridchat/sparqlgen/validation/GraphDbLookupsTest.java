package io.gridchat.sparqlgen.validation;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.SparqlClient;
import io.gridchat.store.GraphDbTestServer;
import io.gridchat.store.Store;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Set;
import org.apache.jena.update.UpdateFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The validator on the real GraphDB engine ({@code mvn -Pgraphdb}): prefixes from /namespaces, IRIs via entity#id. */
@Tag("graphdb")
class GraphDbLookupsTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static GraphDbTestServer server;
    static SparqlClient cim;
    static SparqlValidator validator;
    static GraphDbLookups lookups;

    @BeforeAll
    static void start() throws Exception {
        server = GraphDbTestServer.start();
        Store store = server.createRepositories();
        SparqlClient writer = new SparqlClient(store.cimQueryUrl(), store.cimUpdateUrl(), Duration.ofSeconds(30));
        writer.update(UpdateFactory.create("INSERT DATA { GRAPH <urn:grid> { <urn:uuid:b1> a <" + CIM + "Breaker> ; <"
                + CIM + "IdentifiedObject.name> \"B1\" . <urn:uuid:sc1> a <" + CIM + "LinearShuntCompensator> ; <"
                + CIM + "LinearShuntCompensator.gPerSection> \"-1.1338E-06\"^^<http://www.w3.org/2001/XMLSchema#float> } "
                + "GRAPH <urn:schema> { <" + CIM + "LinearShuntCompensator.gPerSection> <http://www.w3.org/2000/01/rdf-schema#range> "
                + "<http://www.w3.org/2001/XMLSchema#float> } }"));
        HttpResponse<String> put = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(store.cimQueryUrl() + "/namespaces/cim"))
                .header("Content-Type", "text/plain").PUT(HttpRequest.BodyPublishers.ofString(CIM)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(put.statusCode()).isEqualTo(204);
        cim = new SparqlClient(store.cimQueryUrl(), null, Duration.ofSeconds(30));
        lookups = (GraphDbLookups) StoreLookups.of(store.kind(), store.cimQueryUrl(), null, cim::select);
        validator = new SparqlValidator(cim::select, lookups);
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    @Test
    void prefixesComeFromTheRepositoryNamespaces() {
        assertThat(lookups.prefixes()).containsEntry("cim", CIM);
        ValidationResult r = validator.validate("SELECT ?b WHERE { ?b a cim:Breaker }");
        assertThat(r.errors()).isEmpty();
        assertThat(r.fixes()).contains("added missing prefix cim: <" + CIM + ">");
    }

    @Test
    void iriExistenceUsesGraphDbEntityIds() {
        assertThat(lookups.existing(Set.of("urn:uuid:b1", CIM + "Breaker", CIM + "NoSuchClass")))
                .containsExactlyInAnyOrder("urn:uuid:b1", CIM + "Breaker");
        ValidationResult r = validator.validate("PREFIX cim: <" + CIM + "> SELECT ?b WHERE { ?b a cim:Brekaer }");
        assertThat(r.errors()).singleElement().asString().contains("unknown IRIs").contains(CIM + "Brekaer");
    }

    /**
     * GraphDB matches a literal in a triple pattern by its exact spelling: "-1.1338E-6"^^xsd:float does not find the
     * stored "-1.1338E-06" (Fuseki's TDB2 finds it). The validator compares numbers by value, so every spelling does.
     */
    @Test
    void graphDbMatchesNumbersInTriplePatternsByTermOnly() {
        String raw = "SELECT ?c WHERE { ?c <" + CIM + "LinearShuntCompensator.gPerSection> \"-1.1338E-6\"^^<http://www.w3.org/2001/XMLSchema#float> }";
        assertThat(cim.select(org.apache.jena.query.QueryFactory.create(raw)).size()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"-1.1338E-06\"", "\"-1.1338e-6\"", "\"-0.0000011338\"", "-1.1338E-6", "\"-1.1338E-6\"^^xsd:float"})
    void aFloatTypedInAnotherSpellingIsFound(String value) {
        ValidationResult r = validator.validate("PREFIX cim: <" + CIM + ">\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n"
                + "SELECT ?c WHERE { ?c a cim:LinearShuntCompensator ; cim:LinearShuntCompensator.gPerSection " + value + " }");
        assertThat(r.errors()).isEmpty();
        var rows = cim.select(r.query());
        assertThat(rows.size()).as(r.query().serialize()).isEqualTo(1);
        assertThat(rows.next().getResource("c").getURI()).isEqualTo("urn:uuid:sc1");
    }
}
