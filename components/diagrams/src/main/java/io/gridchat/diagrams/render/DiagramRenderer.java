package io.gridchat.diagrams.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.powsybl.iidm.network.Bus;
import com.powsybl.iidm.network.Connectable;
import com.powsybl.iidm.network.Identifiable;
import com.powsybl.iidm.network.Network;
import com.powsybl.iidm.network.Substation;
import com.powsybl.iidm.network.Switch;
import com.powsybl.iidm.network.Terminal;
import com.powsybl.iidm.network.VoltageLevel;
import com.powsybl.nad.NadParameters;
import com.powsybl.nad.NetworkAreaDiagram;
import com.powsybl.nad.build.iidm.VoltageLevelFilter;
import com.powsybl.sld.SingleLineDiagram;
import com.powsybl.sld.SldParameters;
import io.gridchat.diagrams.model.GridNetworks;
import io.gridchat.kit.SparqlClient;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.binding.BindingFactory;

/**
 * Draws single-line and network-area diagrams with PowSyBl from the warm networks, and maps every drawn element back
 * to its IRI, name and CIM class in the grid graph (PowSyBl's metadata gives each SVG element's equipment id; the
 * IRI is {@code urn:uuid:} + id, or + one of its aliases when PowSyBl merged substations).
 */
public final class DiagramRenderer {
    private static final String UUID = "urn:uuid:";
    private static final Pattern SAFE_IRI = Pattern.compile("urn:uuid:\\p{XDigit}{8}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{12}");

    private final GridNetworks networks;
    private final SparqlClient store;
    private final StoreElements storeElements;
    private final ObjectMapper json;
    private final AtomicLong prefixes = new AtomicLong();

    public DiagramRenderer(GridNetworks networks, SparqlClient store, ObjectMapper json) {
        this.networks = networks;
        this.store = store;
        this.storeElements = new StoreElements(store);
        this.json = json;
    }

    /** What the store says about an element (name, classes, namesakes, an area's substations). */
    public StoreElements storeElements() { return storeElements; }

    public RenderedDiagram render(DiagramRequest request) {
        java.util.Optional<GridNetworks.Found> inNetwork = networks.find(request.iri());
        if (inNetwork.isEmpty()) {
            StoreElements.Element asked = storeElements.describe(request.iri());
            if (asked.area() && request.kind() == DiagramKind.NETWORK_AREA) return renderArea(request, asked);
            throw new NoDiagramException(notDrawable(asked));
        }
        GridNetworks.Found found = inNetwork.get();
        Network network = found.network();
        Identifiable<?> element = found.element();
        long t0 = System.nanoTime();
        StringWriter svg = new StringWriter();
        StringWriter metadata = new StringWriter();
        String prefix = "d" + prefixes.incrementAndGet() + "_";   // unique ids when several SVGs share one page
        String title;
        try {
            if (request.kind() == DiagramKind.SINGLE_LINE) {
                SldParameters parameters = new SldParameters();
                parameters.getSvgParameters().setUseName(true).setPrefixId(prefix).setTooltipEnabled(true);
                if (element instanceof Substation s) {
                    SingleLineDiagram.drawSubstation(network, s.getId(), svg, metadata, parameters);
                    title = "Single-line diagram of substation " + s.getNameOrId();
                } else {
                    VoltageLevel vl = voltageLevelOf(element);
                    SingleLineDiagram.drawVoltageLevel(network, vl.getId(), svg, metadata, parameters);
                    title = "Single-line diagram of voltage level " + vl.getNameOrId()
                            + (element instanceof VoltageLevel ? "" : " (holding " + element.getNameOrId() + ")");
                }
            } else {
                List<String> centres = element instanceof Substation s ? s.getVoltageLevelStream().map(VoltageLevel::getId).toList()
                        : List.of(voltageLevelOf(element).getId());
                NadParameters parameters = new NadParameters();
                parameters.getSvgParameters().setSvgPrefix(prefix);
                NetworkAreaDiagram.draw(network, svg, metadata, parameters,
                        VoltageLevelFilter.createVoltageLevelsDepthFilter(network, centres, request.depth()));
                title = "Network around " + element.getNameOrId() + " (" + request.depth() + (request.depth() == 1 ? " step" : " steps") + ")";
            }
        } catch (NoDiagramException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new NoDiagramException("PowSyBl could not draw the " + request.kind().words() + " of " + element.getNameOrId()
                    + " (" + found.model().name() + "): " + e.getMessage());
        }
        List<DrawnElement> elements = elements(network, metadata.toString());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        return new RenderedDiagram(request, title, element.getNameOrId(), found.model().name(), svg.toString(), elements, ms);
    }

    /**
     * Why an element that is in no imported network cannot be drawn, naming it and the diagram kinds there are (an area:
     * the nearest kind, the network-area diagram of its substations).
     */
    String notDrawable(StoreElements.Element e) {
        if (e.area()) {
            return "No diagram kind covers " + e.withClass() + ": I draw single-line diagrams of a substation or voltage level and "
                    + "network-area diagrams around them. The nearest is the network-area diagram of its substations; ask for "
                    + "“the network-area diagram of " + (e.name() != null ? e.name() : "the area") + "”.";
        }
        return "I cannot draw " + e.words() + ": it is not in any grid model PowSyBl imports from the store (models: "
                + String.join(", ", networks.models().stream().map(m -> m.name()).toList()) + "). I draw single-line diagrams of "
                + "substations and voltage levels (equipment in the voltage level that holds it) and network-area diagrams around them.";
    }

    /**
     * The nearest diagram of an area (region, sub-region, load area): the network-area diagram of its substations'
     * voltage levels, in the model holding most of them, with {@code request.depth()} steps around.
     */
    private RenderedDiagram renderArea(DiagramRequest request, StoreElements.Element area) {
        List<String> substations = storeElements.areaSubstations(area.iri());
        Map<String, List<Substation>> byModel = new LinkedHashMap<>();
        Map<String, GridNetworks.Found> modelOf = new HashMap<>();
        for (String iri : substations) {
            networks.find(iri).ifPresent(f -> {
                if (f.element() instanceof Substation s) {
                    byModel.computeIfAbsent(f.model().name(), k -> new ArrayList<>()).add(s);
                    modelOf.putIfAbsent(f.model().name(), f);
                }
            });
        }
        String model = byModel.entrySet().stream().max(java.util.Comparator.comparingInt(e -> e.getValue().size()))
                .map(Map.Entry::getKey).orElseThrow(() -> new NoDiagramException(substations.isEmpty()
                        ? "No diagram kind covers " + area.withClass() + ", and it has no substations I could draw together."
                        : notDrawable(area)));
        GridNetworks.Found found = modelOf.get(model);
        Network network = found.network();
        List<Substation> drawn = byModel.get(model);
        List<String> centres = drawn.stream().flatMap(Substation::getVoltageLevelStream).map(VoltageLevel::getId).toList();
        long t0 = System.nanoTime();
        StringWriter svg = new StringWriter();
        StringWriter metadata = new StringWriter();
        NadParameters parameters = new NadParameters();
        parameters.getSvgParameters().setSvgPrefix("d" + prefixes.incrementAndGet() + "_");
        try {
            NetworkAreaDiagram.draw(network, svg, metadata, parameters,
                    VoltageLevelFilter.createVoltageLevelsDepthFilter(network, centres, request.depth()));
        } catch (RuntimeException e) {
            throw new NoDiagramException("PowSyBl could not draw the network-area diagram of " + area.withClass() + " (" + model + "): " + e.getMessage());
        }
        String name = area.name() != null ? area.name() : "the area";
        String title = "Network-area diagram of the " + (drawn.size() == 1 ? "substation" : drawn.size() + " substations") + " of "
                + area.withClass() + (request.depth() == 0 ? "" : " and " + request.depth() + (request.depth() == 1 ? " step" : " steps") + " around");
        List<DrawnElement> elements = elements(network, metadata.toString());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        return new RenderedDiagram(request, title, name, model, svg.toString(), elements, ms);
    }

    /** The voltage level an element is drawn in: its own, or that of its first terminal. */
    static VoltageLevel voltageLevelOf(Identifiable<?> element) {
        if (element instanceof VoltageLevel vl) return vl;
        if (element instanceof Connectable<?> c && !c.getTerminals().isEmpty()) return ((Terminal) c.getTerminals().get(0)).getVoltageLevel();
        if (element instanceof Switch s) return s.getVoltageLevel();
        if (element instanceof Bus b) return b.getVoltageLevel();
        throw new NoDiagramException(element.getNameOrId() + " is a " + element.getType().name().toLowerCase().replace('_', ' ')
                + " in PowSyBl's model; it sits in no voltage level, so there is no single-line diagram of it. "
                + "Ask for one of its substations or voltage levels.");
    }

    private List<DrawnElement> elements(Network network, String metadata) {
        Map<String, String> equipmentBySvgId = new LinkedHashMap<>();
        try {
            collect(json.readTree(metadata), equipmentBySvgId);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // candidate IRIs of each equipment id: its own id and the aliases PowSyBl kept (merged substations)
        Map<String, List<String>> candidates = new HashMap<>();
        Set<String> all = new LinkedHashSet<>();
        for (String id : new LinkedHashSet<>(equipmentBySvgId.values())) {
            List<String> iris = new ArrayList<>();
            iris.add(UUID + id);
            // a tie line PowSyBl made of two half lines at a boundary is named "A + B": it stands for both
            for (String half : id.split(" \\+ ")) iris.add(UUID + half);
            Identifiable<?> i = network.getIdentifiable(id);
            if (i != null) {
                iris.add(UUID + i.getId());
                i.getAliases().forEach(a -> iris.add(UUID + a));
            }
            iris.removeIf(iri -> !SAFE_IRI.matcher(iri).matches());   // PowSyBl invents ids (X_0, X_SW_fict): not IRIs of the store
            candidates.put(id, iris);
            all.addAll(iris);
        }
        Map<String, String[]> known = labels(all);
        List<DrawnElement> out = new ArrayList<>();
        equipmentBySvgId.forEach((svgId, id) -> {
            String iri = candidates.get(id).stream().filter(known::containsKey).findFirst().orElse(null);
            String[] label = iri == null ? new String[2] : known.get(iri);
            Identifiable<?> i = network.getIdentifiable(id);
            String name = label[0] != null ? label[0] : i != null ? i.getNameOrId() : id;
            out.add(new DrawnElement(svgId, id, iri, name, label[1]));
        });
        return out;
    }

    /** Every object of PowSyBl's metadata that names an SVG element and the equipment it draws. */
    private static void collect(JsonNode node, Map<String, String> out) {
        if (node.isObject()) {
            JsonNode equipment = node.get("equipmentId");
            JsonNode svgId = node.has("svgId") ? node.get("svgId") : node.get("id");
            if (equipment != null && equipment.isTextual() && svgId != null && svgId.isTextual()) out.put(svgId.asText(), equipment.asText());
            node.elements().forEachRemaining(child -> collect(child, out));
        } else if (node.isArray()) {
            node.elements().forEachRemaining(child -> collect(child, out));
        }
    }

    /** IRI → {name, CIM class local name} for those IRIs the store types. */
    private Map<String, String[]> labels(Collection<String> iris) {
        Map<String, String[]> out = new HashMap<>();
        List<String> list = new ArrayList<>(iris);
        for (int from = 0; from < list.size(); from += 400) {
            Query q = SparqlClient.template(DiagramRenderer.class, "element-labels.rq").asQuery();
            Var e = Var.alloc("e");
            q.setValuesDataBlock(List.of(e), list.subList(from, Math.min(list.size(), from + 400)).stream()
                    .map(iri -> BindingFactory.binding(e, NodeFactory.createURI(iri))).toList());
            store.select(q).forEachRemaining(r -> {
                String iri = r.getResource("e").getURI();
                String type = r.getResource("type").getURI();
                String local = type.substring(Math.max(type.lastIndexOf('#'), type.lastIndexOf('/')) + 1);
                String name = r.contains("name") ? r.getLiteral("name").getLexicalForm() : null;
                out.merge(iri, new String[] {name, local}, (a, b) -> new String[] {a[0] != null ? a[0] : b[0], a[1]});
            });
        }
        return out;
    }
}
