package io.gridchat.triplestore.inference;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.vocabulary.OWL;
import org.apache.jena.vocabulary.RDF;
import org.apache.jena.vocabulary.RDFS;

/**
 * Forward-chaining fixpoint over the ten rules of the benchmark ruleset ({@code rules/cim.pie}):
 * cax_sco, scm_sco, prp_spo1, scm_spo, prp_inv1, prp_inv2, prp_symp, psys:transitiveOver and the
 * psys:PropChain3 / PropChain4 property chains. No domain/range typing and no owl:sameAs, on purpose.
 *
 * <p>Semi-naive: every triple (explicit or derived) is taken from a work queue once and joined, in every
 * premise position it can fill, with what the graph holds at that moment. A derivation is therefore found
 * when the last of its premises is processed.
 */
public final class Reasoner {

    static final String PSYS = "http://proton.semanticweb.org/protonsys#";
    static final Node TYPE = RDF.type.asNode();
    static final Node SUB_CLASS = RDFS.subClassOf.asNode();
    static final Node SUB_PROPERTY = RDFS.subPropertyOf.asNode();
    static final Node INVERSE_OF = OWL.inverseOf.asNode();
    static final Node SYMMETRIC = OWL.SymmetricProperty.asNode();
    static final Node TRANSITIVE_OVER = NodeFactory.createURI(PSYS + "transitiveOver");
    static final Node PROP_CHAIN3 = NodeFactory.createURI(PSYS + "PropChain3");
    static final Node PROP_CHAIN4 = NodeFactory.createURI(PSYS + "PropChain4");
    static final Node CONCLUSION = NodeFactory.createURI(PSYS + "conclusion");
    static final Node[] PREMISES = {
        NodeFactory.createURI(PSYS + "premise1"), NodeFactory.createURI(PSYS + "premise2"),
        NodeFactory.createURI(PSYS + "premise3"), NodeFactory.createURI(PSYS + "premise4")};

    /** A property chain p1/p2/.../pn ⇒ conclusion. */
    record Chain(List<Node> premises, Node conclusion) {}

    private final Graph graph;
    private final Deque<Triple> queue = new ArrayDeque<>();
    private final List<Chain> chains;
    private long inferred;

    private Reasoner(Graph graph) {
        this.graph = graph;
        this.chains = readChains(graph);
    }

    /**
     * Adds every triple the rules derive from {@code graph} to it, until nothing new follows.
     *
     * @return the number of triples added
     */
    public static long materialise(Graph graph) {
        Reasoner reasoner = new Reasoner(graph);
        graph.find().forEachRemaining(reasoner.queue::add);
        reasoner.run();
        return reasoner.inferred;
    }

    private void run() {
        while (!queue.isEmpty()) {
            Triple t = queue.poll();
            classRules(t);
            propertyRules(t);
            inverseRules(t);
            symmetricRules(t);
            transitiveOverRules(t);
            chainRules(t);
        }
    }

    private void derive(Node s, Node p, Node o) {
        if (s.isLiteral() || !p.isURI()) {
            return; // not a valid RDF triple (e.g. the inverse of a datatype property)
        }
        Triple t = Triple.create(s, p, o);
        if (!graph.contains(t)) {
            graph.add(t);
            queue.add(t);
            inferred++;
        }
    }

    // cax_sco and scm_sco
    private void classRules(Triple t) {
        Node s = t.getSubject(), p = t.getPredicate(), o = t.getObject();
        if (p.equals(TYPE)) {
            for (Node sup : objects(o, SUB_CLASS)) {
                if (!sup.equals(o)) {
                    derive(s, TYPE, sup);
                }
            }
        }
        if (p.equals(SUB_CLASS)) {
            if (!s.equals(o)) {
                for (Node x : subjects(TYPE, s)) {
                    derive(x, TYPE, o);
                }
            }
            for (Node c : objects(o, SUB_CLASS)) {
                derive(s, SUB_CLASS, c);
            }
            for (Node a : subjects(SUB_CLASS, s)) {
                derive(a, SUB_CLASS, o);
            }
        }
    }

    // prp_spo1 and scm_spo
    private void propertyRules(Triple t) {
        Node s = t.getSubject(), p = t.getPredicate(), o = t.getObject();
        for (Node sup : objects(p, SUB_PROPERTY)) {
            derive(s, sup, o);
        }
        if (p.equals(SUB_PROPERTY)) {
            for (Triple x : triples(Node.ANY, s, Node.ANY)) {
                derive(x.getSubject(), o, x.getObject());
            }
            for (Node c : objects(o, SUB_PROPERTY)) {
                derive(s, SUB_PROPERTY, c);
            }
            for (Node a : subjects(SUB_PROPERTY, s)) {
                derive(a, SUB_PROPERTY, o);
            }
        }
    }

    // prp_inv1 and prp_inv2
    private void inverseRules(Triple t) {
        Node s = t.getSubject(), p = t.getPredicate(), o = t.getObject();
        for (Node q : objects(p, INVERSE_OF)) {
            derive(o, q, s);
        }
        for (Node q : subjects(INVERSE_OF, p)) {
            derive(o, q, s);
        }
        if (p.equals(INVERSE_OF)) {
            for (Triple x : triples(Node.ANY, s, Node.ANY)) {
                derive(x.getObject(), o, x.getSubject());
            }
            for (Triple x : triples(Node.ANY, o, Node.ANY)) {
                derive(x.getObject(), s, x.getSubject());
            }
        }
    }

    // prp_symp
    private void symmetricRules(Triple t) {
        Node s = t.getSubject(), p = t.getPredicate(), o = t.getObject();
        if (graph.contains(p, TYPE, SYMMETRIC)) {
            derive(o, p, s);
        }
        if (p.equals(TYPE) && o.equals(SYMMETRIC)) {
            for (Triple x : triples(Node.ANY, s, Node.ANY)) {
                derive(x.getObject(), s, x.getSubject());
            }
        }
    }

    // psys:transitiveOver — p transitiveOver q, x p y, y q z ⇒ x p z
    private void transitiveOverRules(Triple t) {
        Node s = t.getSubject(), p = t.getPredicate(), o = t.getObject();
        for (Node q : objects(p, TRANSITIVE_OVER)) { // t is "x p y"
            for (Node z : objects(o, q)) {
                derive(s, p, z);
            }
        }
        for (Node pp : subjects(TRANSITIVE_OVER, p)) { // t is "y q z"
            for (Node x : subjects(pp, s)) {
                derive(x, pp, o);
            }
        }
        if (p.equals(TRANSITIVE_OVER)) { // t is the declaration "p transitiveOver q"
            for (Triple xy : triples(Node.ANY, s, Node.ANY)) {
                for (Node z : objects(xy.getObject(), o)) {
                    derive(xy.getSubject(), s, z);
                }
            }
        }
    }

    // psys:PropChain3 / PropChain4: t fills premise i; walk left to premise 1 and right to premise n
    private void chainRules(Triple t) {
        for (Chain chain : chains) {
            List<Node> ps = chain.premises();
            for (int i = 0; i < ps.size(); i++) {
                if (ps.get(i).equals(t.getPredicate())) {
                    List<Node> starts = walk(List.of(t.getSubject()), ps, i - 1, -1);
                    List<Node> ends = walk(List.of(t.getObject()), ps, i + 1, +1);
                    for (Node x : starts) {
                        for (Node y : ends) {
                            derive(x, chain.conclusion(), y);
                        }
                    }
                }
            }
        }
    }

    private List<Node> walk(List<Node> from, List<Node> premises, int index, int step) {
        List<Node> current = from;
        for (int i = index; i >= 0 && i < premises.size(); i += step) {
            List<Node> next = new ArrayList<>();
            for (Node n : current) {
                next.addAll(step < 0 ? subjects(premises.get(i), n) : objects(n, premises.get(i)));
            }
            current = next;
        }
        return current;
    }

    private static List<Chain> readChains(Graph graph) {
        List<Chain> chains = new ArrayList<>();
        for (Node type : List.of(PROP_CHAIN3, PROP_CHAIN4)) {
            int length = type.equals(PROP_CHAIN3) ? 3 : 4;
            for (Triple decl : graph.find(Node.ANY, TYPE, type).toList()) {
                Node chain = decl.getSubject();
                List<Node> premises = new ArrayList<>();
                for (int i = 0; i < length; i++) {
                    premises.add(single(graph, chain, PREMISES[i]));
                }
                Node conclusion = single(graph, chain, CONCLUSION);
                if (conclusion != null && !premises.contains(null)) {
                    chains.add(new Chain(List.copyOf(premises), conclusion));
                }
            }
        }
        return List.copyOf(chains);
    }

    private static Node single(Graph graph, Node s, Node p) {
        List<Triple> found = graph.find(s, p, Node.ANY).toList();
        return found.size() == 1 ? found.get(0).getObject() : null;
    }

    // Copies: the graph must not be modified while one of its iterators is open.
    private List<Node> objects(Node s, Node p) {
        return graph.find(s, p, Node.ANY).mapWith(Triple::getObject).toList();
    }

    private List<Node> subjects(Node p, Node o) {
        return graph.find(Node.ANY, p, o).mapWith(Triple::getSubject).toList();
    }

    private List<Triple> triples(Node s, Node p, Node o) {
        return graph.find(s, p, o).toList();
    }
}
