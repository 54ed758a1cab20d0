package io.gridchat.triplestore.prefixes;

import io.gridchat.store.CimNamespaces;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.jena.sparql.exec.RowSet;
import org.apache.jena.system.Txn;

/**
 * The namespace prefixes declared by the loaded files, kept as SHACL prefix declarations so any component can
 * read them over plain SPARQL from any store:
 * <pre>{@code
 * GRAPH <urn:gridchat:prefixes> { <urn:gridchat:prefixes> sh:declare [ sh:prefix "cim" ;
 *     sh:namespace "https://cim.ucaiug.io/ns#"^^xsd:anyURI ] }
 * }</pre>
 */
public final class PrefixRegistry {

    public static final String IRI = "urn:gridchat:prefixes";
    public static final Node GRAPH = NodeFactory.createURI(IRI);
    static final String SH = "http://www.w3.org/ns/shacl#";
    static final Node DECLARE = NodeFactory.createURI(SH + "declare");
    static final Node PREFIX = NodeFactory.createURI(SH + "prefix");
    static final Node NAMESPACE = NodeFactory.createURI(SH + "namespace");

    /** Always present (the prefixes of the benchmark's reference queries and the RDF basics). */
    public static final Map<String, String> REQUIRED = CimNamespaces.PREFIXES;

    private PrefixRegistry() {}


    /** Declared prefixes (first declaration wins, already applied by the caller) plus the required ones. */
    public static List<Quad> toQuads(Map<String, String> declared) {
        Map<String, String> all = new TreeMap<>(declared);
        REQUIRED.forEach(all::putIfAbsent);
        List<Quad> quads = new ArrayList<>();
        all.forEach((prefix, ns) -> {
            Node decl = NodeFactory.createBlankNode();
            quads.add(Quad.create(GRAPH, GRAPH, DECLARE, decl));
            quads.add(Quad.create(GRAPH, decl, PREFIX, NodeFactory.createLiteralString(prefix)));
            quads.add(Quad.create(GRAPH, decl, NAMESPACE, NodeFactory.createLiteralDT(ns, XSDDatatype.XSDanyURI)));
        });
        return quads;
    }

    /** Reads the registry back from a dataset. */
    public static Map<String, String> read(DatasetGraph dataset) {
        String query = """
            PREFIX sh: <http://www.w3.org/ns/shacl#>
            SELECT ?p ?ns WHERE { GRAPH <urn:gridchat:prefixes> {
              <urn:gridchat:prefixes> sh:declare [ sh:prefix ?p ; sh:namespace ?ns ] } }""";
        Map<String, String> prefixes = new TreeMap<>();
        Txn.executeRead(dataset, () -> {
            RowSet rows = QueryExec.dataset(dataset).query(query).select();
            rows.forEachRemaining(b -> prefixes.put(b.get("p").getLiteralLexicalForm(),
                b.get("ns").getLiteralLexicalForm()));
        });
        return prefixes;
    }
}
