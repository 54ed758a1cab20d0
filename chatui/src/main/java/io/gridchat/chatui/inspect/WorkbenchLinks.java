package io.gridchat.chatui.inspect;

import io.gridchat.chatui.ChatUiProperties;
import io.gridchat.store.StoreKind;
import io.gridchat.store.StoreProperties;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.BasicPattern;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementNamedGraph;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.sparql.syntax.Template;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Links from a question graph to GraphDB Workbench, when the store is GraphDB ({@code gridchat.store.kind=graphdb}):
 * the visual graph ({@code <workbench>/graphs-visualizations?uri=<graph IRI>}) and the SPARQL editor with the graph's
 * {@code CONSTRUCT} ({@code <workbench>/sparql?query=…&infer=false}). The Workbench is at the store's server URL, or
 * at {@code gridchat.chatui.workbench-url} when the browser reaches it elsewhere (e.g. compose: services use
 * {@code http://graphdb:7200}, the browser {@code http://localhost:7200}). With Fuseki, or no store configured, there
 * are no links (the inspector and "open in the triplestore" stay as they are).
 */
@Component
public class WorkbenchLinks {
    private final String workbench;
    private final String repository;

    /** @param workbench the Workbench's base URL, or null for no links; @param repository where the question graphs are */
    public WorkbenchLinks(String workbench, String repository) {
        this.workbench = workbench == null || workbench.isBlank() ? null : workbench.replaceAll("/+$", "");
        this.repository = repository;
    }

    @Autowired
    public WorkbenchLinks(ChatUiProperties properties, StoreProperties store) {
        this(graphDb(store) ? firstNonBlank(properties.workbenchUrl(), store.store().workbenchUrl()) : null,
                store.qanaryRepository());
    }

    /** No Workbench (Fuseki, or no store configured): no links. */
    public static WorkbenchLinks none() { return new WorkbenchLinks((String) null, null); }

    /** The links for one question graph, or empty when the store is not GraphDB. */
    public Optional<Links> of(String graphIri) {
        if (workbench == null || graphIri == null || !AnnotationInspector.GRAPH_IRI.matcher(graphIri).matches()) return Optional.empty();
        return Optional.of(new Links(workbench + "/graphs-visualizations?uri=" + encode(graphIri),
                workbench + "/sparql?query=" + encode(graphQuery(graphIri)) + "&infer=false", repository));
    }

    /**
     * @param graphView    the Workbench's visual graph, starting at the graph IRI
     * @param sparqlEditor the Workbench's SPARQL editor with {@code CONSTRUCT { ?s ?p ?o } WHERE { GRAPH <g> { ?s ?p ?o } }}
     * @param repository   the repository to select in the Workbench (the question graphs' one, usually {@code qanary})
     */
    public record Links(String graphView, String sparqlEditor, String repository) {}

    /** Every triple of the question graph, built with Jena's syntax API. */
    static String graphQuery(String graphIri) {
        Var s = Var.alloc("s"), p = Var.alloc("p"), o = Var.alloc("o");
        BasicPattern template = new BasicPattern();
        template.add(Triple.create(s, p, o));
        ElementPathBlock block = new ElementPathBlock();
        block.addTriple(Triple.create(s, p, o));
        ElementGroup inner = new ElementGroup();
        inner.addElement(block);
        ElementGroup where = new ElementGroup();
        Node graph = NodeFactory.createURI(graphIri);
        where.addElement(new ElementNamedGraph(graph, inner));
        Query q = new Query();
        q.setQueryConstructType();
        q.setConstructTemplate(new Template(template));
        q.setQueryPattern(where);
        return q.serialize();
    }

    private static boolean graphDb(StoreProperties store) {
        return store.configured() && store.storeKind() == StoreKind.GRAPHDB;
    }

    private static String firstNonBlank(String a, String b) { return a != null && !a.isBlank() ? a : b; }

    private static String encode(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20"); }
}
