package io.gridchat.ontology.diagram;

import io.gridchat.ontology.model.Ontology;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeLabelPlacement;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkLabel;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Lays out a class neighbourhood with ELK's layered algorithm (classes as boxes, properties as labelled arrows,
 * orthogonal routing) and writes it as SVG. Each class box gets a unique id (several diagrams share one chat page)
 * and becomes a {@link DiagramElement}: the chat wires hover and click to it.
 */
public final class ClassDiagramRenderer {
    /** Approximate width of one character of the 12 px sans-serif labels, for box and label sizes. */
    static final double CHAR_WIDTH = 7.0;
    static final double LINE_HEIGHT = 16.0;
    static final double BOX_PADDING = 10.0;
    static final double NODE_SPACING = 28.0;
    static final double LAYER_SPACING = 60.0;

    static {
        if (LayoutMetaDataService.getInstance().getAlgorithmData(LayeredOptions.ALGORITHM_ID) == null) {
            LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
        }
    }

    public ClassDiagram render(Neighbourhoods.Graph g, int depth, Ontology ontology) {
        long t0 = System.nanoTime();
        // the ids are a function of the diagram, not of the drawing: the chat fetches the SVG and its element list
        // (.json) in two requests that may each draw it (a cache miss on both), and both must name the same ids
        String prefix = "cd" + UUID.nameUUIDFromBytes((g.focus() + " " + depth).getBytes(StandardCharsets.UTF_8)).toString().substring(0, 8);
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        root.setProperty(CoreOptions.SPACING_NODE_NODE, NODE_SPACING);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, LAYER_SPACING);
        root.setProperty(LayeredOptions.SPACING_EDGE_LABEL, 4.0);
        root.setProperty(CoreOptions.PADDING, new ElkPadding(20));
        Map<String, ElkNode> nodes = new LinkedHashMap<>();
        for (String c : g.classes()) {
            ElkNode n = ElkGraphUtil.createNode(root);
            String name = ontology.name(c);
            n.setDimensions(Math.max(80, name.length() * CHAR_WIDTH + 2 * BOX_PADDING), LINE_HEIGHT + 2 * BOX_PADDING);
            nodes.put(c, n);
        }
        Map<ElkEdge, ClassLink> edges = new LinkedHashMap<>();
        for (ClassLink l : g.links()) {
            ElkNode from = nodes.get(l.from()), to = nodes.get(l.to());
            if (from == null || to == null) continue;
            ElkEdge e = ElkGraphUtil.createSimpleEdge(from, to);
            String text = label(l, ontology);
            ElkLabel label = ElkGraphUtil.createLabel(text, e);
            label.setDimensions(text.length() * CHAR_WIDTH, LINE_HEIGHT);
            label.setProperty(CoreOptions.EDGE_LABELS_PLACEMENT, EdgeLabelPlacement.CENTER);
            edges.put(e, l);
        }
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());

        StringBuilder svg = new StringBuilder();
        double w = Math.ceil(root.getWidth()), h = Math.ceil(root.getHeight());
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(fmt(w)).append(' ').append(fmt(h))
                .append("\" width=\"").append(fmt(w)).append("\" height=\"").append(fmt(h))
                .append("\" font-family=\"sans-serif\" font-size=\"12\">\n");
        svg.append("<defs><marker id=\"").append(prefix).append("-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">")
                .append("<path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#555\"/></marker></defs>\n");
        svg.append("<rect x=\"0\" y=\"0\" width=\"").append(fmt(w)).append("\" height=\"").append(fmt(h)).append("\" fill=\"#fff\"/>\n");
        for (Map.Entry<ElkEdge, ClassLink> e : edges.entrySet()) {
            ElkEdge edge = e.getKey();
            svg.append("<g class=\"property\">");
            for (ElkEdgeSection s : edge.getSections()) {
                svg.append("<path d=\"M ").append(fmt(s.getStartX())).append(' ').append(fmt(s.getStartY()));
                for (ElkBendPoint b : s.getBendPoints()) svg.append(" L ").append(fmt(b.getX())).append(' ').append(fmt(b.getY()));
                svg.append(" L ").append(fmt(s.getEndX())).append(' ').append(fmt(s.getEndY()))
                        .append("\" fill=\"none\" stroke=\"#555\" stroke-width=\"1.2\" marker-end=\"url(#").append(prefix).append("-arrow)\"/>");
            }
            for (ElkLabel l : edge.getLabels()) {
                svg.append("<text x=\"").append(fmt(l.getX())).append("\" y=\"").append(fmt(l.getY() + 12))
                        .append("\" fill=\"#333\">").append(xml(l.getText())).append("</text>");
            }
            svg.append("</g>\n");
        }
        List<DiagramElement> elements = new ArrayList<>();
        int i = 0;
        for (Map.Entry<String, ElkNode> e : nodes.entrySet()) {
            ElkNode n = e.getValue();
            String id = prefix + "-c" + (i++);
            String name = ontology.name(e.getKey());
            boolean focus = e.getKey().equals(g.focus());
            svg.append("<g id=\"").append(id).append("\" class=\"ontology-class\">")
                    .append("<rect x=\"").append(fmt(n.getX())).append("\" y=\"").append(fmt(n.getY()))
                    .append("\" width=\"").append(fmt(n.getWidth())).append("\" height=\"").append(fmt(n.getHeight()))
                    .append("\" rx=\"4\" fill=\"").append(focus ? "#ffe9b3" : "#e8f0fb").append("\" stroke=\"")
                    .append(focus ? "#b07d00" : "#3d6fb6").append("\" stroke-width=\"").append(focus ? "2" : "1.2").append("\"/>")
                    .append("<text x=\"").append(fmt(n.getX() + n.getWidth() / 2)).append("\" y=\"").append(fmt(n.getY() + BOX_PADDING + 12))
                    .append("\" text-anchor=\"middle\" font-weight=\"").append(focus ? "bold" : "normal").append("\" fill=\"#111\">")
                    .append(xml(name)).append("</text></g>\n");
            elements.add(new DiagramElement(id, e.getKey(), name, "Class", "How is the class " + name + " modelled?"));
        }
        svg.append("</svg>\n");
        long ms = (System.nanoTime() - t0) / 1_000_000;
        String title = "Class diagram of " + ontology.name(g.focus()) + " (" + depth + (depth == 1 ? " step" : " steps") + ", as the data uses it)";
        return new ClassDiagram(title, g.focus(), depth, svg.toString(), List.copyOf(elements), ms);
    }

    /** "Terminal.ConductingEquipment (12)": the property's name and how many links the data has. */
    static String label(ClassLink l, Ontology ontology) {
        return ontology.name(l.property()) + " (" + l.links() + ")";
    }

    static String fmt(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }

    static String xml(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
