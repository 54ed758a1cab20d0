package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.AnswerKindRules;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.kit.annotation.AnswerKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClassifierTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static final List<String> CLASSES = List.of(CIM + "PowerTransformer", CIM + "PowerTransformerEnd", CIM + "Substation",
            CIM + "ACLineSegment", CIM + "Line", CIM + "Terminal", CIM + "BaseVoltage", CIM + "VoltageLevel");

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "How many substations are there?|COUNT",
            "What is the number of breakers in Alpha?|COUNT",
            "Is the breaker B1 open?|BOOLEAN",
            "Are there lines between Alpha and Beta?|BOOLEAN",
            "Are there any lines between Alpha and Beta?|LIST",
            "Can you list all AC line segments of line L1?|LIST",
            "Which terminals belong to B1?|LIST",
            "What is the nominal voltage of base voltage 400 kV?|VALUE",
            "Show the single line diagram of substation Alpha|DIAGRAM",
            "Which text diagram objects are linked to the diagram object FreeText_1?|LIST",
            "Show me all diagrams that are associated with the diagram object style Bus.|LIST",
            "Show the active power measurements over the last week for T1|TIME_SERIES"})
    void answerKinds(String question, AnswerKind kind) {
        assertThat(new AnswerKindRules().classify(question).kind()).isEqualTo(kind);
    }

    @Test
    void groupAndSchemaClassWordsResolveToClasses() {
        List<String> classes = new java.util.ArrayList<>(CLASSES);
        classes.addAll(List.of(CIM + "Breaker", CIM + "Bay", CIM + "GeographicalRegion", CIM + "SubGeographicalRegion", CIM + "Switch",
                CIM + "LoadBreakSwitch", "https://cim4.eu/ns/nc#Region", CIM + "OperationalLimitType"));
        TargetClassModel m = new TargetClassModel(TargetClassModel.Counts.empty(), classes, TargetClassModel.Weights.defaults());
        assertThat(m.namedClasses("voltage levels")).containsExactly(CIM + "VoltageLevel");
        assertThat(m.exactClasses("Switch")).containsExactly(CIM + "Switch"); // not LoadBreakSwitch
        assertThat(m.namedClasses("Switch")).containsExactly(CIM + "Switch", CIM + "LoadBreakSwitch");
        // the exact name first, then longer names that end with the words, shorter first
        assertThat(m.namedClasses("region")).containsExactly("https://cim4.eu/ns/nc#Region", CIM + "GeographicalRegion", CIM + "SubGeographicalRegion");
        assertThat(m.namedClasses("weather")).isEmpty();
        // a name whose plural takes "-es" is found in that plural too, with no training (the default data's stack)
        assertThat(m.exactClasses("switches")).containsExactly(CIM + "Switch");
        assertThat(m.namedClasses("load break switches")).containsExactly(CIM + "LoadBreakSwitch");
        assertThat(EatClassifier.classify("How many switches are there?", m).get(0).targetClass()).isEqualTo(CIM + "Switch");
        assertThat(EatClassifier.classify("list every switch in the grid", m).get(0).targetClass()).isEqualTo(CIM + "Switch");

        var rules = new io.gridchat.eatclassifier.classify.ConstraintRules();
        String q = "How many breakers are there per substation?";
        var types = EatClassifier.classify(q, m);
        var per = EatClassifier.resolveClasses(rules.find(q), types, m);
        assertThat(per).singleElement().satisfies(c -> {
            assertThat(c.attribute()).isEqualTo(CIM + "Breaker");
            assertThat(c.value()).isEqualTo(CIM + "Substation");
        });
        String r = "Which region has the most substations?";
        var regions = EatClassifier.resolveClasses(rules.find(r), EatClassifier.classify(r, m), m);
        assertThat(regions).extracting(io.gridchat.kit.annotation.Constraint::value)
                .containsExactly("https://cim4.eu/ns/nc#Region", CIM + "GeographicalRegion", CIM + "SubGeographicalRegion");
        assertThat(regions).allSatisfy(c -> assertThat(c.attribute()).isEqualTo(CIM + "Substation"));
        // the class the words name exactly scores a little more (relation detection takes it when the graph connects it)
        assertThat(regions.get(0).score()).isGreaterThan(regions.get(1).score());
        assertThat(regions.get(1).score()).isEqualTo(regions.get(2).score());
        String unknown = "How many breakers are there per weather zone?";
        assertThat(EatClassifier.resolveClasses(rules.find(unknown), EatClassifier.classify(unknown, m), m)).isEmpty();
        String schema = "What are the direct subclasses of Switch?";
        assertThat(EatClassifier.resolveClasses(rules.find(schema), EatClassifier.classify(schema, m), m))
                .singleElement().extracting(io.gridchat.kit.annotation.Constraint::value).isEqualTo(CIM + "Switch");
        // "types of switches" asks for subclasses; "types of operational limits" are instances of OperationalLimitType
        String switches = "What types of switches are defined?";
        assertThat(EatClassifier.withoutTypeClasses(switches, rules.find(switches), m)).singleElement()
                .extracting(io.gridchat.kit.annotation.Constraint::attribute).isEqualTo("SUBCLASSES");
        String limits = "What types of operational limits are defined with the direction low?";
        assertThat(rules.find(limits)).isNotEmpty();
        assertThat(EatClassifier.withoutTypeClasses(limits, rules.find(limits), m)).isEmpty();
        String subclasses = "What are the subclasses of OperationalLimit?";
        assertThat(EatClassifier.withoutTypeClasses(subclasses, rules.find(subclasses), m)).singleElement()
                .extracting(io.gridchat.kit.annotation.Constraint::attribute).isEqualTo("SUBCLASSES");
    }

    static double score(TargetClassModel m, String question, String classIri) {
        return m.rank(question).stream().filter(c -> c.classIri().equals(classIri)).findFirst().orElseThrow().score();
    }

    @Test
    void aClassNamedRightBeforeANamedObjectSaysWhatTheObjectIsNotWhatIsAsked() {
        TargetClassModel m = new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES, TargetClassModel.Weights.defaults());
        String q = "What terminals are directly connected to the AC line segment 300HOGASEN-TRONDHEIM?";
        String masked = TargetClassModel.masked(q, List.of("300HOGASEN-TRONDHEIM"));
        assertThat(masked).isEqualTo("What terminals are directly connected to the AC line segment  ENT ?");
        // masked, "AC line segment" describes the object: its name counts for less, the asked-for class is first
        assertThat(score(m, masked, CIM + "ACLineSegment")).isLessThan(0.5 * score(m, q, CIM + "ACLineSegment"));
        assertThat(m.rank(masked).get(0).classIri()).isEqualTo(CIM + "Terminal");
        // … but not for nothing: when no other class is named, the object's class is what the question is about
        String details = "Give me detailed information about the AC line segment 300OSLO-ASKER.";
        assertThat(m.rank(TargetClassModel.masked(details, List.of("300OSLO-ASKER"))).get(0).classIri()).isEqualTo(CIM + "ACLineSegment");
        // with the share at 1 the mask changes nothing
        TargetClassModel kept = new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES,
                TargetClassModel.Weights.defaults().withEntityDescriptor(1));
        assertThat(score(kept, masked, CIM + "ACLineSegment")).isEqualTo(score(kept, q, CIM + "ACLineSegment"));
        // NER may spot the class words with the name: they stay, only the name is masked
        assertThat(EatClassifier.withoutLeadingClassName("AC line segment 300OSLO-ASKER", m)).isEqualTo("300OSLO-ASKER");
        assertThat(EatClassifier.withoutLeadingClassName("the Alpha substation", m)).isEqualTo("the Alpha substation");
        // longest mention first, so a mention inside another is not masked on its own
        assertThat(TargetClassModel.masked("lines of T1 and T12", List.of("T1", "T12"))).isEqualTo("lines of  ENT  and  ENT ");
    }

    @Test
    void theLongestEarliestClassNameWinsWithoutTraining() {
        TargetClassModel m = new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES, TargetClassModel.Weights.defaults());
        assertThat(m.rank("List all power transformer ends of the power transformer T1").get(0).classIri()).isEqualTo(CIM + "PowerTransformerEnd");
        assertThat(m.rank("Which AC line segments belong to line L1?").get(0).classIri()).isEqualTo(CIM + "ACLineSegment");
        assertThat(m.rank("Which terminals are connected to the substation Alpha?").get(0).classIri()).isEqualTo(CIM + "Terminal");
        // the class named first is asked for, even when a longer name follows
        assertThat(m.rank("Which substations have voltage levels that include the load L1?").get(0).classIri()).isEqualTo(CIM + "Substation");
        // by the first-mention bonus alone (the voltage levels the substations have are discounted as the way too)
        TargetClassModel.Weights firstOnly = TargetClassModel.Weights.defaults().withIntermediary(1);
        assertThat(new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES, firstOnly)
                .rank("Which substations have voltage levels that include the load L1?").get(0).classIri()).isEqualTo(CIM + "Substation");
        TargetClassModel.Weights none = firstOnly.withFirstMention(0);
        assertThat(new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES, none)
                .rank("Which substations have voltage levels that include the load L1?").get(0).classIri()).isEqualTo(CIM + "VoltageLevel");
    }

    @Test
    void anAcronymWrittenOutNamesTheClass() {
        TargetClassModel m = new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES, TargetClassModel.Weights.defaults());
        assertThat(m.rank("Which alternating current line segments belong to line L1?").get(0).classIri()).isEqualTo(CIM + "ACLineSegment");
        // stop words are not initials: "a" + "current" is not AC
        assertThat(m.rank("Which line is a current line of L1?").get(0).classIri()).isEqualTo(CIM + "Line");
        TargetClassModel off = new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES, TargetClassModel.Weights.defaults().withAcronym(0));
        assertThat(off.rank("Which alternating current line segments belong to line L1?").get(0).classIri()).isEqualTo(CIM + "Line");
    }

    @Test
    void learnsSynonymsTheOntologyDoesNotKnow() {
        List<TrainingSet.Example> train = List.of(
                new TrainingSet.Example("t1", "Show me the alternating current segments of ENT", CIM + "ACLineSegment"),
                new TrainingSet.Example("t1", "Which alternating current segments belong to ENT?", CIM + "ACLineSegment"),
                new TrainingSet.Example("t2", "Which electrical connection points link to ENT?", CIM + "Terminal"),
                new TrainingSet.Example("t2", "List the connection points of ENT", CIM + "Terminal"));
        TargetClassModel m = new TargetClassModel(TargetClassModel.train(train), CLASSES, TargetClassModel.Weights.defaults());
        assertThat(m.rank("What alternating current segments are in X?").get(0).classIri()).isEqualTo(CIM + "ACLineSegment");
        assertThat(m.rank("What electrical connection points link to X?").get(0).classIri()).isEqualTo(CIM + "Terminal");
    }

    @Test
    void writesThreeRankedAnswerTypes() {
        TargetClassModel m = new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES, TargetClassModel.Weights.defaults());
        var types = EatClassifier.classify("How many voltage levels does substation Alpha have?", m);
        assertThat(types).hasSize(5);
        assertThat(types.get(0).kind()).isEqualTo(AnswerKind.COUNT);
        assertThat(types.get(0).targetClass()).isEqualTo(CIM + "VoltageLevel");
        assertThat(types.get(0).score()).isGreaterThan(types.get(1).score());
    }
}
