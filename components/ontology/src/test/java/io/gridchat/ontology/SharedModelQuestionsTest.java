package io.gridchat.ontology;

import static io.gridchat.ontology.question.QuestionKind.*;

import io.gridchat.triplestore.EmbeddedTriplestore;
import io.gridchat.triplestore.load.LoadRequest;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Model questions on the benchmark graph (Nordic44 + Telemark-120 with the CGMES 3.0 and CIM4 ontologies, from
 * ../shared), each read as its kind and checked against a hand-written reference query. Our own questions, phrased
 * independently of the natural set. {@code -Dgridchat.test.shared-store-dir=DIR} keeps the loaded store.
 */
@Tag("shared")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SharedModelQuestionsTest {
    @TempDir static Path dir;
    EmbeddedTriplestore store;
    ModelQuestions questions;

    @BeforeAll
    void start() {
        System.setProperty("org.apache.jena.tdb.store.enableInlineLiterals", "false");
        Path shared = Path.of(System.getProperty("gridchat.shared.dir", "../../../shared"));
        String keep = System.getProperty("gridchat.test.shared-store-dir");
        store = EmbeddedTriplestore.startWith(keep == null ? dir : Path.of(keep), 0,
                LoadRequest.fromOrderFile(shared.resolve("datasets/kg/load-order-qa-v3-era.tsv")));
        questions = new ModelQuestions(store.cimQueryUrl());
    }

    @AfterAll
    void stop() {
        if (store != null) store.close();
    }

    static List<ModelQuestionCase> cases() {
        String units = "SELECT ?m ?s WHERE { cim:%1$s cim:unitMultiplier ?m ; cim:unitSymbol ?s }";
        String directSuper = """
                SELECT ?parent WHERE { cim:%1$s rdfs:subClassOf ?parent . FILTER(?parent != cim:%1$s)
                  FILTER NOT EXISTS { cim:%1$s rdfs:subClassOf ?m . ?m rdfs:subClassOf ?parent . FILTER(?m != cim:%1$s && ?m != ?parent) } }""";
        String labelled = "SELECT DISTINCT ?c WHERE { ?p rdfs:label ?l ; rdfs:domain ?c . FILTER(STR(?l) = \"%1$s\") }";
        return List.of(
                ModelQuestionCase.of("In which unit does the ontology declare ACLineSegment.r?", UNIT, units.formatted("ACLineSegment.r")),
                ModelQuestionCase.of("unit of cim:BaseVoltage.nominalVoltage", UNIT, units.formatted("BaseVoltage.nominalVoltage")),
                ModelQuestionCase.of("what units is SynchronousMachine.ratedU declared in", UNIT, units.formatted("RotatingMachine.ratedU")),
                ModelQuestionCase.of("What is the direct superclass of Disconnector?", SUPERCLASSES, directSuper.formatted("Disconnector")),
                ModelQuestionCase.of("immediate parent class of the PowerTransformer", SUPERCLASSES, directSuper.formatted("PowerTransformer")),
                ModelQuestionCase.of("which classes declare an attribute called ratedU?", DOMAIN_OF, labelled.formatted("ratedU")),
                ModelQuestionCase.of("Which classes define the nominalVoltage property in the ontology?", DOMAIN_OF, labelled.formatted("nominalVoltage")),
                ModelQuestionCase.of("Which property goes from a Bay to its VoltageLevel in the ontology?", PROPERTY_BETWEEN,
                        "SELECT ?p WHERE { ?p rdfs:domain cim:Bay ; rdfs:range cim:VoltageLevel }"),
                ModelQuestionCase.of("which property links a Substation to its region?", PROPERTY_BETWEEN,
                        "SELECT ?p ?r WHERE { ?p rdfs:domain cim:Substation ; rdfs:range ?r ; rdfs:label \"Region\" }"),
                ModelQuestionCase.of("give me the ontology's definition of a PetersenCoil", DEFINITION, "SELECT ?d WHERE { cim:PetersenCoil rdfs:comment ?d }"),
                ModelQuestionCase.of("what is a BusbarSection according to the ontology?", DEFINITION, "SELECT ?d WHERE { cim:BusbarSection rdfs:comment ?d }"),
                ModelQuestionCase.of("What's the inverse property of Equipment.EquipmentContainer?", INVERSE,
                        "SELECT DISTINCT ?i WHERE { { cim:Equipment.EquipmentContainer owl:inverseOf ?i } UNION { ?i owl:inverseOf cim:Equipment.EquipmentContainer } }"),
                ModelQuestionCase.of("What are the direct subclasses of RegulatingCondEq?", SUBCLASSES, """
                        SELECT ?c WHERE { ?c rdfs:subClassOf cim:RegulatingCondEq . FILTER(?c != cim:RegulatingCondEq)
                          FILTER NOT EXISTS { ?c rdfs:subClassOf ?m . ?m rdfs:subClassOf cim:RegulatingCondEq . FILTER(?m != ?c && ?m != cim:RegulatingCondEq) } }"""),
                ModelQuestionCase.of("How do measurements attach to equipment?", LINK, """
                        SELECT DISTINCT ?p WHERE {
                          { cim:Measurement rdfs:subClassOf* ?d . ?p rdfs:domain ?d ; rdfs:range ?r . cim:Equipment rdfs:subClassOf* ?r }
                          UNION { cim:Equipment rdfs:subClassOf* ?d . ?p rdfs:domain ?d ; rdfs:range ?r . cim:Measurement rdfs:subClassOf* ?r }
                          UNION { ?m a cim:Measurement ; ?p ?e . ?e a cim:Equipment } UNION { ?e a cim:Equipment ; ?p ?m . ?m a cim:Measurement }
                          FILTER(?p != rdf:type && !STRSTARTS(STR(?p), "https://cim.ucaiug.io/rules#")) }"""),
                ModelQuestionCase.of("what does ACLineSegment.bch mean", PROPERTY_INFO, "SELECT ?c WHERE { cim:ACLineSegment.bch rdfs:comment ?c }"),
                ModelQuestionCase.of("Which package does the class Substation belong to?", DEFINITION, "SELECT ?p WHERE { cim:Substation cims:belongsToCategory ?p }"),
                ModelQuestionCase.of("Which properties have the range Substation?", RANGE_OF, "SELECT ?p WHERE { ?p rdfs:range cim:Substation }"),
                ModelQuestionCase.of("What properties does Terminal declare itself?", OWN_PROPERTIES, "SELECT ?p WHERE { ?p rdfs:domain cim:Terminal }"),
                ModelQuestionCase.of("what is the range of Terminal.ConnectivityNode", PROPERTY_INFO, "SELECT ?r WHERE { cim:Terminal.ConnectivityNode rdfs:range ?r }"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachQuestionGetsTheReferenceTable(ModelQuestionCase c) {
        questions.check(c);
    }
}
