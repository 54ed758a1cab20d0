package io.gridchat.chatbot.context;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FollowUpResolverTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    final FollowUpResolver resolver = new FollowUpResolver();

    final EntityRef oslo = new EntityRef("urn:uuid:oslo", "OSLO", CIM + "Substation", "Oslo");
    final EntityRef line = new EntityRef("urn:uuid:line", "LC 300TRONDHEIM-MO 2", CIM + "Line", "LC 300TRONDHEIM-MO 2");
    final AnsweredTurn vls = new AnsweredTurn("Which voltage levels are in substation Oslo?", "LIST", CIM + "VoltageLevel",
            List.of(oslo), List.of(), null, List.of(new EntityRef("urn:uuid:vl1", null, CIM + "VoltageLevel", null),
            new EntityRef("urn:uuid:vl2", null, CIM + "VoltageLevel", null)));
    final AnsweredTurn segments = new AnsweredTurn("Which AC line segments make up the transmission line LC 300TRONDHEIM-MO 2?", "LIST",
            CIM + "ACLineSegment", List.of(line), List.of(), null, List.of(new EntityRef("urn:uuid:s1", null, null, null)));

    ConversationContext context(AnsweredTurn... turns) {
        ConversationContext c = ConversationContext.empty();
        for (AnsweredTurn t : turns) c = c.add(t);
        return c;
    }

    @Test
    void firstAndSelfContainedQuestionsRunAsWritten() {
        assertThat(resolver.resolve("How many substations are there?", ConversationContext.empty()))
                .isEqualTo(new Resolution(TurnKind.NEW_QUESTION, "How many substations are there?", List.of(), Map.of()));
        assertThat(resolver.resolve("Which breakers are in substation Bergen?", context(vls)).kind()).isEqualTo(TurnKind.NEW_QUESTION);
    }

    @Test
    void resultSetReferencesRestrictTheNewQuestionToThePreviousAnswers() {
        Resolution r = resolver.resolve("Which of them have a base voltage of 300 kV?", context(vls));
        assertThat(r.kind()).isEqualTo(TurnKind.RESULT_SET);
        assertThat(r.question()).isEqualTo("Which voltage levels have a base voltage of 300 kV?");
        assertThat(r.restrictTo()).containsExactly("urn:uuid:vl1", "urn:uuid:vl2");
        assertThat(resolver.resolve("How many of those are there?", context(vls)).question()).isEqualTo("How many voltage levels are there?");
        assertThat(resolver.resolve("only those in substation Bergen", context(vls)).question()).isEqualTo("Which voltage levels are in substation Bergen?");
    }

    @Test
    void pronounsAndDemonstrativesAreTheEntityOfTheRightClass() {
        Resolution r = resolver.resolve("What is its name?", context(vls));
        assertThat(r.kind()).isEqualTo(TurnKind.ENTITY_REFERENCE);
        assertThat(r.question()).isEqualTo("What is the name of OSLO?");
        assertThat(r.choices()).containsEntry("OSLO", "urn:uuid:oslo");
        assertThat(resolver.resolve("Which breakers are in that substation?", context(vls, segments)).question())
                .isEqualTo("Which breakers are in substation OSLO?");
    }

    @Test
    void ellipsisReplacesOneConstraintOfThePreviousQuestion() {
        Resolution r = resolver.resolve("And in substation Bergen?", context(vls));
        assertThat(r.kind()).isEqualTo(TurnKind.ELLIPSIS);
        assertThat(r.question()).isEqualTo("Which voltage levels are in substation Bergen?");
        assertThat(resolver.resolve("what about Bergen?", context(vls)).question()).isEqualTo("Which voltage levels are in substation Bergen?");
        assertThat(resolver.resolve("And the breakers?", context(vls)).question()).isEqualTo("Which breakers are in substation Oslo?");
        assertThat(resolver.resolve("And in the substation BERGEN?", context(vls)).question()).isEqualTo("Which voltage levels are in substation BERGEN?");
    }

    @Test
    void topicReturnFindsTheObjectOfAnEarlierTurnByClassAndPosition() {
        Resolution r = resolver.resolve("Back to the substation from my first question: which breakers does it contain?", context(vls, segments));
        assertThat(r.kind()).isEqualTo(TurnKind.TOPIC_RETURN);
        assertThat(r.question()).isEqualTo("Which breakers does substation OSLO contain?");
        assertThat(r.choices()).containsEntry("OSLO", "urn:uuid:oslo");
        Resolution inPlace = resolver.resolve("How many generators are in the substation from my first question?", context(vls, segments));
        assertThat(inPlace.kind()).isEqualTo(TurnKind.TOPIC_RETURN);
        assertThat(inPlace.question()).isEqualTo("How many generators are in substation OSLO?");
    }

    // ---- issue 41: follow-ups as frame edits, own conversations (entities and phrasings not in the shared sets) ----

    AnsweredTurn turn(String q, String cls, List<EntityRef> entities, List<EntityRef> results) {
        return new AnsweredTurn(q, "LIST", CIM + cls, entities, List.of(), null, results).withFrame(Frames.of(q, entities, CIM + cls, List.of()));
    }

    List<EntityRef> objects(String cls, int n) {
        return java.util.stream.IntStream.range(0, n).mapToObj(i -> new EntityRef("urn:uuid:" + cls + i, cls + " " + i, CIM + cls, null)).toList();
    }

    final EntityRef halden = new EntityRef("urn:uuid:halden", "HALDEN", CIM + "Substation", "Halden");
    final EntityRef kristiansand = new EntityRef("urn:uuid:krs", "KRISTIANSAND", CIM + "Substation", "kristiansand");

    @Test
    void refinementsOfAResultSetAreEditsOfItsFrame() {
        // benchmark graph (Nordic44): the lines of a substation, then sort, narrow, project, count
        ConversationContext c = context(turn("Which AC line segments are connected to substation KRISTIANSAND?", "ACLineSegment",
                List.of(kristiansand), objects("ACLineSegment", 4)));
        Resolution sort = resolver.resolve("now order them by length, longest first", c);
        assertThat(sort.kind()).isEqualTo(TurnKind.RESULT_SET);
        assertThat(sort.question()).isEqualTo("List the AC line segments, sorted by length in descending order.");
        assertThat(sort.reading()).isEqualTo("List the AC line segments, sorted by length in descending order (among the 4 from the earlier answer).");
        assertThat(sort.restrictTo()).hasSize(4);
        assertThat(resolver.resolve("and how many is that then?", c).question()).isEqualTo("How many AC line segments are there?");
        assertThat(resolver.resolve("only the ones with a length above 50 km", c).question()).isEqualTo("Which AC line segments have length above 50 km?");
        assertThat(resolver.resolve("include their series reactance", c).question()).isEqualTo("List the AC line segments with their series reactance.");
        assertThat(resolver.resolve("what's the summed length of them?", c).question()).isEqualTo("What is the total length of the AC line segments?");
        assertThat(resolver.resolve("which of those segments are shorter than 20 km?", c).question()).isEqualTo("Which AC line segments are shorter than 20 km?");
        // default data (MicroGrid): the loads of a substation, narrowed by an adjective
        ConversationContext loads = context(turn("Which energy consumers are in substation PP_Brussels?", "EnergyConsumer",
                List.of(new EntityRef("urn:uuid:ppb", "PP_Brussels", CIM + "Substation", "PP_Brussels")), objects("EnergyConsumer", 3)));
        Resolution nonConform = resolver.resolve("only the conform ones", loads);
        assertThat(nonConform.question()).isEqualTo("List the conform energy consumers.");
        assertThat(nonConform.restrictTo()).hasSize(3);
    }

    @Test
    void anEllipsisReplacesOnePartOfTheFrame() {
        ConversationContext c = context(turn("What is the nominal voltage of substation HALDEN?", "BaseVoltage", List.of(halden), List.of()));
        assertThat(resolver.resolve("and of KRISTIANSAND?", c).question()).isEqualTo("What is the nominal voltage of substation KRISTIANSAND?");
        assertThat(resolver.resolve("what about its area?", c).question()).isEqualTo("What is the area of substation HALDEN?");
        // a lower-case name after a preposition is a place, not an attribute
        assertThat(resolver.resolve("and at kristiansand?", c).question()).isEqualTo("What is the nominal voltage of substation kristiansand?");
        assertThat(resolver.resolve("and the area?", c).question()).isEqualTo("What is the area of substation HALDEN?");
        ConversationContext kv = context(turn("Which 300 kV voltage levels are in substation HALDEN?", "VoltageLevel", List.of(halden), objects("VoltageLevel", 2)));
        assertThat(resolver.resolve("and the 132 kV ones?", kv).question()).isEqualTo("Which 132 kV voltage levels are in substation HALDEN?");
        ConversationContext count = context(turn("How many synchronous machines are in substation HALDEN?", "SynchronousMachine", List.of(halden), List.of()));
        assertThat(resolver.resolve("just the hydro ones", count).question()).isEqualTo("How many hydro synchronous machines are in substation HALDEN?");
        assertThat(resolver.resolve("and the breakers there?", count).question()).isEqualTo("How many breakers are in substation HALDEN?");
    }

    @Test
    void pronounsAgreeInNumberAndDescriptionsFindTheirAntecedent() {
        EntityRef machine = new EntityRef("urn:uuid:m1", "HALDEN G2", CIM + "SynchronousMachine", null);
        ConversationContext c = context(turn("Which synchronous machine in substation HALDEN has the highest rated power?", "SynchronousMachine",
                List.of(halden), List.of(machine)));
        // "its": the one object the answer named, not the substation of the question
        assertThat(resolver.resolve("what is its rated power factor?", c).question()).isEqualTo("What is the rated power factor of HALDEN G2?");
        ConversationContext breakers = context(turn("Which breakers are in substation KRISTIANSAND?", "Breaker", List.of(kristiansand), objects("Breaker", 5)),
                turn("How many substations are there?", "Substation", List.of(), List.of()));
        // "them" after a count: the result set before it
        Resolution them = resolver.resolve("which of them are closed?", breakers);
        assertThat(them.question()).isEqualTo("Which breakers are closed?");
        assertThat(them.restrictTo()).hasSize(5);
        // "they" as the subject of another class: the earlier objects described
        assertThat(resolver.resolve("which bays are they in?", context(turn("Which breakers are in substation KRISTIANSAND?", "Breaker",
                List.of(kristiansand), objects("Breaker", 5)))).question()).isEqualTo("Which bays are the breakers in substation KRISTIANSAND in?");
        // a topic return by description, past an unrelated question
        EntityRef trafo = new EntityRef("urn:uuid:pt", "HALDEN T1", CIM + "PowerTransformer", "HALDEN T1");
        ConversationContext digression = context(turn("What is the rated power of power transformer HALDEN T1?", "PowerTransformer", List.of(trafo), List.of()),
                turn("Which geographical regions are there?", "GeographicalRegion", List.of(), objects("GeographicalRegion", 3)));
        Resolution back = resolver.resolve("going back to that transformer: which tap changers does it have?", digression);
        assertThat(back.kind()).isEqualTo(TurnKind.TOPIC_RETURN);
        assertThat(back.question()).isEqualTo("Which tap changers does power transformer HALDEN T1 have?");
        assertThat(back.choices()).containsEntry("HALDEN T1", "urn:uuid:pt");
        Resolution second = resolver.resolve("Back to the substation from my second question: which bays does it have?",
                context(turn("Which breakers are in substation KRISTIANSAND?", "Breaker", List.of(kristiansand), objects("Breaker", 2)),
                        turn("Which voltage levels are in substation HALDEN?", "VoltageLevel", List.of(halden), objects("VoltageLevel", 2)),
                        turn("Which breakers are in substation KRISTIANSAND?", "Breaker", List.of(kristiansand), objects("Breaker", 2))));
        assertThat(second.question()).isEqualTo("Which bays does substation HALDEN have?");
        // nothing earlier fits: the referent's words, not an unrelated object
        assertThat(resolver.resolve("Back to the control area: how many tie flows does it have?", digression).question())
                .isEqualTo("How many tie flows does the control area have?");
        assertThat(resolver.resolve("back to the transformer we started with - its ratedU?", digression).question())
                .isEqualTo("What is the ratedU of HALDEN T1?");
    }

    @Test
    void theFrameOfATurnSurvivesACheckpoint() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper()
                .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
        ConversationContext c = context(turn("Which AC line segments are connected to substation KRISTIANSAND?", "ACLineSegment",
                List.of(kristiansand), objects("ACLineSegment", 4)));
        Resolution r = resolver.resolve("sort them by length", c);
        ConversationContext after = c.add(c.last().orElseThrow().withFrame(r.frame()));
        ConversationContext back = json.readValue(json.writeValueAsString(after), ConversationContext.class);
        assertThat(back).isEqualTo(after);
        assertThat(resolver.resolve("how many is that?", back)).isEqualTo(resolver.resolve("how many is that?", after));
    }

    // ---- issue 41, continued: values asked again, the option not chosen, a set written out by name ----

    final EntityRef segment = new EntityRef("urn:uuid:seg1", "300OSLO-ASKER", CIM + "ACLineSegment", "300OSLO-ASKER");

    AnsweredTurn valueTurn(String q, EntityRef e) {
        return new AnsweredTurn(q, "VALUE", null, List.of(e), List.of(), null, List.of()).withFrame(Frames.of(q, List.of(e), null, List.of()));
    }

    @Test
    void aQuestionThatStartsWithAnAttributeKeepsItsCaseSoATypoIsNotReadAsAName() {
        ConversationContext c = context(valueTurn("susceptance of 300OSLO-ASKER?", segment));
        Resolution r = resolver.resolve("and the condutance?", c);
        assertThat(r.question()).isEqualTo("condutance of 300OSLO-ASKER?");
        assertThat(r.reading()).isEqualTo("Condutance of 300OSLO-ASKER?");
    }

    @Test
    void theSameValuesForAnotherObjectAreTheAttributesAskedOfTheLastOne() {
        EntityRef other = new EntityRef("urn:uuid:seg2", "300ASKER-HALDEN", CIM + "ACLineSegment", "300ASKER-HALDEN");
        ConversationContext c = context(valueTurn("What is the length of 300OSLO-ASKER?", segment),
                valueTurn("What is the susceptance of 300OSLO-ASKER?", segment));
        Resolution both = resolver.resolve("the same two for 300ASKER-HALDEN", c);
        assertThat(both.kind()).isEqualTo(TurnKind.ELLIPSIS);
        assertThat(both.question()).isEqualTo("What is the length and susceptance of 300ASKER-HALDEN?");
        assertThat(both.choices()).doesNotContainKey("300OSLO-ASKER");
        // only the turns about the same object count: an earlier question about another one is not asked again
        ConversationContext mixed = context(valueTurn("What is the length of 300ASKER-HALDEN?", other),
                valueTurn("What is the susceptance of 300OSLO-ASKER?", segment));
        assertThat(resolver.resolve("same values for line 300ASKER-HALDEN please", mixed).question())
                .isEqualTo("What is the susceptance of line 300ASKER-HALDEN?");
    }

    @Test
    void theOtherOneIsTheClarificationOptionTheUserDidNotChoose() {
        EntityRef chosen = new EntityRef("urn:uuid:bb1", "VIK BB1", CIM + "BusbarSection", "VIK BB1");
        EntityRef notChosen = new EntityRef("urn:uuid:bb2", "VIK BB1", CIM + "BusbarSection", "VIK BB1");
        ConversationContext c = context(valueTurn("What is the ipMax of busbar section VIK BB1?", chosen).withDeclined(List.of(notChosen)));
        Resolution same = resolver.resolve("what about the other one?", c);
        assertThat(same.kind()).isEqualTo(TurnKind.ELLIPSIS);
        assertThat(same.question()).isEqualTo("What is the ipMax of busbar section VIK BB1?");
        assertThat(same.choices()).containsEntry("VIK BB1", "urn:uuid:bb2");
        Resolution values = resolver.resolve("and the other one: ipMax and nominal voltage?", c);
        assertThat(values.question()).isEqualTo("What is the ipMax and nominal voltage of busbar section VIK BB1?");
        assertThat(values.choices()).containsEntry("VIK BB1", "urn:uuid:bb2");
        // "the other busbar": by class; a question of its own keeps its words, the option in the place of the phrase
        Resolution asked = resolver.resolve("which bay holds the other busbar section?", c);
        assertThat(asked.question()).isEqualTo("Which bay holds busbar section VIK BB1?");
        assertThat(asked.choices()).containsEntry("VIK BB1", "urn:uuid:bb2");
        // three options, one of another name: the other one is the namesake
        EntityRef close = new EntityRef("urn:uuid:bb3", "VIKA BB1", CIM + "BusbarSection", "VIK BB1");
        ConversationContext three = context(valueTurn("What is the ipMax of busbar section VIK BB1?", chosen).withDeclined(List.of(close, notChosen)));
        assertThat(resolver.resolve("and for the other one?", three).choices()).containsEntry("VIK BB1", "urn:uuid:bb2");
        // no clarification earlier: "the other one" refers to nothing the conversation offered
        assertThat(resolver.resolve("what about the other one?", context(valueTurn("What is the ipMax of busbar section VIK BB1?", chosen))).choices())
                .doesNotContainValue("urn:uuid:bb2");
    }

    @Test
    void aSetWithoutADescriptionIsWrittenOutByNameNotRestrictedToTheWrongObjects() {
        // "Wich feeders is it on?" has no list description: its few objects are named
        List<EntityRef> bays = List.of(new EntityRef("urn:uuid:bay1", "VIK   B1", CIM + "Bay", null), new EntityRef("urn:uuid:bay2", "VIK B2", CIM + "Bay", null));
        ConversationContext c = context(new AnsweredTurn("Wich bays hold busbar VIK?", "LIST", CIM + "Bay", List.of(), List.of(), null, bays));
        Resolution r = resolver.resolve("and which voltage level are those bays in?", c);
        assertThat(r.question()).isEqualTo("Which voltage level are the bays VIK B1 and VIK B2 in?");
        assertThat(r.restrictTo()).isEmpty();
        assertThat(r.choices()).containsEntry("VIK B1", "urn:uuid:bay1").containsEntry("VIK B2", "urn:uuid:bay2");
        assertThat(resolver.resolve("what voltage level are they in?", c).question()).isEqualTo("What voltage level are the bays VIK B1 and VIK B2 in?");
    }

    @Test
    void theOneNamedByAPartOfItsNameIsThatObjectOfTheLastAnswer() {
        List<EntityRef> lines = List.of(new EntityRef("urn:uuid:l1", "300KVILLDAL-SIMA", CIM + "ACLineSegment", null),
                new EntityRef("urn:uuid:l2", "300KVILLDAL-HALDEN", CIM + "ACLineSegment", null));
        ConversationContext c = context(turn("Which AC line segments are connected to substation KVILLDAL?", "ACLineSegment", List.of(), lines));
        Resolution r = resolver.resolve("and the one that ends in HALDEN: how long is it?", c);
        assertThat(r.kind()).isEqualTo(TurnKind.ENTITY_REFERENCE);
        assertThat(r.question()).isEqualTo("How long is AC line segment 300KVILLDAL-HALDEN?");
        assertThat(r.choices()).containsEntry("300KVILLDAL-HALDEN", "urn:uuid:l2");
        assertThat(resolver.resolve("about the one towards SIMA, what is the susceptance?", c).question())
                .isEqualTo("What is the susceptance of AC line segment 300KVILLDAL-SIMA?");
        // after a question about one of them, "the one towards …" still picks from the list
        ConversationContext after = c.add(valueTurn("What is the susceptance of 300KVILLDAL-SIMA?", lines.get(0)));
        assertThat(resolver.resolve("and for the one towards HALDEN, how long is it?", after).question()).isEqualTo("How long is AC line segment 300KVILLDAL-HALDEN?");
        // a name part both objects share picks neither
        assertThat(resolver.resolve("the one from KVILLDAL, what is the susceptance?", c).kind()).isNotEqualTo(TurnKind.ENTITY_REFERENCE);
    }

    @Test
    void aHyphenatedClassNameNamesTheClass() {
        assertThat(ClassWords.matches("sub-geographical region", CIM + "SubGeographicalRegion")).isTrue();
        EntityRef area = new EntityRef("urn:uuid:cla", "NO1 CA", CIM + "ControlArea", null);
        ConversationContext c = context(turn("Which control area does substation HALDEN belong to?", "ControlArea", List.of(halden), List.of(area)));
        assertThat(resolver.resolve("which tie flows does that control-area have?", c).question()).isEqualTo("Which tie flows does control area NO1 CA have?");
    }

    @Test
    void aYesNoQuestionFollowedByWhichOneAsksWhichObjects() {
        // MicroGrid / Telemark names, phrasings of our own
        EntityRef trafo = new EntityRef("urn:uuid:pt2", "ENGENE T1", CIM + "PowerTransformer", "ENGENE T1");
        ConversationContext c = context(valueTurn("What is the rated power of power transformer ENGENE T1?", trafo));
        assertThat(resolver.whichOne("does it have a ratio tap changer? which one?")).isEqualTo("Which ratio tap changer does it have?");
        assertThat(resolver.resolve("does it have a ratio tap changer? which one?", c).question())
                .isEqualTo("Which ratio tap changer does power transformer ENGENE T1 have?");
        assertThat(resolver.resolve("does it have a ratio tap changer? which one?", c).choices()).containsEntry("ENGENE T1", "urn:uuid:pt2");
        assertThat(resolver.resolve("is it connected to any breakers? if so, which?", c).question())
                .isEqualTo("Which breakers is power transformer ENGENE T1 connected to?");
        EntityRef sub = new EntityRef("urn:uuid:sub", "NEDENES", CIM + "Substation", "Nedenes");
        ConversationContext s = context(turn("How many bays are in substation Nedenes?", "Bay", List.of(sub), List.of()));
        assertThat(resolver.resolve("are there any disconnectors in it? what are they?", s).question())
                .isEqualTo("Which disconnectors are in substation NEDENES?");
        assertThat(resolver.resolve("Is there an earth switch in it, and which one?", s).question())
                .isEqualTo("Which earth switch is in substation NEDENES?");
        assertThat(resolver.resolve("has it got a phase tap changer? which?", c).question())
                .isEqualTo("Which phase tap changer has power transformer ENGENE T1 got?");
        // not a request to name the objects: the message as before
        assertThat(resolver.whichOne("does it have a ratio tap changer? which breakers are in it?")).isEqualTo("does it have a ratio tap changer? which breakers are in it?");
        assertThat(resolver.whichOne("which one is bigger, ENGENE T1 or ENGENE T2?")).isEqualTo("which one is bigger, ENGENE T1 or ENGENE T2?");
        assertThat(resolver.whichOne("what about ENGENE T2? which one?")).isEqualTo("what about ENGENE T2? which one?");
    }

    @Test
    void aPronounAfterAndIsTheObjectTheFirstPartAsksFor() {
        // "its" is the tap changer control asked for in the same message, not the one object the last answer named
        List<EntityRef> machines = List.of(new EntityRef("urn:uuid:g1", "KRISTIAN G1", CIM + "SynchronousMachine", null),
                new EntityRef("urn:uuid:g2", "KRISTIAN G2", CIM + "SynchronousMachine", null));
        ConversationContext c = context(turn("Which synchronous machines are in substation KRISTIANSAND?", "SynchronousMachine", List.of(kristiansand), machines));
        assertThat(resolver.resolve("which regulating control do they use and what is its mode?", c).question())
                .isEqualTo("Which regulating control do the synchronous machines in substation KRISTIANSAND use and what is its mode?");
        // without the first part's question, "its" is still the earlier object
        EntityRef machine = new EntityRef("urn:uuid:g1", "KRISTIAN G1", CIM + "SynchronousMachine", null);
        ConversationContext one = context(turn("Which synchronous machine in substation KRISTIANSAND has the highest rated power?", "SynchronousMachine",
                List.of(kristiansand), List.of(machine)));
        assertThat(resolver.resolve("what is its rated power factor?", one).question()).isEqualTo("What is the rated power factor of KRISTIAN G1?");
    }

    @Test
    void aProjectionListKeepsEveryAttributeAndAQuestionWithItsOwnObjectIsNew() {
        List<EntityRef> machines = List.of(new EntityRef("urn:uuid:h1", "HALDEN G1", CIM + "SynchronousMachine", null),
                new EntityRef("urn:uuid:h2", "HALDEN G2", CIM + "SynchronousMachine", null));
        ConversationContext c = context(turn("Which synchronous machines are in substation HALDEN?", "SynchronousMachine", List.of(halden), machines));
        Resolution both = resolver.resolve("and their ratedU and their rated power factor", c);
        assertThat(both.reading()).isEqualTo("List the synchronous machines with their ratedU and rated power factor (among the 2 from the earlier answer).");
        assertThat(resolver.resolve("show me their nominal power, their ratedU and their p", c).question())
                .isEqualTo("List the synchronous machines with their nominal power, ratedU and p.");
        // names its own objects: not a refinement of the earlier answer
        Resolution own = resolver.resolve("List the synchronous machines in substation KRISTIANSAND with their ratedU and their p.", c);
        assertThat(own.kind()).isEqualTo(TurnKind.NEW_QUESTION);
        assertThat(own.restrictTo()).isEmpty();
        // "its" after a first part with its own object is not the earlier one-object answer
        ConversationContext one = context(turn("Which synchronous machine in substation HALDEN has the highest rated power?", "SynchronousMachine",
                List.of(halden), List.of(machines.get(1))));
        assertThat(resolver.resolve("Which regulating control is KRISTIAN G1 on, and what is its mode?", one).question())
                .isEqualTo("Which regulating control is KRISTIAN G1 on, and what is its mode?");
    }
}
