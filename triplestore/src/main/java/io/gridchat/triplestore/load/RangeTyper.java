package io.gridchat.triplestore.load;

import static io.gridchat.store.CimNamespaces.CIM;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.jena.datatypes.RDFDatatype;
import org.apache.jena.datatypes.TypeMapper;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.vocabulary.RDFS;
import org.apache.jena.vocabulary.XSD;

/**
 * Types literals by their property's declared range, keeping the lexical form, as CIM loaders do: CIM XML
 * literals are untyped strings and Telemark-120 writes bare Turtle numerics ({@code 0}, {@code 1.0E-1}), while
 * queries compare with {@code "0"^^xsd:float}.
 *
 * <p>The range is an XSD datatype in {@code rdfs:range}, or a CIM primitive ({@code cim:Float}, …) in
 * {@code rdfs:range} / {@code cims:dataType}, or a CIM datatype whose {@code .value} attribute has an XSD range.
 * Only literals without an explicit non-shorthand type are retyped: plain strings and the Turtle shorthand
 * types (integer, decimal, double, boolean). Language-tagged literals are left alone.
 */
public final class RangeTyper {

    static final String CIMS_DATA_TYPE = "http://iec.ch/TC57/1999/rdf-schema-extensions-19990926#dataType";
    static final Map<String, String> CIM_PRIMITIVES = Map.of(
        "Float", XSD.xfloat.getURI(), "Boolean", XSD.xboolean.getURI(), "Integer", XSD.integer.getURI(),
        "DateTime", XSD.dateTime.getURI(), "Date", XSD.date.getURI(), "Duration", XSD.duration.getURI(),
        "Decimal", XSD.decimal.getURI(), "String", XSD.xstring.getURI());
    private static final Set<String> RETYPABLE = Set.of(XSD.xstring.getURI(), XSD.integer.getURI(),
        XSD.decimal.getURI(), XSD.xdouble.getURI(), XSD.xboolean.getURI());

    private final Map<Node, RDFDatatype> rangeOf;

    private RangeTyper(Map<Node, RDFDatatype> rangeOf) {
        this.rangeOf = rangeOf;
    }

    /** Reads the declared ranges from all quads (any graph). */
    public static RangeTyper from(List<Quad> quads) {
        Node range = RDFS.range.asNode();
        Node dataType = NodeFactory.createURI(CIMS_DATA_TYPE);
        Map<Node, Set<String>> declared = new HashMap<>();
        Map<Node, Node> cimDataType = new HashMap<>();
        for (Quad q : quads) {
            if (q.getPredicate().equals(range) && q.getObject().isURI()) {
                String xsd = xsdFor(q.getObject());
                if (xsd != null) {
                    declared.computeIfAbsent(q.getSubject(), k -> new HashSet<>()).add(xsd);
                }
            } else if (q.getPredicate().equals(dataType) && q.getObject().isURI()) {
                cimDataType.put(q.getSubject(), q.getObject());
            }
        }
        Map<Node, RDFDatatype> rangeOf = new HashMap<>();
        declared.forEach((p, types) -> {
            if (types.size() == 1) { // conflicting declarations: leave the literals as written
                rangeOf.put(p, TypeMapper.getInstance().getSafeTypeByName(types.iterator().next()));
            }
        });
        cimDataType.forEach((p, dt) -> {
            String xsd = xsdFor(dt);
            if (xsd == null && declared.containsKey(NodeFactory.createURI(dt.getURI() + ".value"))) {
                Set<String> v = declared.get(NodeFactory.createURI(dt.getURI() + ".value"));
                xsd = v.size() == 1 ? v.iterator().next() : null;
            }
            if (xsd != null) {
                rangeOf.putIfAbsent(p, TypeMapper.getInstance().getSafeTypeByName(xsd));
            }
        });
        return new RangeTyper(rangeOf);
    }

    private static String xsdFor(Node type) {
        String iri = type.getURI();
        if (iri.startsWith(XSD.NS)) {
            return iri;
        }
        return iri.startsWith(CIM) ? CIM_PRIMITIVES.get(iri.substring(CIM.length())) : null;
    }

    public int size() {
        return rangeOf.size();
    }

    /** The quad with its literal typed by the property's range, or the same quad. */
    public Quad type(Quad q) {
        Node o = q.getObject();
        if (!o.isLiteral() || !o.getLiteralLanguage().isEmpty()) {
            return q;
        }
        RDFDatatype target = rangeOf.get(q.getPredicate());
        if (target == null || target.getURI().equals(o.getLiteralDatatypeURI())
            || !RETYPABLE.contains(o.getLiteralDatatypeURI())) {
            return q;
        }
        Node typed = NodeFactory.createLiteralDT(o.getLiteralLexicalForm(), target);
        return Quad.create(q.getGraph(), q.getSubject(), q.getPredicate(), typed);
    }
}
