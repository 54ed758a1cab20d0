package io.gridchat.triplestore;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.apache.jena.sparql.exec.http.QueryExecHTTP;
import org.apache.jena.sparql.exec.http.UpdateExecHTTP;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.server.QanaryStorage;

/** The qanary dataset's two storages over real HTTP: TDB2 keeps question graphs across a restart, memory does not and is bounded. */
class QanaryStorageTest {
    static final LoadRequest SMALL = LoadRequest.fromPaths(List.of(Path.of("src/test/resources/small.trig")), null);

    static void insert(EmbeddedTriplestore store, String graph) {
        UpdateExecHTTP.service(store.qanaryUpdateUrl()).update("INSERT DATA { GRAPH <" + graph + "> { <urn:q> <urn:p> \"v\" } }").execute();
    }

    static boolean has(EmbeddedTriplestore store, String graph) {
        try (QueryExecHTTP q = QueryExecHTTP.service(store.qanaryQueryUrl()).query("ASK { GRAPH <" + graph + "> { ?s ?p ?o } }").build()) {
            return q.ask();
        }
    }

    @Test
    void tdb2KeepsQuestionGraphsAcrossARestartMemoryDoesNot(@TempDir Path dataDir) {
        try (EmbeddedTriplestore store = EmbeddedTriplestore.start(dataDir, "127.0.0.1", 0, SMALL, QanaryStorage.DURABLE)) {
            insert(store, "urn:graph:durable");
        }
        try (EmbeddedTriplestore store = EmbeddedTriplestore.start(dataDir, "127.0.0.1", 0, SMALL, QanaryStorage.DURABLE)) {
            assertThat(has(store, "urn:graph:durable")).isTrue();
        }
        try (EmbeddedTriplestore store = EmbeddedTriplestore.start(dataDir, "127.0.0.1", 0, SMALL, QanaryStorage.DEFAULT)) {
            assertThat(has(store, "urn:graph:durable")).as("memory starts empty").isFalse();
            insert(store, "urn:graph:volatile");
            assertThat(has(store, "urn:graph:volatile")).isTrue();
            assertThat(store.cimTripleCount()).as("the grid graph stays in TDB2 either way").isPositive();
        }
        try (EmbeddedTriplestore store = EmbeddedTriplestore.start(dataDir, "127.0.0.1", 0, SMALL, QanaryStorage.DURABLE)) {
            assertThat(has(store, "urn:graph:durable")).as("the TDB2 question graphs were not touched by a memory run").isTrue();
            assertThat(has(store, "urn:graph:volatile")).isFalse();
        }
    }

    @Test
    void inMemoryTheOldestQuestionGraphsGoBeyondTheBoundOtherGraphsStay(@TempDir Path dataDir) {
        try (EmbeddedTriplestore store = EmbeddedTriplestore.start(dataDir, "127.0.0.1", 0, SMALL, new QanaryStorage(QanaryStorage.Kind.MEMORY, 3))) {
            insert(store, "urn:gridchat:ontology:qa");
            for (int i = 1; i <= 5; i++) insert(store, "urn:graph:" + i);
            insert(store, "urn:graph:4"); // a later write to a kept graph does not move it
            assertThat(List.of(1, 2, 3, 4, 5).stream().map(i -> has(store, "urn:graph:" + i)).toList())
                .containsExactly(false, false, true, true, true);
            assertThat(has(store, "urn:gridchat:ontology:qa")).isTrue();
        }
    }
}
