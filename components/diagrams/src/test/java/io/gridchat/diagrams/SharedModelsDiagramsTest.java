package io.gridchat.diagrams;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.powsybl.iidm.network.Network;
import com.powsybl.iidm.network.Substation;
import com.powsybl.iidm.network.TopologyKind;
import com.powsybl.iidm.network.VoltageLevel;
import io.gridchat.diagrams.model.GridModel;
import io.gridchat.diagrams.model.GridNetworks;
import io.gridchat.diagrams.render.DiagramKind;
import io.gridchat.diagrams.render.DiagramRenderer;
import io.gridchat.diagrams.render.DiagramRequest;
import io.gridchat.diagrams.render.DrawnElement;
import io.gridchat.diagrams.render.RenderedDiagram;
import io.gridchat.diagrams.render.StoreElements;
import io.gridchat.kit.SparqlClient;
import io.gridchat.triplestore.EmbeddedTriplestore;
import io.gridchat.triplestore.load.LoadRequest;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On the benchmark graph (../shared, Nordic44 + Telemark-120 as TriG with dcat:Dataset headers): both grids are
 * exported and imported (Telemark-120 node-breaker, i.e. with the EU profiles only), every substation's single-line
 * diagram renders, and at least 99 % of the drawn equipment maps back to IRIs of the store. Prints import times and
 * warm single-line and network-area render times.
 */
@Tag("shared")
class SharedModelsDiagramsTest {
    @TempDir static Path dir;
    static EmbeddedTriplestore store;
    static GridNetworks networks;
    static DiagramRenderer renderer;

    @BeforeAll
    static void start() {
        System.setProperty("org.apache.jena.tdb.store.enableInlineLiterals", "false");
        Path shared = Path.of(System.getProperty("gridchat.shared.dir", "../../../shared"));
        String keep = System.getProperty("gridchat.test.shared-store-dir");
        store = EmbeddedTriplestore.startWith(keep == null ? dir : Path.of(keep), 0,
                LoadRequest.fromOrderFile(shared.resolve("datasets/kg/load-order-qa-v3-era.tsv")));
        SparqlClient cim = SparqlClient.of(store.cimQueryUrl(), Duration.ofSeconds(120));
        networks = new GridNetworks(cim, Duration.ofMinutes(5), Clock.systemUTC());
        renderer = new DiagramRenderer(networks, cim, new ObjectMapper());
    }

    @AfterAll
    static void stop() {
        if (store != null) store.close();
    }

    @Test
    void everySubstationOfNordic44AndTelemark120IsDrawnAndMapsBackToTheStore() {
        List<GridModel> models = networks.models();
        models.forEach(m -> System.out.println("model " + m.name() + ": " + m.graphs().stream().map(g -> g.graph()).toList()));
        assertThat(models).hasSize(2);
        int substations = 0, equipment = 0, mapped = 0;
        List<String> unmapped = new ArrayList<>();
        List<Long> sldMillis = new ArrayList<>();
        List<Long> nadMillis = new ArrayList<>();
        for (GridModel model : models) {
            long t0 = System.nanoTime();
            Network network = networks.network(model);
            System.out.printf("imported %s: %d substations, %d voltage levels, %d ms%n", model.name(),
                    network.getSubstationCount(), network.getVoltageLevelCount(), (System.nanoTime() - t0) / 1_000_000);
            assertThat(network.getVoltageLevelStream().map(VoltageLevel::getTopologyKind))
                    .as("%s imports node-breaker (a header with non-EU profiles too makes it bus-breaker)", model.name())
                    .contains(TopologyKind.NODE_BREAKER);
            for (Substation s : network.getSubstations()) {
                substations++;
                DiagramRequest request = new DiagramRequest(DiagramKind.SINGLE_LINE, "urn:uuid:" + s.getId(), 0);
                RenderedDiagram first = renderer.render(request);
                assertThat(first.svg()).as(s.getNameOrId()).contains("<svg");
                sldMillis.add(renderer.render(request).renderMillis());   // warm: classes loaded, network imported
                for (DrawnElement e : first.elements()) {
                    if (e.invented()) continue;
                    equipment++;
                    if (e.iri() != null) mapped++;
                    else if (unmapped.size() < 20) unmapped.add(model.name() + ":" + e.equipmentId());
                }
            }
            for (VoltageLevel vl : network.getVoltageLevels()) {
                nadMillis.add(renderer.render(new DiagramRequest(DiagramKind.NETWORK_AREA, "urn:uuid:" + vl.getId(), 2)).renderMillis());
            }
        }
        double share = (double) mapped / equipment;
        System.out.printf("shared: %d substation SLDs rendered; equipment elements mapped back to IRIs %d/%d = %.2f %%%n",
                substations, mapped, equipment, 100 * share);
        System.out.printf("warm SLD p50 %d ms, p95 %d ms; NAD depth 2 p50 %d ms, p95 %d ms (%d)%n", pct(sldMillis, 50), pct(sldMillis, 95),
                pct(nadMillis, 50), pct(nadMillis, 95), nadMillis.size());
        System.out.println("unmapped (first 20): " + unmapped);
        assertThat(substations).isGreaterThan(40);
        assertThat(share).isGreaterThanOrEqualTo(0.99);
    }

    @Test
    void aNameWithItsClassWordMeansTheSubstationNamedByTheRest() {
        // Nordic44 names a diagram layout object "Arendal Substation"; PowSyBl draws no such object, but the
        // substation ARENDAL, which a name and its class word mean (issue 43: "show me a diagram of arendal substation")
        SparqlClient cim = SparqlClient.of(store.cimQueryUrl(), Duration.ofSeconds(120));
        StoreElements elements = new StoreElements(cim);
        var rs = cim.select("PREFIX cim: <https://cim.ucaiug.io/ns#> SELECT ?x WHERE { ?x cim:IdentifiedObject.name \"Arendal Substation\" } LIMIT 1");
        StoreElements.Element layout = elements.describe(rs.next().getResource("x").getURI());
        assertThat(layout.drawable() && layout.classes().stream().anyMatch(c -> c.equals("Substation") || c.equals("VoltageLevel"))).isFalse();
        StoreElements.Element substation = elements.containerNamedBy(layout).orElseThrow();
        assertThat(substation.classes()).contains("Substation");
        assertThat(substation.name()).isEqualTo("ARENDAL");
        assertThat(renderer.render(new DiagramRequest(DiagramKind.SINGLE_LINE, substation.iri(), 0)).svg()).contains("<svg");
    }

    static long pct(List<Long> values, int p) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.isEmpty() ? -1 : sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }
}
