package io.gridchat.ontology;

import static io.gridchat.ontology.question.QuestionKind.*;

import io.gridchat.triplestore.EmbeddedTriplestore;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Model questions on the default data (the CGMES conformity models with the core CIM hierarchy and the ontology
 * derived at load time), in varied phrasing: each must be read as its kind, and its table must have exactly the rows
 * of a hand-written reference query (the natural set's scoring rule, {@link TableMatch}).
 * {@code -Dgridchat.test.store-dir=DIR} keeps the loaded store between runs.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DefaultDataModelQuestionsTest {
    @TempDir static Path dir;
    EmbeddedTriplestore store;
    ModelQuestions questions;

    @BeforeAll
    void start() {
        System.setProperty("org.apache.jena.tdb.store.enableInlineLiterals", "false");
        String keep = System.getProperty("gridchat.test.store-dir");
        store = EmbeddedTriplestore.start(keep == null ? dir : Path.of(keep), 0);
        questions = new ModelQuestions(store.cimQueryUrl());
    }

    @AfterAll
    void stop() {
        if (store != null) store.close();
    }

    static final String DIRECT_SUPER = """
            SELECT ?parent WHERE { cim:%1$s rdfs:subClassOf ?parent . FILTER(?parent != cim:%1$s)
              FILTER NOT EXISTS { cim:%1$s rdfs:subClassOf ?m . ?m rdfs:subClassOf ?parent . FILTER(?m != cim:%1$s && ?m != ?parent) } }""";
    static final String DIRECT_SUB = """
            SELECT ?child WHERE { ?child rdfs:subClassOf cim:%1$s . FILTER(?child != cim:%1$s)
              FILTER NOT EXISTS { ?child rdfs:subClassOf ?m . ?m rdfs:subClassOf cim:%1$s . FILTER(?m != cim:%1$s && ?m != ?child) } }""";
    static final String ALL_SUB = "SELECT DISTINCT ?child WHERE { ?child rdfs:subClassOf cim:%1$s . FILTER(?child != cim:%1$s) }";
    static final String ALL_SUPER = "SELECT DISTINCT ?up WHERE { cim:%1$s rdfs:subClassOf ?up . FILTER(?up != cim:%1$s && isIRI(?up) && ?up != rdfs:Resource && ?up != owl:Thing) }";
    static final String COMMENT = "SELECT ?text WHERE { cim:%1$s rdfs:comment ?text }";
    static final String INVERSE_OF = "SELECT DISTINCT ?other WHERE { { cim:%1$s owl:inverseOf ?other } UNION { ?other owl:inverseOf cim:%1$s } }";
    static final String LABELLED = "SELECT DISTINCT ?c WHERE { ?p rdfs:label ?l ; rdfs:domain ?c . FILTER(STR(?l) = \"%1$s\") }";
    static final String ALL_PROPS = "SELECT DISTINCT ?p WHERE { cim:%1$s rdfs:subClassOf* ?c . ?p rdfs:domain ?c }";
    static final String COUNTS_UNDER = "SELECT ?k (COUNT(DISTINCT ?x) AS ?n) WHERE { ?k rdfs:subClassOf* cim:%1$s . ?x a ?k } GROUP BY ?k";
    static final String USED_LINKS = """
            SELECT DISTINCT ?p WHERE { { ?x a cim:%1$s ; ?p ?y . ?y a cim:%2$s } UNION { ?y a cim:%2$s ; ?p ?x . ?x a cim:%1$s }
              FILTER(?p != rdf:type) }""";
    static final String DOMAIN = "SELECT ?d WHERE { cim:%1$s rdfs:domain ?d }";
    static List<ModelQuestionCase> cases() {
        return List.of(
                ModelQuestionCase.of("What's the direct parent class of LoadBreakSwitch?", SUPERCLASSES, DIRECT_SUPER.formatted("LoadBreakSwitch")),
                ModelQuestionCase.of("what is the direct superclass of Breaker", SUPERCLASSES, DIRECT_SUPER.formatted("Breaker")),
                ModelQuestionCase.of("parent class of ConformLoad?", SUPERCLASSES, DIRECT_SUPER.formatted("ConformLoad")),
                ModelQuestionCase.of("Which are the superclasses of ACLineSegment?", SUPERCLASSES, ALL_SUPER.formatted("ACLineSegment")),
                ModelQuestionCase.of("what does a synchronous machine inherit from", SUPERCLASSES, ALL_SUPER.formatted("SynchronousMachine")),
                ModelQuestionCase.of("direct subclasses of Switch please", SUBCLASSES, DIRECT_SUB.formatted("Switch")),
                ModelQuestionCase.of("What are the immediate subclasses of ConductingEquipment?", SUBCLASSES, DIRECT_SUB.formatted("ConductingEquipment")),
                ModelQuestionCase.of("What are all the subclasses of ConductingEquipment?", SUBCLASSES, ALL_SUB.formatted("ConductingEquipment")),
                ModelQuestionCase.of("show me the class hierarchy under EquipmentContainer", SUBCLASSES, ALL_SUB.formatted("EquipmentContainer")),
                ModelQuestionCase.of("what are the subtypes of energy consumer", SUBCLASSES, ALL_SUB.formatted("EnergyConsumer")),
                ModelQuestionCase.of("What kinds of Switch are there in the ontology?", SUBCLASSES, ALL_SUB.formatted("Switch")),
                ModelQuestionCase.of("what's a ConformLoad? give me the ontology's defintion", DEFINITION, COMMENT.formatted("ConformLoad")),
                ModelQuestionCase.of("What is the definition of the class Substation?", DEFINITION, COMMENT.formatted("Substation")),
                ModelQuestionCase.of("define VoltageLevel", DEFINITION, COMMENT.formatted("VoltageLevel")),
                ModelQuestionCase.of("what does TopologicalNode mean in the model", DEFINITION, COMMENT.formatted("TopologicalNode")),
                ModelQuestionCase.of("What is the inverse of Terminal.ConductingEquipment?", INVERSE, INVERSE_OF.formatted("Terminal.ConductingEquipment")),
                ModelQuestionCase.of("inverse of cim:Terminal.ConnectivityNode", INVERSE, INVERSE_OF.formatted("Terminal.ConnectivityNode")),
                ModelQuestionCase.of("Which classes have a ratedS attribute?", DOMAIN_OF, LABELLED.formatted("ratedS")),
                ModelQuestionCase.of("which classes define a nominalVoltage property?", DOMAIN_OF, LABELLED.formatted("nominalVoltage")),
                ModelQuestionCase.of("In the ontology, which property points from a VoltageLevel to its Substation?", PROPERTY_BETWEEN,
                        "SELECT ?p WHERE { ?p rdfs:domain cim:VoltageLevel ; rdfs:range cim:Substation }"),
                ModelQuestionCase.of("What properties does a Terminal have?", PROPERTIES, ALL_PROPS.formatted("Terminal")),
                ModelQuestionCase.of("list the attributes of the Breaker class", PROPERTIES, ALL_PROPS.formatted("Breaker")),
                ModelQuestionCase.of("what fields does ACLineSegment have in the model", PROPERTIES, ALL_PROPS.formatted("ACLineSegment")),
                ModelQuestionCase.of("Which properties does the Substation class declare?", PROPERTIES, ALL_PROPS.formatted("Substation")),
                ModelQuestionCase.of("How many instances of Switch are there, including subclasses?", INSTANCE_COUNTS, COUNTS_UNDER.formatted("Switch")),
                ModelQuestionCase.of("instance counts of ConductingEquipment", INSTANCE_COUNTS, COUNTS_UNDER.formatted("ConductingEquipment")),
                ModelQuestionCase.of("How many instances does each class have?", INSTANCE_COUNTS,
                        "SELECT ?k (COUNT(?x) AS ?n) WHERE { ?x a ?k } GROUP BY ?k"),
                ModelQuestionCase.of("What is the difference between ConnectivityNode and TopologicalNode?", DIFFERENCE,
                        "SELECT ?k ?t WHERE { VALUES ?k { cim:ConnectivityNode cim:TopologicalNode } ?k rdfs:comment ?t }"),
                ModelQuestionCase.of("compare Breaker and Disconnector", DIFFERENCE,
                        "SELECT ?k ?t WHERE { VALUES ?k { cim:Breaker cim:Disconnector } ?k rdfs:comment ?t }"),
                ModelQuestionCase.of("How are Terminal and ACLineSegment linked?", LINK, USED_LINKS.formatted("Terminal", "ACLineSegment")),
                ModelQuestionCase.of("How is a Terminal related to a ConnectivityNode?", LINK, USED_LINKS.formatted("Terminal", "ConnectivityNode")),
                ModelQuestionCase.of("What does Terminal.ConnectivityNode mean?", PROPERTY_INFO, DOMAIN.formatted("Terminal.ConnectivityNode")),
                ModelQuestionCase.of("What is the domain of VoltageLevel.BaseVoltage?", PROPERTY_INFO, DOMAIN.formatted("VoltageLevel.BaseVoltage")),
                ModelQuestionCase.of("Which profiles does the data use?", PROFILES, "SELECT DISTINCT ?profile WHERE { GRAPH ?g { ?m md:Model.profile ?profile } }"),
                ModelQuestionCase.of("which namespaces are used by the data?", NAMESPACES,
                        "SELECT DISTINCT ?ns WHERE { ?x a ?k . FILTER(isIRI(?k)) BIND(REPLACE(STR(?k), \"[^#/]*$\", \"\") AS ?ns) }"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachQuestionGetsTheReferenceTable(ModelQuestionCase c) {
        questions.check(c);
    }
}
