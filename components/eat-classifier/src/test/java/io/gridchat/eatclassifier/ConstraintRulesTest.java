package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.ConstraintRules;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConstraintRulesTest {
    final ConstraintRules rules = new ConstraintRules();

    private Constraint only(String q) {
        List<Constraint> found = rules.find(q);
        assertThat(found).as(q).hasSize(1);
        return found.get(0);
    }

    @Test
    void comparisonsKeepValueUnitOperatorAndTheirSpan() {
        String q = "Which AC line segments are longer than 100 km?";
        Constraint c = only(q);
        assertThat(c.kind()).isEqualTo(ConstraintKind.COMPARISON);
        assertThat(c.attribute()).isEqualTo("length");
        assertThat(c.operator()).isEqualTo(">");
        assertThat(c.value()).isEqualTo("100");
        assertThat(c.unit()).isEqualTo("km");
        assertThat(c.span().of(q)).isEqualTo("longer than 100 km");

        Constraint v = only("Which base voltages have a nominal voltage below 0.5 kV?");
        assertThat(v.attribute()).isEqualTo("nominal voltage");
        assertThat(v.operator()).isEqualTo("<");
        assertThat(v.unit()).isEqualTo("kV");
        Constraint s = only("Which synchronous machines have a rated power of at least 300 MVA?");
        assertThat(s.attribute()).isEqualTo("rated power");
        assertThat(s.operator()).isEqualTo(">=");
        assertThat(s.unit()).isEqualTo("MVA");
        assertThat(only("Which lines have a resistance above 60 ohm?").unit()).isEqualTo("ohm");
    }

    @Test
    void superlativesOrderAndLimit() {
        Constraint longest = only("Which AC line segment is the longest?");
        assertThat(longest.kind()).isEqualTo(ConstraintKind.SUPERLATIVE);
        assertThat(longest.attribute()).isEqualTo("length");
        assertThat(longest.order()).isEqualTo("DESC");
        assertThat(longest.limit()).isEqualTo(1);
        Constraint power = only("Which synchronous machine has the largest rated power in the grid?");
        assertThat(power.attribute()).isEqualTo("rated power");
        Constraint three = only("List the 3 shortest lines.");
        assertThat(three.order()).isEqualTo("ASC");
        assertThat(three.limit()).isEqualTo(3);
        assertThat(three.attribute()).isEqualTo("length");
        Constraint top = only("Show the top 5 generators by rated power.");
        assertThat(top.kind()).isEqualTo(ConstraintKind.ORDER);
        assertThat(top.limit()).isEqualTo(5);
        assertThat(top.attribute()).isEqualTo("rated power");
        Constraint sorted = only("List the lines sorted by length descending.");
        assertThat(sorted.order()).isEqualTo("DESC");
        assertThat(sorted.attribute()).isEqualTo("length");
    }

    @Test
    void detailsAndShownAttributes() {
        assertThat(only("Give me detailed information about the line L1.").kind()).isEqualTo(ConstraintKind.DETAILS);
        Constraint with = only("List the voltage levels of ARENDAL with their nominal voltage.");
        assertThat(with.kind()).isEqualTo(ConstraintKind.ATTRIBUTE);
        assertThat(with.attribute()).isEqualTo("nominal voltage");
        assertThat(rules.find("List the voltage levels of ARENDAL with their names.")).isEmpty();
        // the attribute's value follows: a filter of the things, not a column to show
        assertThat(rules.find("Find all load response characteristics with their active power portion modeled as 1 constant power."))
                .noneMatch(c -> c.kind() == ConstraintKind.ATTRIBUTE);
        assertThat(rules.find("List all identified objects related to e9f81e7e with their description being Kristiansand 300 Feda 1 A Breaker."))
                .noneMatch(c -> c.kind() == ConstraintKind.ATTRIBUTE);
        assertThat(only("List the machines with their rated power as a column.").kind()).isEqualTo(ConstraintKind.ATTRIBUTE);
    }

    /** The attributes asked for as columns, in order (eat-classifier's AttributeColumns with the kit's lexicon). */
    private List<String> columns(String q) {
        return rules.find(q).stream().filter(c -> c.kind() == ConstraintKind.ATTRIBUTE).map(Constraint::attribute).toList();
    }

    @Test
    void severalColumnsWithOrWithoutTheirAreTheLexiconsAttributes() {
        assertThat(columns("consumers at substation SIMA with p and q")).containsExactly("p", "q");
        assertThat(columns("list the segments of OSLO with their r and x, please")).containsExactly("r", "x");
        assertThat(columns("generators of HALDEN with their rated MVA and active power")).containsExactly("rated s", "active power");
        assertThat(columns("the machines in SIMA and their reactive power range")).containsExactly("min q", "max q");
        assertThat(columns("show the lines at OSLO with length, r and x?")).containsExactly("length", "r", "x");
        // no column: a class after "with", a value that follows, a single word after "and" without "their"
        assertThat(columns("substations with voltage levels in region NO1")).isEmpty();
        assertThat(columns("segments with length 10 km")).isEmpty();
        assertThat(columns("breakers and x")).isEmpty();
    }

    @Test
    void nominalVoltagesStatesAndKeywordAggregates() {
        Constraint kv = rules.find("how many 132 kV disconnectors does SIMA have").stream()
                .filter(c -> c.kind() == ConstraintKind.COMPARISON).findFirst().orElseThrow();
        assertThat(kv.attribute()).isEqualTo("nominal voltage");
        assertThat(kv.operator()).isEqualTo(ConstraintRules.NOMINAL);
        assertThat(kv.value()).isEqualTo("132");
        assertThat(kv.unit()).isEqualTo("kV");
        assertThat(rules.find("consumers fed at 0.23 kV?")).extracting(Constraint::value).contains("0.23");
        // a value given to an attribute is the literal rule's, a bound a comparison's
        assertThat(rules.find("base voltages with a nominal voltage of 220 kV")).noneMatch(c -> ConstraintRules.NOMINAL.equals(c.operator()));
        assertThat(rules.find("lines above 200 kV")).extracting(Constraint::operator).containsExactly(">");
        // names of base voltages as the graph writes them
        assertThat(rules.find("terminals of nodes whose base voltage is AC-400V.")).isEmpty();
        assertThat(rules.find("the base voltage identified as 135kV?")).isEmpty();

        Constraint open = rules.find("which disconnectors of OSLO are normally open?").stream()
                .filter(c -> c.kind() == ConstraintKind.COMPARISON).findFirst().orElseThrow();
        assertThat(open.attribute()).isEqualTo("normal open");
        assertThat(open.value()).isEqualTo("true");
        assertThat(rules.find("list the closed breakers")).extracting(Constraint::attribute, Constraint::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("open", "false"));
        assertThat(rules.find("switches marked as retained")).extracting(Constraint::attribute).containsExactly("retained");
        assertThat(rules.find("open the diagram of OSLO")).isEmpty();

        Constraint avg = rules.find("mean resistance of all the line segments in NO1").stream()
                .filter(c -> c.kind() == ConstraintKind.AGGREGATE).findFirst().orElseThrow();
        assertThat(avg.order()).isEqualTo("AVG");
        assertThat(avg.attribute()).isEqualTo("resistance");
    }

    @Test
    void schemaQuestionsNameTheirClass() {
        Constraint p = only("Which properties does a PowerTransformerEnd have?");
        assertThat(p.kind()).isEqualTo(ConstraintKind.SCHEMA);
        assertThat(p.attribute()).isEqualTo("PROPERTIES");
        assertThat(p.value()).isEqualTo("PowerTransformerEnd");
        Constraint d = only("What are the direct subclasses of Switch?");
        assertThat(d.attribute()).isEqualTo("DIRECT_SUBCLASSES");
        assertThat(d.value()).isEqualTo("Switch");
        assertThat(only("How many instances does each class have?").attribute()).isEqualTo("CLASS_COUNTS");
    }

    @Test
    void groupsKeepTheirClassWordsAndSpan() {
        String q = "How many breakers are there per substation?";
        Constraint per = only(q);
        assertThat(per.kind()).isEqualTo(ConstraintKind.GROUP);
        assertThat(per.value()).isEqualTo("substation");
        assertThat(per.attribute()).isEqualTo("breakers"); // counted: the words after "how many"
        assertThat(only("What is the number of bays for each substation?").attribute()).isEqualTo("bays");
        assertThat(only("Count per substation.").attribute()).isNull(); // counted: the target class
        assertThat(per.span().of(q)).isEqualTo("per substation");
        assertThat(only("How many voltage levels does each substation have?").value()).isEqualTo("substation");
        assertThat(only("How many generating units are there for each sub geographical region in the model?").value())
                .isEqualTo("sub geographical region");
        Constraint most = only("Which substation has the most bays?");
        assertThat(most.value()).isEqualTo("substation");
        assertThat(most.attribute()).isEqualTo("bays");
        assertThat(most.order()).isEqualTo("DESC");
        assertThat(most.limit()).isEqualTo(1);
        assertThat(only("Which region contains the fewest substations?").order()).isEqualTo("ASC");
        // top N groups by a count (issue 40): the number, the group words and the counted words
        String two = "Which two substations have the most generating units?";
        Constraint top = only(two);
        assertThat(top.kind()).isEqualTo(ConstraintKind.GROUP);
        assertThat(top.limit()).isEqualTo(2);
        assertThat(top.value()).isEqualTo("substations");
        assertThat(top.attribute()).isEqualTo("generating units");
        assertThat(top.span().of(two)).isEqualTo("two substations have the most generating units");
        Constraint three = only("List the 3 bays with the fewest switches.");
        assertThat(three.limit()).isEqualTo(3);
        assertThat(three.order()).isEqualTo("ASC");
        assertThat(three.value()).isEqualTo("bays");
        assertThat(three.attribute()).isEqualTo("switches");
        String topFive = "Show the top 5 voltage levels by number of bays";
        assertThat(only(topFive).span().of(topFive)).isEqualTo("top 5 voltage levels by number of bays");
        Constraint five = only("Show the top 5 voltage levels by number of bays");
        assertThat(five.limit()).isEqualTo(5);
        assertThat(five.value()).isEqualTo("voltage levels");
        assertThat(five.attribute()).isEqualTo("bays");
        assertThat(five.order()).isEqualTo("DESC");
        // a count per group with words between the group and its verb: the span ends with the group's words
        String each = "how many loads does each substation in the FI1 region have?";
        Constraint e = only(each);
        assertThat(e.value()).isEqualTo("substation");
        assertThat(e.attribute()).isEqualTo("loads");
        assertThat(e.span().of(each)).isEqualTo("does each substation");
        // groups by an attribute's value: the lexicon's attribute words, unit "value"
        Constraint byVoltage = only("count the AC line segments per nominal voltage");
        assertThat(byVoltage.unit()).isEqualTo(ConstraintRules.VALUE_GROUP);
        assertThat(byVoltage.value()).isEqualTo("nominal voltage");
        assertThat(only("How many breakers per substation?").unit()).isNull(); // a class: no value group
        String every = "For every bay in voltage level ARENDAL 300, how many switches does it have?";
        assertThat(only(every).value()).isEqualTo("bay");
        assertThat(only(every).attribute()).isEqualTo("switches");
        assertThat(rules.find("Which breakers are in each bay of substation ARENDAL?")).isEmpty(); // no count asked: "in each" lists
        // "per" in a unit is no group
        assertThat(rules.find("What are the linear shunt compensators with a charging conductance of 3.3E-06 Siemens per section?"))
                .noneMatch(c -> c.kind() == ConstraintKind.GROUP);
        assertThat(rules.find("What is the total rated power of the synchronous machines per substation?")).extracting(Constraint::kind)
                .containsExactlyInAnyOrder(ConstraintKind.GROUP, ConstraintKind.AGGREGATE); // an aggregate per group
    }

    @Test
    void aSuperlativeTakesItsAttributeAfterBy() {
        String q = "biggest load in the grid by active power?";
        Constraint c = only(q);
        assertThat(c.kind()).isEqualTo(ConstraintKind.SUPERLATIVE);
        assertThat(c.attribute()).isEqualTo("active power");
        assertThat(c.order()).isEqualTo("DESC");
        assertThat(c.span().of(q)).isEqualTo("biggest load in the grid by active power");
        assertThat(only("the smallest transformer by rated power").attribute()).isEqualTo("rated power");
        assertThat(only("Which 2 lowest breakers by rated current?").limit()).isEqualTo(2);
        assertThat(only("the largest synchronous machine").attribute()).isEqualTo("synchronous machine"); // no "by": as before
        // "the most" / "the least" of an attribute the lexicon knows: a superlative, not a count per group
        String draws = "Which load in the Netherlands draws the most active power?";
        Constraint most = only(draws);
        assertThat(most.kind()).isEqualTo(ConstraintKind.SUPERLATIVE);
        assertThat(most.attribute()).isEqualTo("active power");
        assertThat(most.span().of(draws)).isEqualTo("the most active power");
        Constraint least = only("which generating unit has the least capacity");
        assertThat(least.kind()).isEqualTo(ConstraintKind.SUPERLATIVE);
        assertThat(least.order()).isEqualTo("ASC");
        assertThat(least.attribute()).isEqualTo("max operating p");
        assertThat(only("Which substation has the most bays?").kind()).isEqualTo(ConstraintKind.GROUP); // bays: a class
    }

    @Test
    void howTwoClassesRelate() {
        Constraint r = only("How are VoltageLevel and Substation related?");
        assertThat(r.kind()).isEqualTo(ConstraintKind.SCHEMA);
        assertThat(r.attribute()).isEqualTo("RELATED");
        assertThat(r.value()).isEqualTo("VoltageLevel");
        assertThat(r.unit()).isEqualTo("Substation");
        Constraint t = only("How does a Terminal relate to a ConnectivityNode?");
        assertThat(t.value()).isEqualTo("Terminal");
        assertThat(t.unit()).isEqualTo("ConnectivityNode");
    }

    @Test
    void plainQuestionsHaveNoConstraints() {
        assertThat(rules.find("Which voltage levels are in substation PP_Brussels?")).isEmpty();
        assertThat(rules.find("Which base voltages have a nominal voltage of 400?")).isEmpty();
        assertThat(rules.find("What is the maximum operating power of generating unit G1?")).isEmpty();
    }
}
