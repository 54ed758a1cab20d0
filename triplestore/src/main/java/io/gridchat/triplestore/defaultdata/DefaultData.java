package io.gridchat.triplestore.defaultdata;

import static io.gridchat.store.CimNamespaces.EU;
import static io.gridchat.store.CimNamespaces.CIM;
import io.gridchat.store.CimNamespaces;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.riot.Lang;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.vocabulary.OWL;
import org.apache.jena.vocabulary.RDF;
import org.apache.jena.vocabulary.RDFS;

import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.load.RdfFiles;

/**
 * The project's own default data: the CGMES 3.0 conformity models shipped in
 * {@code com.powsybl:powsybl-cgmes-conformity} (MicroGrid, MiniGrid, SmallGrid, Svedala base cases), one named
 * graph per file, namespaces normalised to {@code https://cim.ucaiug.io/ns#}. No ontology ships with them, so
 * the ontology graph gets a hand-written core class hierarchy ({@code cim-core.ttl}) plus what the data shows:
 * every class and property seen, labels from local names, observed domains and ranges.
 */
public final class DefaultData {

    static final String GRAPH_PREFIX = "urn:gridchat:default-data:";

    /**
     * The CGMES 3 base-case files of powsybl-cgmes-conformity 7.3.0 (resource paths). The diagram layout (DL)
     * profiles are left out: they are a quarter of the bytes, describe drawings rather than the grid, and would
     * slow the first start for nothing a question needs.
     */
    static final List<String> RESOURCES = List.of(
        "cgmes3-test-models/MicroGrid/20171002T0930Z_ENTSO-E_EQ_BD_2.xml",
        "cgmes3-test-models/MicroGrid/20210209T1930Z_1D_BE_EQ_9.xml",
        "cgmes3-test-models/MicroGrid/20210209T1930Z_1D_NL_EQ_9.xml",
        "cgmes3-test-models/MicroGrid/20210209T1930Z_1D_BE_SSH_9.xml",
        "cgmes3-test-models/MicroGrid/20210209T1930Z_1D_NL_SSH_9.xml",
        "cgmes3-test-models/MicroGrid/20210209T1930Z_1D_BE_GL_9.xml",
        "cgmes3-test-models/MicroGrid/20210209T1930Z_1D_NL_GL_9.xml",
        "cgmes3-test-models/MicroGrid/20210209T2323Z_1D_ASSEMBLED_TP_9.xml",
        "cgmes3-test-models/MicroGrid/20210209T1930Z_1D_ASSEMBLED_SV_9.xml",
        "cgmes3-test-models/MiniGrid/MiniGridTestConfiguration_EQ_BD_v3.0.0.xml",
        "cgmes3-test-models/MiniGrid/20210202T1930Z_1D_AA_EQ_7.xml",
        "cgmes3-test-models/MiniGrid/20210202T1930Z_1D_AA_SSH_7.xml",
        "cgmes3-test-models/MiniGrid/20210202T1930Z_1D_AA_TP_7.xml",
        "cgmes3-test-models/MiniGrid/20210202T1930Z_1D_ASSEMBLED_SV_7.xml",
        "cgmes3-test-models/SmallGrid/SmallGridTestConfiguration_EQ_BD_v3.0.0.xml",
        "cgmes3-test-models/SmallGrid/20210112T1742Z_1D_GB_EQ_001.xml",
        "cgmes3-test-models/SmallGrid/20210112T1742Z_1D_GB_SSH_001.xml",
        "cgmes3-test-models/SmallGrid/20210112T1742Z_1D_GB_TP_001.xml",
        "cgmes3-test-models/SmallGrid/20210112T1742Z_1D_GB_SV_001.xml",
        "cgmes3-test-models/SmallGrid/20210112T1742Z_1D_GB_GL_001.xml",
        "cgmes3-test-models/Svedala/20201202T1843Z_1D_Svedala Area_EQ_001.xml",
        "cgmes3-test-models/Svedala/20201202T1843Z_1D_Svedala Area_SSH_001.xml",
        "cgmes3-test-models/Svedala/20201202T1843Z_1D_Svedala Area_TP_001.xml",
        "cgmes3-test-models/Svedala/20201202T1843Z_1D_Svedala Area_SV_001.xml");

    static final String CORE_ONTOLOGY = "/io/gridchat/triplestore/defaultdata/cim-core.ttl";
    private static final Pattern INTEGER = Pattern.compile("[-+]?\\d+");
    private static final Pattern FLOAT = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");
    private static final Pattern DATE_TIME = Pattern.compile("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d.*");
    /** CIM Integer attributes (CIM numbers are otherwise Float). */
    private static final Set<String> INTEGER_ATTRIBUTES = Set.of("sequenceNumber", "normalStep", "lowStep",
        "highStep", "neutralStep", "step", "maximumSections", "normalSections", "sections", "sectionNumber",
        "xPosition.count", "priority", "phaseCount");

    private DefaultData() {}

    /** Parses the models, the core ontology and the derived ontology, each quad already in its graph. */
    public static List<RdfFiles.Parsed> parse() {
        List<RdfFiles.Parsed> files = new ArrayList<>();
        for (String resource : RESOURCES) {
            String graph = GRAPH_PREFIX + resource.replace(" ", "%20");
            RdfFiles.Parsed parsed = parseResource(resource, Lang.RDFXML, graph);
            Node g = NodeFactory.createURI(graph);
            List<Quad> quads = new ArrayList<>(parsed.quads().size());
            parsed.quads().forEach(q -> quads.add(Quad.create(g, q.asTriple())));
            files.add(new RdfFiles.Parsed(resource, quads, parsed.prefixes()));
        }
        Node ontologyGraph = NodeFactory.createURI(LoadRequest.ONTOLOGY_GRAPH);
        RdfFiles.Parsed core = parseResource(CORE_ONTOLOGY, Lang.TURTLE, "urn:gridchat:cim-core");
        List<Quad> coreQuads = core.quads().stream().map(q -> Quad.create(ontologyGraph, q.asTriple())).toList();
        files.add(0, new RdfFiles.Parsed(core.name(), coreQuads, core.prefixes()));
        files.add(new RdfFiles.Parsed("derived ontology", derivedOntology(files, coreQuads, ontologyGraph),
            Map.of()));
        return files;
    }

    private static RdfFiles.Parsed parseResource(String resource, Lang lang, String base) {
        String path = resource.startsWith("/") ? resource : "/" + resource;
        try (InputStream in = DefaultData.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("default data resource missing from the classpath: " + resource);
            }
            return RdfFiles.parse(resource, lang, in, base);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Classes and properties seen in the data, with labels and observed domains and ranges. */
    static List<Quad> derivedOntology(List<RdfFiles.Parsed> files, List<Quad> core, Node graph) {
        Node type = RDF.type.asNode();
        Set<Node> declared = new HashSet<>();
        core.forEach(q -> declared.add(q.getSubject()));
        Map<Node, Set<Node>> typesOf = new HashMap<>();
        Set<Node> classes = new HashSet<>();
        Map<Node, List<Node>> values = new LinkedHashMap<>();
        for (RdfFiles.Parsed f : files) {
            for (Quad q : f.quads()) {
                if (q.getPredicate().equals(type)) {
                    typesOf.computeIfAbsent(q.getSubject(), k -> new HashSet<>()).add(q.getObject());
                    if (isCim(q.getObject())) {
                        classes.add(q.getObject());
                    }
                } else if (isCim(q.getPredicate())) {
                    values.computeIfAbsent(q.getPredicate(), k -> new ArrayList<>()).add(q.getObject());
                }
            }
        }
        List<Quad> out = new ArrayList<>();
        for (Node c : classes) {
            if (!declared.contains(c)) {
                out.add(Quad.create(graph, c, type, RDFS.Class.asNode()));
                out.add(Quad.create(graph, c, RDFS.label.asNode(), NodeFactory.createLiteralString(CimNamespaces.localName(c.getURI()))));
            }
        }
        values.forEach((p, objects) -> {
            String local = CimNamespaces.localName(p.getURI());
            int dot = local.indexOf('.');
            boolean object = objects.stream().allMatch(Node::isURI);
            if (!declared.contains(p)) {
                out.add(Quad.create(graph, p, type, (object ? OWL.ObjectProperty : OWL.DatatypeProperty).asNode()));
                out.add(Quad.create(graph, p, RDFS.label.asNode(),
                    NodeFactory.createLiteralString(dot > 0 ? local.substring(dot + 1) : local)));
                if (dot > 0) {
                    String ns = p.getURI().substring(0, p.getURI().length() - local.length());
                    out.add(Quad.create(graph, p, RDFS.domain.asNode(),
                        NodeFactory.createURI(ns + local.substring(0, dot))));
                }
            }
            Node range = object ? observedClass(objects, typesOf) : literalRange(local, objects);
            if (range != null) {
                out.add(Quad.create(graph, p, RDFS.range.asNode(), range));
            }
        });
        return out;
    }

    private static Node observedClass(List<Node> objects, Map<Node, Set<Node>> typesOf) {
        Set<Node> seen = new HashSet<>();
        for (Node o : objects) {
            seen.addAll(typesOf.getOrDefault(o, Set.of()));
            if (seen.size() > 1) {
                return null;
            }
        }
        return seen.size() == 1 ? seen.iterator().next() : null;
    }

    private static Node literalRange(String local, List<Node> objects) {
        List<String> lex = objects.stream().filter(Node::isLiteral).map(Node::getLiteralLexicalForm).toList();
        if (lex.size() != objects.size() || lex.isEmpty()) {
            return null;
        }
        XSDDatatype dt;
        if (lex.stream().allMatch(s -> s.equals("true") || s.equals("false"))) {
            dt = XSDDatatype.XSDboolean;
        } else if (lex.stream().allMatch(s -> INTEGER.matcher(s).matches())
            && INTEGER_ATTRIBUTES.contains(local.substring(local.indexOf('.') + 1))) {
            dt = XSDDatatype.XSDinteger;
        } else if (lex.stream().allMatch(s -> FLOAT.matcher(s).matches())) {
            dt = XSDDatatype.XSDfloat;
        } else if (lex.stream().allMatch(s -> DATE_TIME.matcher(s).matches())) {
            dt = XSDDatatype.XSDdateTime;
        } else {
            dt = XSDDatatype.XSDstring;
        }
        return NodeFactory.createURI(dt.getURI());
    }

    private static boolean isCim(Node n) {
        return n.isURI() && (n.getURI().startsWith(CIM) || n.getURI().startsWith(EU));
    }
}
