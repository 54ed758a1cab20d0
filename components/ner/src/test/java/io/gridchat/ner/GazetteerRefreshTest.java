package io.gridchat.ner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.testing.CimFixtures;
import io.gridchat.kit.gazetteer.Entry;
import io.gridchat.kit.gazetteer.Gazetteer;
import io.gridchat.kit.gazetteer.GazetteerHolder;
import io.gridchat.kit.gazetteer.GazetteerLoader;
import io.gridchat.kit.gazetteer.GazetteerSettings;
import io.gridchat.kit.gazetteer.Keys;
import java.time.Duration;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.Txn;
import org.junit.jupiter.api.Test;

/** The gazetteer is built over SPARQL from a real Fuseki and rebuilt when the graph's fingerprint changes. */
class GazetteerRefreshTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";

    @Test
    void buildsFromTheStoreAndRefreshesWhenTheGraphChanges() {
        DatasetGraph ds = CimFixtures.turtle(GazetteerRefreshTest.class, "grid.ttl");
        FusekiServer fuseki = CimFixtures.serve(ds);
        SparqlClient client = SparqlClient.of("http://localhost:" + fuseki.getPort() + "/cim/sparql", Duration.ofSeconds(10));
        try (GazetteerHolder holder = new GazetteerHolder(new GazetteerLoader(client, GazetteerSettings.defaults()), Duration.ZERO)) {
            Gazetteer g = holder.current();
            assertThat(g.exact(Keys.compact("MALMO 420 M1"))).extracting(Entry::iri).containsExactly("urn:uuid:f1769a12-9aeb-11e5-91da-b8763fd99c5f");
            assertThat(g.exact("f1769a12")).extracting(Entry::kind).containsExactly(SpotKind.MRID_PREFIX);
            assertThat(g.exact(Keys.compact("10YNO-1--------2"))).extracting(Entry::kind).containsExactly(SpotKind.EIC);
            assertThat(g.exact("low")).singleElement().satisfies(e -> assertThat(e.enumClass()).isEqualTo(CIM + "OperationalLimitDirectionKind"));
            assertThat(g.mostSpecificClass("urn:uuid:2dd90002-bdfb-11e5-94fa-c8f73332c8f4")).isEqualTo(CIM + "ACLineSegment");
            assertThat(g.isA(CIM + "ACLineSegment", CIM + "ConductingEquipment")).isTrue();
            assertThat(g.degree("urn:uuid:2dd90003-bdfb-11e5-94fa-c8f73332c8f4")).isPositive(); // KRISTIANSAND is shared
            assertThat(holder.refreshIfChanged()).isFalse();

            Txn.executeWrite(ds, () -> ds.getDefaultGraph().add(Triple.create(NodeFactory.createURI("urn:uuid:new"),
                    NodeFactory.createURI(CIM + "IdentifiedObject.name"), NodeFactory.createLiteralString("NEW STATION"))));
            assertThat(holder.current().exact("newstation")).isEmpty();
            assertThat(holder.refreshIfChanged()).isTrue();
            assertThat(holder.current().exact("newstation")).extracting(Entry::iri).containsExactly("urn:uuid:new");
        } finally {
            fuseki.stop();
        }
    }

    @Test
    void anUnreachableStoreIsAClearError() {
        SparqlClient nowhere = SparqlClient.of("http://127.0.0.1:1/cim/sparql", Duration.ofSeconds(2));
        try (GazetteerHolder holder = new GazetteerHolder(new GazetteerLoader(nowhere, GazetteerSettings.defaults()), Duration.ZERO)) {
            assertThatThrownBy(holder::current).isInstanceOf(IllegalStateException.class).hasMessageContaining("cannot build the gazetteer");
        }
    }

    @Test
    void aFailedFirstLoadIsTriedAgainSoonInTheBackground() throws Exception {
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) { port = free.getLocalPort(); }
        SparqlClient client = SparqlClient.of("http://127.0.0.1:" + port + "/cim/sparql", Duration.ofSeconds(5));
        // a refresh interval far longer than the test: only the first-load retry can load it
        try (GazetteerHolder holder = new GazetteerHolder(new GazetteerLoader(client, GazetteerSettings.defaults()), Duration.ofHours(1))) {
            Thread.sleep(1000); // the first try has failed: nothing listens yet
            assertThat(holder.isLoaded()).isFalse();
            FusekiServer fuseki = FusekiServer.create().port(port).add("/cim", CimFixtures.turtle(GazetteerRefreshTest.class, "grid.ttl")).build().start();
            try {
                long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (!holder.isLoaded() && System.nanoTime() < deadline) Thread.sleep(200);
                assertThat(holder.isLoaded()).as("loaded in the background within 30 s, without a question").isTrue();
                assertThat(holder.current().exact(Keys.compact("MALMO 420 M1"))).isNotEmpty();
            } finally {
                fuseki.stop();
            }
        }
    }
}
