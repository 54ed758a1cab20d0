package io.gridchat.triplestore;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.apache.jena.sparql.exec.http.QueryExecHTTP;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An empty store starts with the CGMES 3 conformity models, typed and with inference. */
class DefaultDataTest {

    static final String PREFIXES = """
        PREFIX cim: <https://cim.ucaiug.io/ns#>
        PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        """;

    @TempDir
    Path dataDir;

    boolean ask(EmbeddedTriplestore store, String query) {
        try (QueryExecHTTP exec = QueryExecHTTP.service(store.cimQueryUrl()).query(PREFIXES + query).build()) {
            return exec.ask();
        }
    }

    @Test
    void theDefaultGridGraphLoadsWhenTheStoreIsEmpty() {
        long t0 = System.nanoTime();
        try (EmbeddedTriplestore store = EmbeddedTriplestore.start(dataDir, 0)) {
            System.out.println("default data start: " + (System.nanoTime() - t0) / 1_000_000 + " ms, cim="
                + store.cimTripleCount() + " triples");
            assertThat(store.cimTripleCount()).isPositive();
            assertThat(ask(store, "ASK { ?x a cim:ACLineSegment ; cim:IdentifiedObject.name ?n }")).isTrue();
            assertThat(ask(store, "ASK { ?x a cim:Substation }")).isTrue();
            // the core hierarchy gives superclass types, the inverses give both directions
            assertThat(ask(store, "ASK { ?x a cim:ACLineSegment, cim:ConductingEquipment, cim:IdentifiedObject }"))
                .isTrue();
            assertThat(ask(store, "ASK { ?t cim:Terminal.ConductingEquipment ?ce . ?ce cim:ConductingEquipment.Terminals ?t }"))
                .isTrue();
            assertThat(ask(store, "ASK { ?x cim:ACLineSegment.r ?r FILTER(datatype(?r) = xsd:float) }")).isTrue();
            assertThat(ask(store, "ASK { cim:ACLineSegment.r rdfs:domain cim:ACLineSegment }")).isTrue();
            assertThat(ask(store, "ASK { ?s ?p ?o FILTER(STRSTARTS(STR(?p), \"http://iec.ch/TC57/CIM100\")) }"))
                .isFalse();
            assertThat(ask(store, "ASK { ?x a cim:Terminal FILTER(STRSTARTS(STR(?x), \"urn:uuid:\")) }")).isTrue();
        }
    }
}
