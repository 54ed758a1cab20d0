package io.gridchat.ontology.question;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.ontology.model.OntClass;
import io.gridchat.ontology.model.OntProperty;
import io.gridchat.ontology.model.Ontology;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Recognising model questions and their kind, over a small hand-made ontology (no store). */
class ModelQuestionParserTest {
    static final String CIM = Ontology.CIM;
    static final Ontology ONTOLOGY = new Ontology(
            List.of(c("IdentifiedObject"), c("PowerSystemResource"), c("Equipment"), c("ConductingEquipment"), c("Switch"),
                    c("ProtectedSwitch"), c("Breaker"), c("LoadBreakSwitch"), c("Substation"), c("VoltageLevel"), c("Terminal"),
                    c("ConnectivityNode"), c("TopologicalNode"), c("ConformLoad"), c("Conductor"), c("ACLineSegment"), c("Measurement"),
                    c("Name")),
            List.of(p("Conductor.length", "length", "Conductor", null, null), p("VoltageLevel.Substation", "Substation", "VoltageLevel", "Substation", null),
                    p("Terminal.ConductingEquipment", "ConductingEquipment", "Terminal", "ConductingEquipment", CIM + "ConductingEquipment.Terminals"),
                    p("RotatingMachine.ratedS", "ratedS", "Equipment", null, null), p("PowerTransformerEnd.ratedS", "ratedS", "Equipment", null, null)),
            Map.of(CIM + "Breaker", Set.of(CIM + "ProtectedSwitch", CIM + "Switch", CIM + "ConductingEquipment"),
                    CIM + "LoadBreakSwitch", Set.of(CIM + "ProtectedSwitch", CIM + "Switch"),
                    CIM + "ProtectedSwitch", Set.of(CIM + "Switch"), CIM + "Switch", Set.of(CIM + "ConductingEquipment")));
    static final TermFinder TERMS = new TermFinder(ONTOLOGY);
    static final ModelQuestionParser PARSER = new ModelQuestionParser(SchemaCues.load());

    static OntClass c(String name) { return new OntClass(CIM + name, name, null); }

    static OntProperty p(String name, String label, String domain, String range, String inverse) {
        return new OntProperty(CIM + name, label, null, List.of(CIM + domain), range == null ? List.of() : List.of(CIM + range), inverse);
    }

    static Optional<ModelQuestion> parse(String q) { return PARSER.parse(q, TERMS, List.of()); }

    static ModelQuestion model(String q, QuestionKind kind) {
        Optional<ModelQuestion> m = parse(q);
        assertThat(m).as(q).isPresent();
        assertThat(m.get().kind()).as(q).isEqualTo(kind);
        return m.get();
    }

    @Test
    void everyKindIsRecognisedFromItsWords() {
        assertThat(model("What properties does a Terminal have?", QuestionKind.PROPERTIES).classes()).containsExactly(CIM + "Terminal");
        assertThat(model("What are the direct subclasses of Switch?", QuestionKind.SUBCLASSES).direct()).isTrue();
        assertThat(model("show the class hierarchy under ConductingEquipment", QuestionKind.SUBCLASSES).direct()).isFalse();
        assertThat(model("What's the direct parent class of LoadBreakSwitch?", QuestionKind.SUPERCLASSES).direct()).isTrue();
        assertThat(model("what are all the superclasses of breakers", QuestionKind.SUPERCLASSES).direct()).isFalse();
        model("How many instances does each class have?", QuestionKind.INSTANCE_COUNTS);
        // "main" is not applied (every class is listed): the answer says so
        assertThat(model("What are the main classes in the ontology, and how many instances of each?", QuestionKind.INSTANCE_COUNTS).unapplied())
                .extracting(Token::text).containsExactly("main");
        model("how many instances of Switch are there including subclasses", QuestionKind.INSTANCE_COUNTS);
        assertThat(model("how are voltage levels modelled?", QuestionKind.NEIGHBOURHOOD).classes()).containsExactly(CIM + "VoltageLevel");
        assertThat(model("How do measurements attach to equipment?", QuestionKind.LINK).classes())
                .containsExactly(CIM + "Measurement", CIM + "Equipment");
        model("In the ontology, which property points from a VoltageLevel to its Substation?", QuestionKind.PROPERTY_BETWEEN);
        model("What is the difference between ConnectivityNode and TopologicalNode?", QuestionKind.DIFFERENCE);
        model("Which profiles does the data use?", QuestionKind.PROFILES);
        model("which namespaces are used", QuestionKind.NAMESPACES);
        model("what's a ConformLoad? give me the ontology's defintion", QuestionKind.DEFINITION);
        model("What does Conductor.length mean?", QuestionKind.PROPERTY_INFO);
        assertThat(model("What unit is cim:Conductor.length declared in? multiplier and symbol please", QuestionKind.UNIT).properties())
                .containsExactly(CIM + "Conductor.length");
        model("What is the inverse of Terminal.ConductingEquipment?", QuestionKind.INVERSE);
        model("Which properties have the range Substation?", QuestionKind.RANGE_OF);
        model("What properties does Terminal declare itself?", QuestionKind.OWN_PROPERTIES);
        model("Which package does the class Substation belong to?", QuestionKind.DEFINITION);
        ModelQuestion named = model("which classes define a ratedS attribute in the ontology?", QuestionKind.DOMAIN_OF);
        assertThat(named.propertyLabel()).isEqualTo("ratedS");
        assertThat(named.properties()).hasSize(2);
    }

    @Test
    void classNamesAreFoundInAnyCaseSingularOrPluralAndWithATypo() {
        assertThat(model("how are voltagelevels modelled", QuestionKind.NEIGHBOURHOOD).classes()).containsExactly(CIM + "VoltageLevel");
        assertThat(model("How is a Subsation modelled?", QuestionKind.NEIGHBOURHOOD).classes()).containsExactly(CIM + "Substation");
        assertThat(model("superclasses of loadbreakswitch", QuestionKind.SUPERCLASSES).classes()).containsExactly(CIM + "LoadBreakSwitch");
        assertThat(model("What's the definiton of a connectivity node?", QuestionKind.DEFINITION).classes())
                .containsExactly(CIM + "ConnectivityNode");
    }

    @Test
    void instanceQuestionsAreLeftAlone() {
        assertThat(parse("How many substations are there?")).isEmpty();
        assertThat(parse("Which terminals connect to BE-Load_1?")).isEmpty();
        assertThat(parse("List all breakers.")).isEmpty();
        // asks for the breakers that are modelled, not how breakers are modelled
        assertThat(parse("Which breakers are modelled in the data?")).isEmpty();
        assertThat(parse("How are breakers modelled?")).isPresent();
        assertThat(parse("Which substations are connected to lines?")).isEmpty();
        assertThat(parse("What is the nominal voltage of the base voltage 380 kV?")).isEmpty();
        assertThat(parse("What is the name of the substation?")).isEmpty();
        // a grid object named in the question (linked by earlier components): an instance question
        String q = "What are the properties of substation PP_Brussels?";
        assertThat(PARSER.parse(q, TERMS, List.of(new TextSpan(q.indexOf("PP_"), q.indexOf("?"))))).isEmpty();
    }
}
