package io.gridchat.diagrams.model;

import static io.gridchat.store.CimNamespaces.CGMES_EU;
import static io.gridchat.store.CimNamespaces.CGMES_CIM;
import static io.gridchat.store.CimNamespaces.EU;
import static io.gridchat.store.CimNamespaces.CIM;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;

/**
 * Writes one graph of the store back as a CGMES CIM/XML file, the form PowSyBl's CGMES import reads: an
 * {@code md:FullModel} header with the graph's profiles, the store's {@code https://cim.ucaiug.io/ns#} namespace
 * mapped back to {@code http://iec.ch/TC57/CIM100#} (and {@code …/ns/eu#} to {@code CIM100-European#}), and
 * {@code urn:uuid:X} written as {@code #_X} (PowSyBl's ids are then X, so an IIDM id maps back to the IRI
 * {@code urn:uuid:X}). Only CIM statements are written: dataset metadata and other vocabularies are left out.
 */
public final class CimXmlWriter {
    static final String MD = "http://iec.ch/TC57/61970-552/ModelDescription/1#";
    static final String RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
    private static final String RDF_TYPE = RDF + "type";
    private static final String UUID = "urn:uuid:";

    private CimXmlWriter() {}

    public static byte[] write(ModelGraph graph, Iterable<Triple> triples) {
        Map<Node, List<Triple>> bySubject = new LinkedHashMap<>();
        for (Triple t : triples) {
            if (!t.getSubject().isURI()) continue;
            bySubject.computeIfAbsent(t.getSubject(), k -> new ArrayList<>()).add(t);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("rdf", "RDF", RDF);
            xml.writeNamespace("rdf", RDF);
            xml.writeNamespace("cim", CGMES_CIM);
            xml.writeNamespace("eu", CGMES_EU);
            xml.writeNamespace("md", MD);
            header(xml, graph);
            for (var e : bySubject.entrySet()) subject(xml, e.getKey(), e.getValue());
            xml.writeCharacters("\n");
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write CIM/XML for " + graph.graph() + ": " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    private static void header(XMLStreamWriter xml, ModelGraph graph) throws XMLStreamException {
        xml.writeCharacters("\n  ");
        xml.writeStartElement("md", "FullModel", MD);
        xml.writeAttribute("rdf", RDF, "about", UUID + graph.headerId());
        if (graph.scenarioTime() != null) element(xml, "md", MD, "Model.scenarioTime", graph.scenarioTime());
        for (String profile : graph.profiles()) element(xml, "md", MD, "Model.profile", profile);
        xml.writeCharacters("\n  ");
        xml.writeEndElement();
    }

    private static void subject(XMLStreamWriter xml, Node subject, List<Triple> triples) throws XMLStreamException {
        String[] type = null;
        List<Triple> properties = new ArrayList<>();
        for (Triple t : triples) {
            String p = t.getPredicate().getURI();
            if (p.equals(RDF_TYPE)) {
                String[] cim = t.getObject().isURI() ? cimName(t.getObject().getURI()) : null;
                if (cim != null && type == null) type = cim;
            } else if (cimName(p) != null && !t.getObject().isBlank()) {
                properties.add(t);
            }
        }
        if (type == null && properties.isEmpty()) return;
        xml.writeCharacters("\n  ");
        if (type == null) xml.writeStartElement("rdf", "Description", RDF);
        else xml.writeStartElement(type[0], type[2], type[1]);
        xml.writeAttribute("rdf", RDF, "about", reference(subject.getURI()));
        for (Triple t : properties) {
            String[] name = cimName(t.getPredicate().getURI());
            Node o = t.getObject();
            xml.writeCharacters("\n    ");
            if (o.isLiteral()) {
                xml.writeStartElement(name[0], name[2], name[1]);
                xml.writeCharacters(o.getLiteralLexicalForm());
                xml.writeEndElement();
            } else {
                xml.writeEmptyElement(name[0], name[2], name[1]);
                xml.writeAttribute("rdf", RDF, "resource", reference(o.getURI()));
            }
        }
        xml.writeCharacters("\n  ");
        xml.writeEndElement();
    }

    private static void element(XMLStreamWriter xml, String prefix, String ns, String local, String text) throws XMLStreamException {
        xml.writeCharacters("\n    ");
        xml.writeStartElement(prefix, local, ns);
        xml.writeCharacters(text);
        xml.writeEndElement();
    }

    /** {prefix, namespace, local name} of a CIM term in CIM/XML, or null for any other vocabulary. */
    static String[] cimName(String iri) {
        if (iri.startsWith(CIM)) return new String[] {"cim", CGMES_CIM, iri.substring(CIM.length())};
        if (iri.startsWith(EU)) return new String[] {"eu", CGMES_EU, iri.substring(EU.length())};
        if (iri.startsWith(CGMES_CIM)) return new String[] {"cim", CGMES_CIM, iri.substring(CGMES_CIM.length())};
        if (iri.startsWith(CGMES_EU)) return new String[] {"eu", CGMES_EU, iri.substring(CGMES_EU.length())};
        return null;
    }

    static String reference(String iri) {
        if (iri.startsWith(UUID)) return "#_" + iri.substring(UUID.length());
        String[] cim = cimName(iri);
        return cim == null ? iri : cim[1] + cim[2];
    }
}
