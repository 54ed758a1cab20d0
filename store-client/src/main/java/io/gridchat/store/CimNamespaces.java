package io.gridchat.store;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The namespaces of the grid graph, written once for every module: the store's CIM convention ({@code cim:},
 * {@code eu:}, the inference rules' shortcut properties {@code cimr:}, the network-code profiles {@code nc:}), the
 * CGMES 3 namespaces files arrive in (rewritten to the store's on load, written back for PowSyBl), and the prefixes
 * the benchmark's queries and our generated SPARQL use.
 */
public final class CimNamespaces {
    private CimNamespaces() {}

    public static final String CIM = "https://cim.ucaiug.io/ns#";
    public static final String EU = "https://cim.ucaiug.io/ns/eu#";
    public static final String CIMR = "https://cim.ucaiug.io/rules#";
    public static final String NC = "https://cim4.eu/ns/nc#";
    /** CGMES 3 (IEC 61970-600) namespaces, as in CIM/XML files. */
    public static final String CGMES_CIM = "http://iec.ch/TC57/CIM100#";
    public static final String CGMES_EU = "http://iec.ch/TC57/CIM100-European#";

    public static final String RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
    public static final String RDFS = "http://www.w3.org/2000/01/rdf-schema#";
    public static final String OWL = "http://www.w3.org/2002/07/owl#";
    public static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    public static final String GEO = "http://www.opengis.net/ont/geosparql#";

    /** Prefix → namespace of the grid vocabulary and the RDF basics, in this order (queries print them so). */
    public static final Map<String, String> PREFIXES = prefixes();

    private static Map<String, String> prefixes() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("cim", CIM);
        m.put("cimr", CIMR);
        m.put("nc", NC);
        m.put("eu", EU);
        m.put("xsd", XSD);
        m.put("rdf", RDF);
        m.put("rdfs", RDFS);
        m.put("owl", OWL);
        m.put("geo", GEO);
        return java.util.Collections.unmodifiableMap(m);
    }

    /** A prefixed name ({@code cim:ACLineSegment}) as a full IRI; anything else unchanged. */
    public static String expand(String curie) {
        int i = curie.indexOf(':');
        if (i > 0 && !curie.startsWith("http")) {
            String ns = PREFIXES.get(curie.substring(0, i));
            if (ns != null) return ns + curie.substring(i + 1);
        }
        return curie;
    }

    /** The local name of an IRI: after its last {@code #} or {@code /}; the IRI itself when nothing follows. */
    public static String localName(String iri) {
        int i = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'));
        return i >= 0 && i < iri.length() - 1 ? iri.substring(i + 1) : iri;
    }
}
