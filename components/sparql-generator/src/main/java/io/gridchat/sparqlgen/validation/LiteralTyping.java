package io.gridchat.sparqlgen.validation;

import io.gridchat.kit.SparqlClient;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.datatypes.TypeMapper;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.ResourceFactory;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.syntax.Element;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.sparql.syntax.syntaxtransform.ElementTransformCopyBase;
import org.apache.jena.sparql.syntax.syntaxtransform.ElementTransformer;
import org.apache.jena.sparql.syntax.ElementVisitorBase;
import org.apache.jena.sparql.syntax.ElementWalker;

/**
 * Literal datatypes follow the property's {@code rdfs:range}: a plain "400" in the object of a float-ranged
 * property becomes {@code "400"^^xsd:float} (the stored values are typed the same way, so they then match).
 */
public final class LiteralTyping {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";

    private LiteralTyping() {}

    /** A copy of the query with untyped literal objects typed by their predicate's XSD range; changes listed in {@code fixes}. */
    public static Query typeByRange(Query query, Function<Query, ResultSetRewindable> select, List<String> fixes) {
        Set<String> predicates = new LinkedHashSet<>();
        ElementWalker.walk(query.getQueryPattern(), new ElementVisitorBase() {
            @Override
            public void visit(ElementPathBlock el) {
                for (TriplePath tp : el.getPattern()) {
                    if (tp.isTriple() && tp.getPredicate().isURI() && tp.getObject().isLiteral()
                            && tp.getObject().getLiteralDatatypeURI().equals(XSD + "string")) {
                        predicates.add(tp.getPredicate().getURI());
                    }
                }
            }
        });
        if (predicates.isEmpty()) return query;
        Map<String, String> ranges = ranges(predicates, select);
        Element typed = ElementTransformer.transform(query.getQueryPattern(), new ElementTransformCopyBase() {
            @Override
            public Element transform(ElementPathBlock el) {
                ElementPathBlock out = new ElementPathBlock();
                for (TriplePath tp : el.getPattern()) {
                    String range = tp.isTriple() && tp.getPredicate().isURI() ? ranges.get(tp.getPredicate().getURI()) : null;
                    if (range != null && tp.getObject().isLiteral() && tp.getObject().getLiteralDatatypeURI().equals(XSD + "string")) {
                        Node lit = NodeFactory.createLiteralDT(tp.getObject().getLiteralLexicalForm(), TypeMapper.getInstance().getSafeTypeByName(range));
                        fixes.add("typed \"%s\" as <%s> (range of <%s>)".formatted(tp.getObject().getLiteralLexicalForm(), range, tp.getPredicate().getURI()));
                        out.addTriple(org.apache.jena.graph.Triple.create(tp.getSubject(), tp.getPredicate(), lit));
                    } else {
                        out.addTriplePath(tp);
                    }
                }
                return out;
            }
        });
        Query copy = query.cloneQuery();
        copy.setQueryPattern(typed);
        return copy;
    }

    public static Query typeByRange(Query query, Function<Query, ResultSetRewindable> select) {
        return typeByRange(query, select, new ArrayList<>());
    }

    /** XSD ranges of the given properties (others are absent). */
    static Map<String, String> ranges(Set<String> predicates, Function<Query, ResultSetRewindable> select) {
        ParameterizedSparqlString q = SparqlClient.template(LiteralTyping.class, "ranges.rq");
        q.setValues("props", predicates.stream().map(ResourceFactory::createResource).map(r -> (org.apache.jena.rdf.model.RDFNode) r).toList());
        Map<String, String> out = new HashMap<>();
        select.apply(q.asQuery()).forEachRemaining(s -> {
            String range = s.getResource("range").getURI();
            if (range.startsWith(XSD) && !range.equals(XSD + "string")) out.putIfAbsent(s.getResource("p").getURI(), range);
        });
        return out;
    }
}
