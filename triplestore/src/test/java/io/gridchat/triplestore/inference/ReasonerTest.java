package io.gridchat.triplestore.inference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

/** Each of the ten rules of {@code rules/cim.pie} on tiny data, and what is deliberately not inferred. */
class ReasonerTest {

    static final String PREFIXES = """
        @prefix ex: <http://ex/> .
        @prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
        @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
        @prefix owl: <http://www.w3.org/2002/07/owl#> .
        @prefix psys: <http://proton.semanticweb.org/protonsys#> .
        """;

    static Graph infer(String turtle) {
        Graph g = GraphFactory.createDefaultGraph();
        RDFParser.create().source(new StringReader(PREFIXES + turtle)).lang(Lang.TURTLE).parse(g);
        Reasoner.materialise(g);
        return g;
    }

    static boolean has(Graph g, String s, String p, String o) {
        return g.contains(ex(s), ex(p), ex(o));
    }

    static Node ex(String local) {
        return switch (local) {
            case "type" -> Reasoner.TYPE;
            case "subClassOf" -> Reasoner.SUB_CLASS;
            case "subPropertyOf" -> Reasoner.SUB_PROPERTY;
            default -> NodeFactory.createURI("http://ex/" + local);
        };
    }

    @Test
    void typeThroughSubClassOf() {
        Graph g = infer("ex:x a ex:A . ex:A rdfs:subClassOf ex:B .");
        assertThat(has(g, "x", "type", "B")).isTrue();
    }

    @Test
    void subClassOfIsTransitive() {
        Graph g = infer("ex:A rdfs:subClassOf ex:B . ex:B rdfs:subClassOf ex:C . ex:x a ex:A .");
        assertThat(has(g, "A", "subClassOf", "C")).isTrue();
        assertThat(has(g, "x", "type", "C")).isTrue();
    }

    @Test
    void triplesThroughSubPropertyOf() {
        Graph g = infer("ex:x ex:p ex:y . ex:p rdfs:subPropertyOf ex:q .");
        assertThat(has(g, "x", "q", "y")).isTrue();
    }

    @Test
    void subPropertyOfIsTransitive() {
        Graph g = infer("ex:p rdfs:subPropertyOf ex:q . ex:q rdfs:subPropertyOf ex:r . ex:x ex:p ex:y .");
        assertThat(has(g, "p", "subPropertyOf", "r")).isTrue();
        assertThat(has(g, "x", "r", "y")).isTrue();
    }

    @Test
    void inverseOfForward() {
        Graph g = infer("ex:p owl:inverseOf ex:q . ex:x ex:p ex:y .");
        assertThat(has(g, "y", "q", "x")).isTrue();
    }

    @Test
    void inverseOfBackward() {
        Graph g = infer("ex:p owl:inverseOf ex:q . ex:x ex:q ex:y .");
        assertThat(has(g, "y", "p", "x")).isTrue();
    }

    @Test
    void symmetricProperty() {
        Graph g = infer("ex:p a owl:SymmetricProperty . ex:x ex:p ex:y .");
        assertThat(has(g, "y", "p", "x")).isTrue();
    }

    @Test
    void transitiveOver() {
        Graph g = infer("ex:p psys:transitiveOver ex:q . ex:x ex:p ex:y . ex:y ex:q ex:z . ex:z ex:q ex:w .");
        assertThat(has(g, "x", "p", "z")).isTrue();
        assertThat(has(g, "x", "p", "w")).isTrue(); // x p z, z q w ⇒ x p w
        assertThat(has(g, "y", "p", "z")).isFalse(); // q itself is not made transitive
    }

    @Test
    void propertyChainOfThree() {
        Graph g = infer("""
            ex:c a psys:PropChain3 ; psys:premise1 ex:p1 ; psys:premise2 ex:p2 ; psys:premise3 ex:p3 ;
                psys:conclusion ex:q .
            ex:a ex:p1 ex:b . ex:b ex:p2 ex:c2 . ex:c2 ex:p3 ex:d .""");
        assertThat(has(g, "a", "q", "d")).isTrue();
    }

    @Test
    void propertyChainOfFour() {
        Graph g = infer("""
            ex:c a psys:PropChain4 ; psys:premise1 ex:p1 ; psys:premise2 ex:p2 ; psys:premise3 ex:p3 ;
                psys:premise4 ex:p4 ; psys:conclusion ex:q .
            ex:c2 ex:p3 ex:d . ex:a ex:p1 ex:b . ex:d ex:p4 ex:e . ex:b ex:p2 ex:c2 .""");
        assertThat(has(g, "a", "q", "e")).isTrue();
    }

    @Test
    void rulesFeedEachOther() {
        // inverse gives the premise of a chain whose conclusion is symmetric and a sub-property
        Graph g = infer("""
            ex:inv owl:inverseOf ex:p2 .
            ex:c a psys:PropChain3 ; psys:premise1 ex:p1 ; psys:premise2 ex:p2 ; psys:premise3 ex:p3 ;
                psys:conclusion ex:q .
            ex:q a owl:SymmetricProperty ; rdfs:subPropertyOf ex:r .
            ex:a ex:p1 ex:b . ex:c2 ex:inv ex:b . ex:c2 ex:p3 ex:d .""");
        assertThat(has(g, "d", "q", "a")).isTrue();
        assertThat(has(g, "d", "r", "a")).isTrue();
    }

    @Test
    void noDomainRangeTypingAndNoSelfSubclassTyping() {
        Graph g = infer("ex:p rdfs:domain ex:D ; rdfs:range ex:R . ex:x ex:p ex:y . ex:A rdfs:subClassOf ex:A .");
        assertThat(has(g, "x", "type", "D")).isFalse();
        assertThat(has(g, "y", "type", "R")).isFalse();
    }
}
