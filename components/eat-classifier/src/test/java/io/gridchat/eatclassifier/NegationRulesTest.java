package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.ConstraintRules;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Negations (issue 40, item 6): the lexicon's negation words and the things that must be absent, resolved to classes.
 * Phrasings written for this test, none of them the shared dev set's.
 */
class NegationRulesTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static final List<String> CLASSES = List.of(CIM + "Substation", CIM + "VoltageLevel", CIM + "Bay", CIM + "Breaker",
            CIM + "BusbarSection", CIM + "SynchronousMachine", CIM + "GeneratingUnit", CIM + "EnergyConsumer", CIM + "LoadGroup",
            CIM + "ConformLoadGroup", CIM + "NonConformLoadGroup", CIM + "ACLineSegment", CIM + "PowerTransformer",
            CIM + "Disconnector", CIM + "SubGeographicalRegion");
    final ConstraintRules rules = new ConstraintRules();
    final TargetClassModel model = new TargetClassModel(TargetClassModel.Counts.empty(), CLASSES, TargetClassModel.Weights.defaults());

    private List<Constraint> negations(String q) {
        return rules.find(q).stream().filter(c -> c.kind() == ConstraintKind.NEGATION).toList();
    }

    private List<Constraint> resolved(String q) {
        List<Constraint> found = rules.find(q);
        List<AnswerType> types = EatClassifier.withoutNegatedClasses(EatClassifier.classify(q, model), found, model);
        return EatClassifier.resolveClasses(found, types, model).stream().filter(c -> c.kind() == ConstraintKind.NEGATION).toList();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Which bays have no breaker?|no breaker|Bay|Breaker",
            "list voltage levels without a single busbar section|without a single busbar section|VoltageLevel|BusbarSection",
            "substations that don't contain any power transformer|don't contain any power transformer|Substation|PowerTransformer",
            "Which substations do not have a synchronous machine?|not have a synchronous machine|Substation|SynchronousMachine",
            "voltage levels with no disconnectors at all|no disconnectors|VoltageLevel|Disconnector",
            "Show the substations that have no generating units.|no generating units|Substation|GeneratingUnit",
            "energy consumers that are not assigned to any load group|not assigned to any load group|EnergyConsumer|LoadGroup",
            "Which bays aren’t connected to any AC line segment?|aren’t connected to any AC line segment|Bay|ACLineSegment",
            "substations in the region without breakers|without breakers|Substation|Breaker",
            "Which voltage levels havent got any bays?|havent got any bays|VoltageLevel|Bay"})
    void negatedThingsResolveToTheAbsentClassAndTheAskedOne(String q, String phrase, String asked, String absent) {
        List<Constraint> found = resolved(q);
        assertThat(found).as(q).isNotEmpty();
        Constraint first = found.get(0);
        assertThat(first.phrase()).isEqualTo(phrase);
        assertThat(first.span().of(q)).isEqualTo(phrase);
        assertThat(first.attribute()).isEqualTo(CIM + absent);
        assertThat(first.value()).isEqualTo(CIM + asked);
    }

    @Test
    void wordsAfterTheNegatedThingsAreNotPartOfThem() {
        String q = "Is there a substation that has no line segment conected to it at all?";
        List<Constraint> found = resolved(q);
        assertThat(found).extracting(Constraint::phrase).containsOnly("no line segment");
        assertThat(found).extracting(Constraint::attribute).contains(CIM + "ACLineSegment");
    }

    @Test
    void theAbsentClassIsNeverTheAskedOne() {
        // "load group" would otherwise be the best-named class of the question
        String q = "which loads aren't assigned to any load group";
        List<AnswerType> types = EatClassifier.withoutNegatedClasses(EatClassifier.classify(q, model), rules.find(q), model);
        assertThat(types.get(0).targetClass()).isNotIn(CIM + "LoadGroup", CIM + "ConformLoadGroup", CIM + "NonConformLoadGroup");
        assertThat(types.get(0).score()).isGreaterThanOrEqualTo(types.get(types.size() - 1).score());
        assertThat(resolved(q)).allSatisfy(c -> assertThat(c.value()).isEqualTo(types.get(0).targetClass()));
    }

    @Test
    void anExistenceQuestionWithANegationIsAnsweredByTheList() {
        String q = "Are there any bays without a breaker?";
        List<Constraint> found = rules.find(q);
        List<AnswerType> yesNo = List.of(new AnswerType(AnswerKind.BOOLEAN, CIM + "Bay", 0.8));
        assertThat(EatClassifier.existenceAsList(q, yesNo, found, model)).extracting(AnswerType::kind).containsOnly(AnswerKind.LIST);
        String plain = "Are there breakers in bay X?"; // no negation: stays yes/no
        assertThat(EatClassifier.existenceAsList(plain, yesNo, rules.find(plain), model)).extracting(AnswerType::kind).containsOnly(AnswerKind.BOOLEAN);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Which lines have no more than 5 km of length?",
            "List the substations in NO1 SGR.",
            "Is breaker X not open?",
            "Which breakers are normally open?",
            "What is the nominal voltage of NO2 SGR?"})
    void noNegationWhereNoAbsentThingIsNamed(String q) {
        assertThat(resolved(q)).as(q).isEmpty();
    }

    @Test
    void anAllCapitalNoIsAName() {
        assertThat(negations("Which substations are in NO 1?")).isEmpty();
        assertThat(negations("Which substations have no breakers?")).hasSize(1);
    }
}
