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
import io.gridchat.diagrams.question.DiagramQuestionParser;
import io.gridchat.diagrams.render.DiagramCache;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.diagrams.render.StoreElements;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.DiagramAnswer;
import io.gridchat.kit.annotation.Instance;
import java.time.Instant;
import java.util.UUID;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.modify.request.QuadDataAcc;
import org.apache.jena.sparql.modify.request.UpdateDataInsert;
import org.apache.jena.update.UpdateRequest;
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
    static SparqlClient qanary;
    static DiagramsComponent component;

    @BeforeAll
    static void start() {
        System.setProperty("org.apache.jena.tdb.store.enableInlineLiterals", "false");
        // -Dgridchat.test.store-dir=DIR keeps the loaded default data between runs (a restart takes a second)
        String keep = System.getProperty("gridchat.test.store-dir");
        store = EmbeddedTriplestore.start(keep == null ? dir : Path.of(keep), 0);
        cim = SparqlClient.of(store.cimQueryUrl(), Duration.ofSeconds(60));
        networks = new GridNetworks(cim, Duration.ofMinutes(5), Clock.systemUTC());
        renderer = new DiagramRenderer(networks, cim, new ObjectMapper());
        qanary = new SparqlClient(store.qanaryQueryUrl(), store.qanaryUpdateUrl(), Duration.ofSeconds(60));
        component = new DiagramsComponent(new DiagramQuestionParser(1), new DiagramCache(renderer, 16), new StoreElements(cim), () -> "http://test");
    }

    static String question(String text, List<Annotation> earlier) {
        String graph = "urn:graph:" + UUID.randomUUID();
        Node q = NodeFactory.createURI("http://127.0.0.1:8081/question/" + UUID.randomUUID());
        Node g = NodeFactory.createURI(graph);
        QuadDataAcc data = new QuadDataAcc();
        data.addQuad(Quad.create(g, q, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION));
        data.addQuad(Quad.create(g, q, Vocabulary.OWL_SAME_AS, Vocabulary.CURRENT_QUESTION));
        data.addQuad(Quad.create(g, q, Vocabulary.GC_TEXT, NodeFactory.createLiteralString(text)));
        for (Annotation a : earlier) AnnotationShapes.write(a, q, "disambiguation", Instant.now().minusSeconds(5), t -> data.addQuad(Quad.create(g, t)));
        UpdateRequest insert = new UpdateRequest(new UpdateDataInsert(data));
        qanary.update(insert);
        return graph;
    }

    static QuestionGraph ask(String text, List<Annotation> earlier) throws Exception {
        String graph = question(text, earlier);
        QuestionGraph before = QuestionGraph.open(new QanaryMessage(store.qanaryQueryUrl(), graph, graph), qanary, "diagrams");
        component.process(before);
        return QuestionGraph.open(new QanaryMessage(store.qanaryQueryUrl(), graph, graph), qanary, "diagrams");
    }

    @Test
    void theComponentAnswersDiagramQuestionsWithACimdDiagramAndSaysWhyWhenItCannot() throws Exception {
        GridModel svedala = networks.models().stream().filter(m -> m.name().contains("Svedala")).findFirst().orElseThrow();
        Network n = networks.network(svedala);
        Substation sub = n.getSubstations().iterator().next();
        VoltageLevel vl = sub.getVoltageLevels().iterator().next();
        var breaker = vl.getSwitches().iterator().next();
        String subIri = "urn:uuid:" + sub.getId();

        QuestionGraph sld = ask("Show the single-line diagram of " + sub.getNameOrId(),
                List.of(new Instance(null, sub.getNameOrId(), subIri, sub.getNameOrId(), "https://cim.ucaiug.io/ns#Substation", 0.9)));
        DiagramAnswer d = sld.annotations(DiagramAnswer.class).get(0);
        assertThat(d.kind()).isEqualTo(DiagramKind.SINGLE_LINE.cimdKind());
        assertThat(d.format()).isEqualTo("image/svg+xml");
        assertThat(d.subject()).isEqualTo(subIri);
        assertThat(d.link()).isEqualTo("http://test/diagrams/sld.svg?iri=" + subIri.replace(":", "%3A"));
        assertThat(d.name()).isEqualTo("Single-line diagram of substation " + sub.getNameOrId());
        assertThat(sld.annotations(AnswerMessage.class)).singleElement().extracting(AnswerMessage::text).asString().startsWith("Here is");

        QuestionGraph nad = ask("Draw the network around " + vl.getNameOrId() + " (2 steps)",
                List.of(new Instance(null, vl.getNameOrId(), "urn:uuid:" + vl.getId(), null, null, 0.9)));
        assertThat(nad.annotations(DiagramAnswer.class).get(0).link()).contains("/diagrams/nad.svg?").endsWith("&depth=2");

        QuestionGraph equipment = ask("Show me a diagram of " + breaker.getNameOrId(),
                List.of(new Instance(null, breaker.getNameOrId(), "urn:uuid:" + breaker.getId(), null, null, 0.9)));
        assertThat(equipment.annotations(DiagramAnswer.class).get(0).name())
                .isEqualTo("Single-line diagram of voltage level " + vl.getNameOrId() + " (holding " + breaker.getNameOrId() + ")");

        QuestionGraph unknown = ask("Show me a diagram of Atlantis",
                List.of(new Instance(null, "Atlantis", "urn:uuid:no-such-element", null, null, 0.9)));
        assertThat(unknown.annotations(DiagramAnswer.class)).isEmpty();
        assertThat(unknown.annotations(AnswerMessage.class).get(0).text()).contains("not in any grid model PowSyBl imports");

        QuestionGraph nothing = ask("Show me a diagram", List.of());
        assertThat(nothing.annotations(AnswerMessage.class).get(0).text()).contains("no grid element was recognised");

        QuestionGraph other = ask("How many breakers are in " + sub.getNameOrId() + "?",
                List.of(new Instance(null, sub.getNameOrId(), subIri, null, null, 0.9)));
        assertThat(other.annotations(DiagramAnswer.class)).isEmpty();
        assertThat(other.annotations(AnswerMessage.class)).isEmpty();
    }

    /** The IRI of the one element of this class with this name in the default data. */
    static String iriOf(String cimClass, String name) {
        var rs = cim.select("PREFIX cim: <https://cim.ucaiug.io/ns#> SELECT ?x WHERE { ?x a cim:" + cimClass
                + " ; cim:IdentifiedObject.name \"" + name + "\" }");
        assertThat(rs.hasNext()).as(cimClass + " " + name).isTrue();
        return rs.next().getResource("x").getURI();
    }

    @Test
    void anAreaIsDrawnAsTheNetworkOfItsSubstationsAndMessagesNameThingsNeverByIri() throws Exception {
        String region = iriOf("SubGeographicalRegion", "ZON_SYDVÄST");
        QuestionGraph plain = ask("Show me a diagram of ZON_SYDVÄST",
                List.of(new Instance(null, "ZON_SYDVÄST", region, "ZON_SYDVÄST", null, 0.9)));
        DiagramAnswer d = plain.annotations(DiagramAnswer.class).get(0);
        assertThat(d.kind()).isEqualTo(DiagramKind.NETWORK_AREA.cimdKind());
        assertThat(d.link()).contains("/diagrams/nad.svg?").endsWith("&depth=0");
        assertThat(d.name()).isEqualTo("Network-area diagram of the 3 substations of the sub-region ZON_SYDVÄST");
        String message = plain.annotations(AnswerMessage.class).get(0).text();
        assertThat(message).startsWith("No single-line diagram covers the sub-region ZON_SYDVÄST").contains("Here is the network-area diagram")
                .doesNotContain("urn:", "http");
        RenderedDiagram drawn = renderer.render(new DiagramRequest(DiagramKind.NETWORK_AREA, region, 0));
        assertThat(drawn.svg()).contains("<svg");
        assertThat(drawn.elements()).isNotEmpty();

        String loadArea = iriOf("LoadArea", "BE LoadArea");
        QuestionGraph around = ask("Draw the network around BE LoadArea (1 step)",
                List.of(new Instance(null, "BE LoadArea", loadArea, "BE LoadArea", null, 0.9)));
        assertThat(around.annotations(DiagramAnswer.class).get(0).name()).startsWith("Network-area diagram of the 2 substations of the load area BE LoadArea")
                .endsWith("and 1 step around");
        assertThat(around.annotations(AnswerMessage.class).get(0).text()).startsWith("Here is the network-area diagram");

        // an element no diagram covers and that has no drawable namesake: named with its class, never by IRI
        String unknown = "urn:uuid:00000000-0000-0000-0000-000000000000";
        QuestionGraph none = ask("Show me a diagram of nothing", List.of(new Instance(null, "nothing", unknown, null, null, 0.9)));
        assertThat(none.annotations(AnswerMessage.class).get(0).text()).contains("I cannot draw an unnamed element").doesNotContain("urn:");
    }

    @Test
    void aNamesakeThatCanBeDrawnIsDrawnWhenTheLinkedOneCannot() throws Exception {
        // in Svedala, voltage level SYDBÄCK_G_FT63 shares its name with two topological nodes (not drawable on their own)
        String voltageLevel = iriOf("VoltageLevel", "SYDBÄCK_G_FT63");
        var rs = cim.select("PREFIX cim: <https://cim.ucaiug.io/ns#> SELECT ?x WHERE { ?x a cim:TopologicalNode ; cim:IdentifiedObject.name \"SYDBÄCK_G_FT63\" } ORDER BY ?x LIMIT 1");
        String node = rs.next().getResource("x").getURI();
        QuestionGraph asked = ask("Show me a diagram of SYDBÄCK_G_FT63",
                List.of(new Instance(null, "SYDBÄCK_G_FT63", node, "SYDBÄCK_G_FT63", null, 0.9)));
        DiagramAnswer d = asked.annotations(DiagramAnswer.class).get(0);
        assertThat(d.subject()).isEqualTo(voltageLevel);
        assertThat(asked.annotations(AnswerMessage.class).get(0).text())
                .contains("objects are named “SYDBÄCK_G_FT63”", "I drew the voltage level SYDBÄCK_G_FT63", "topological node")
                .doesNotContain("urn:");
    }

    @Test
    void aNameFollowedByItsClassWordsNamesTheContainer() {
        // "sydbäck_g_ft63 voltage level": the voltage level named SYDBÄCK_G_FT63, in any case; no such name: nothing
        StoreElements elements = new StoreElements(cim);
        var found = elements.containerNamedBy(new StoreElements.Element("urn:test:mention", "sydbäck_g_ft63 voltage level", List.of()));
        assertThat(found).map(StoreElements.Element::iri).contains(iriOf("VoltageLevel", "SYDBÄCK_G_FT63"));
        assertThat(elements.containerNamedBy(new StoreElements.Element("urn:test:mention", "NOWHERE substation", List.of()))).isEmpty();
        assertThat(elements.containerNamedBy(new StoreElements.Element("urn:test:mention", "substation", List.of()))).isEmpty();
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
                    if (e.invented()) continue;
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
        assertThat((double) mapped / equipment).as("equipment elements mapped back to IRIs").isGreaterThanOrEqualTo(0.99);
        assertThat(substations).isGreaterThan(10);
    }
}
