package io.gridchat.diagrams;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.powsybl.iidm.network.Network;
import com.powsybl.iidm.network.Substation;
import com.powsybl.iidm.network.VoltageLevel;
import io.gridchat.diagrams.model.GridModel;
import io.gridchat.diagrams.model.GridNetworks;
import io.gridchat.diagrams.render.DiagramKind;
import io.gridchat.diagrams.render.DiagramRenderer;
import io.gridchat.diagrams.render.DiagramRequest;
import io.gridchat.diagrams.render.RenderedDiagram;
import io.gridchat.kit.SparqlClient;
import io.gridchat.triplestore.EmbeddedTriplestore;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On the default data (the CGMES conformity models, as the triplestore loads them): every model is exported from the
 * store and imported by PowSyBl, every substation's single-line diagram and a network-area diagram around every voltage
 * level render, and the drawn equipment maps back to IRIs of the store.
 */
class DefaultDataDiagramsTest {
    @TempDir static Path dir;
    static EmbeddedTriplestore store;
    static SparqlClient cim;
    static GridNetworks networks;
    static DiagramRenderer renderer;

    @BeforeAll
    static void start() {
        System.setProperty("org.apache.jena.tdb.store.enableInlineLiterals", "false");
        // -Dgridchat.test.store-dir=DIR keeps the loaded default data between runs (a restart takes a second)
        String keep = System.getProperty("gridchat.test.store-dir");
        store = EmbeddedTriplestore.start(keep == null ? dir : Path.of(keep), 0);
        cim = SparqlClient.of(store.cimQueryUrl(), Duration.ofSeconds(60));
        networks = new GridNetworks(cim, Duration.ofMinutes(5), Clock.systemUTC());
        renderer = new DiagramRenderer(networks, cim, new ObjectMapper());
    }

    @AfterAll
    static void stop() {
        if (store != null) store.close();
    }

    @Test
    void everySubstationAndVoltageLevelOfEveryDefaultModelIsDrawn() {
        List<GridModel> models = networks.models();
        models.forEach(m -> System.out.println("model " + m.name() + ": " + m.graphs()));
        assertThat(models).extracting(GridModel::name).hasSize(4);
        List<String> unmapped = new ArrayList<>();
        int substations = 0, voltageLevels = 0, equipment = 0, mapped = 0;
        for (GridModel model : models) {
            Network network = networks.network(model);
            assertThat(network.getSubstationCount()).as(model.name()).isPositive();
            for (Substation s : network.getSubstations()) {
                substations++;
                RenderedDiagram d = renderer.render(new DiagramRequest(DiagramKind.SINGLE_LINE, "urn:uuid:" + s.getId(), 0));
                assertThat(d.svg()).as(s.getId()).startsWith("<?xml").contains("<svg");
                for (var e : d.elements()) {
                    if (e.equipmentId().endsWith("_fict")) continue;
                    equipment++;
                    if (e.iri() != null) mapped++;
                    else if (unmapped.size() < 30) unmapped.add(e.equipmentId() + " " + e.name());
                }
            }
            for (VoltageLevel vl : network.getVoltageLevels()) {
                voltageLevels++;
                RenderedDiagram d = renderer.render(new DiagramRequest(DiagramKind.NETWORK_AREA, "urn:uuid:" + vl.getId(), 1));
                assertThat(d.svg()).as(vl.getId()).contains("<svg");
            }
        }
        System.out.printf("default data: %d models, %d substation SLDs, %d NADs, equipment elements mapped %d/%d%n",
                models.size(), substations, voltageLevels, mapped, equipment);
        System.out.println("unmapped (first 30): " + unmapped);
        assertThat((double) mapped / equipment).as("equipment elements mapped back to IRIs").isGreaterThanOrEqualTo(0.98);
        assertThat(substations).isGreaterThan(10);
    }
}
