package io.gridchat.relations;

import io.gridchat.kit.annotation.Clarification;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.ClassHierarchy;
import io.gridchat.relations.paths.PathFinder;
import io.gridchat.relations.paths.RankingWeights;
import io.gridchat.relations.paths.PathLexicon;
import io.gridchat.relations.paths.PathPhrasings;
import io.gridchat.kit.text.Words;
import io.gridchat.relations.training.LexiconTrainer;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.relations.paths.ObjectClauses;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Path finding against a real Fuseki serving a tiny grid. */
class PathFinderTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static FusekiServer server;
    static PathFinder finder;

    @BeforeAll
    static void start() {
        DatasetGraph ds = DatasetGraphFactory.createTxnMem();
        RDFDataMgr.read(ds, PathFinderTest.class.getResourceAsStream("/mini-grid.trig"), Lang.TRIG);
        server = FusekiServer.create().port(0).add("/cim", ds).build().start();
        SparqlClient client = new SparqlClient("http://localhost:" + server.getPort() + "/cim/sparql", null, Duration.ofSeconds(10));
        finder = new PathFinder(client::select, PathLexicon.empty(), RankingWeights.defaults(), null, new ClassHierarchy(client::select),
                new io.gridchat.relations.ontology.PropertyDescriptions(client::select));
    }

    @AfterAll
    static void stop() { server.stop(); }

    @Test
    void aValuesPropertyIsTheOneWhoseDefinitionTheQuestionWords() {
        // x and x0 both hold 0.9 and their names say nothing; their comments' first sentences tell them apart
        PathFinder.Literal value = new PathFinder.Literal("0.9", null, "0.9");
        String line = CIM + "ACLineSegment";
        var zero = finder.literalProperties(List.of(line), value,
                Words.stems("Which AC line segments have a zero sequence series reactance of ohms?")).get(line);
        assertThat(zero.get(0).path()).isEqualTo("<" + CIM + "ACLineSegment.x0>");
        assertThat(zero.get(0).features().description()).isGreaterThan(zero.get(1).features().description());
        var positive = finder.literalProperties(List.of(line), value,
                Words.stems("Which AC line segments have a positive sequence series reactance of ohms?")).get(line);
        assertThat(positive.get(0).path()).isEqualTo("<" + CIM + "ACLineSegment.x>");
    }

    @Test
    void aPropertyNameWordIsMatchedByTheWordItAbbreviates() {
        // "AngleRefTopologicalIsland": the question writes "ref" out as "reference"
        var cues = PathFinder.cues(Words.stems("base voltages linked to the island by their angle reference nodes"), CIM + "BaseVoltage", null);
        assertThat(PathFinder.nameOverlap(CIM + "TopologicalNode.AngleRefTopologicalIsland", cues)).isEqualTo(0.75);
        assertThat(PathFinder.nameOverlap(CIM + "TopologicalNode.TopologicalIsland", cues)).isEqualTo(0.5);
        // a word that merely starts alike is none: "linear" does not write out "line"
        assertThat(PathFinder.nameOverlap(CIM + "Segment.Line", PathFinder.cues(Words.stems("linear segments"), null, null))).isZero();
    }

    @Test
    void aPathCoversTheCueWordsItsPropertiesName() {
        var cues = PathFinder.cues(Words.stems("voltage limits of the same operational limit set as ENT"), CIM + "VoltageLimit", CIM + "VoltageLimit");
        List<String> throughSet = List.of(CIM + "OperationalLimit.OperationalLimitSet", CIM + "OperationalLimitSet.OperationalLimitValue");
        List<String> throughType = List.of(CIM + "OperationalLimit.OperationalLimitType", CIM + "OperationalLimitType.OperationalLimit");
        // summed per property, the two paths' names tie (1 + 2/3 each); only the first names "set"
        assertThat(PathFinder.coverage(throughSet, cues)).isGreaterThan(PathFinder.coverage(throughType, cues));
        assertThat(PathFinder.coverage(throughSet, java.util.Set.of())).isZero();
    }

    @Test
    void theWordsOfASameAsPhraseAreCuesThoughTheyNameAClass() {
        // "discrete" names the target class DiscreteValue, but "the same discrete configuration" is the object shared
        var same = PathFinder.cues(Words.stems("discrete values of the same discrete configuration as ENT"), CIM + "DiscreteValue", CIM + "DiscreteValue");
        assertThat(same).contains("discrete", Words.stem("configuration"));
        assertThat(PathFinder.nameOverlap(CIM + "DiscreteValue.Discrete", same)).isEqualTo(1.0);
        var plain = PathFinder.cues(Words.stems("discrete values linked to ENT"), CIM + "DiscreteValue", CIM + "DiscreteValue");
        assertThat(plain).doesNotContain("discrete", "value");
        // the words after "via" or "through" name the way: "nodes" stays a cue though it names the target class
        var way = PathFinder.cues(Words.stems("topological nodes associated with ENT through its connectivity nodes"), CIM + "TopologicalNode", null);
        assertThat(way).contains(Words.stem("nodes"));
        assertThat(PathFinder.nameOverlap(CIM + "TopologicalNode.ConnectivityNodes", way)).isEqualTo(1.0);
        assertThat(PathFinder.cues(Words.stems("topological nodes associated with ENT"), CIM + "TopologicalNode", null)).doesNotContain(Words.stem("nodes"));
    }

    @Test
    void namesAndValuesAreNoCueWords() {
        String q = "Which AC line segments of ARENDAL have a reactance of 13.23 ohms?";
        var arendal = new Instance(new io.gridchat.kit.annotation.TextSpan(q.indexOf("ARENDAL"), q.indexOf("ARENDAL") + 7), "ARENDAL", "urn:uuid:s1", "ARENDAL", CIM + "Substation", 1.0);
        var value = new io.gridchat.kit.annotation.SpotInstance(new io.gridchat.kit.annotation.TextSpan(q.indexOf("13.23"), q.indexOf("13.23") + 5),
                "13.23", io.gridchat.kit.annotation.SpotKind.NUMBER, "13.23", null, null, 1.0);
        String masked = io.gridchat.relations.RelationDetector.withoutObjects(q, List.of(arendal), List.of(value));
        assertThat(masked).doesNotContain("ARENDAL").doesNotContain("13.23").contains("reactance of  ENT  ohms");
        assertThat(PathFinder.cues(Words.stems(masked), CIM + "ACLineSegment", null)).containsExactlyInAnyOrder("reactance", "ohm");
    }

    @Test
    void findsTheDirectProperty() {
        var c = finder.entityPaths(List.of(CIM + "VoltageLevel"), new PathFinder.Entity("urn:uuid:s1", CIM + "Substation", "Alpha"), Words.stems("voltage levels in substation Alpha")).get(CIM + "VoltageLevel");
        assertThat(c.get(0).path()).isEqualTo("<" + CIM + "VoltageLevel.Substation>");
        assertThat(c.get(0).results()).isEqualTo(2);
    }

    @Test
    void valuesAConstraintComparesWithAreNoAttributeValues() {
        var hundred = new io.gridchat.kit.annotation.SpotInstance(new io.gridchat.kit.annotation.TextSpan(39, 45), "100 km",
                io.gridchat.kit.annotation.SpotKind.NUMBER, "100", null, "km", 0.9);
        var named = new io.gridchat.kit.annotation.SpotInstance(new io.gridchat.kit.annotation.TextSpan(0, 5), "Alpha",
                io.gridchat.kit.annotation.SpotKind.NUMBER, "5", null, null, 0.9);
        var longer = new io.gridchat.kit.annotation.Constraint(new io.gridchat.kit.annotation.TextSpan(27, 45), "longer than 100 km",
                io.gridchat.kit.annotation.ConstraintKind.COMPARISON, "length", null, ">", "100", "km", null, 0.8);
        assertThat(RelationDetector.notConstraintValues(List.of(hundred, named), List.of(longer))).containsExactly(named);
        assertThat(RelationDetector.notConstraintValues(List.of(hundred), List.of())).containsExactly(hundred);
    }

    @Test
    void findsPathsBetweenTwoClassesForCountsPerGroup() {
        var c = finder.classPaths(CIM + "Breaker", List.of(CIM + "Substation", CIM + "Terminal"), Words.stems("how many breakers per substation"));
        assertThat(c.get(CIM + "Substation")).extracting(PathFinder.Candidate::path)
                .containsExactly("<" + CIM + "Equipment.EquipmentContainer>/<" + CIM + "VoltageLevel.Substation>");
        assertThat(c.get(CIM + "Terminal")).isEmpty(); // terminals point at the breaker, not the other way round

        var constraint = new io.gridchat.kit.annotation.Constraint(new io.gridchat.kit.annotation.TextSpan(29, 43), "per substation",
                io.gridchat.kit.annotation.ConstraintKind.GROUP, CIM + "Breaker", null, null, CIM + "Substation", null, null, 0.8);
        List<Relation> r = RelationDetector.groupRelations("How many breakers are there per substation?", List.of(constraint), finder);
        assertThat(r).singleElement().satisfies(g -> {
            assertThat(g.subjectClass()).isEqualTo(CIM + "Breaker");
            assertThat(g.object()).isEqualTo(CIM + "Substation");
            assertThat(g.path()).isEqualTo("<" + CIM + "Equipment.EquipmentContainer>/<" + CIM + "VoltageLevel.Substation>");
        });
        var unreachable = new io.gridchat.kit.annotation.Constraint(null, "per terminal", io.gridchat.kit.annotation.ConstraintKind.GROUP,
                CIM + "Breaker", null, null, CIM + "Terminal", null, null, 0.8);
        assertThat(RelationDetector.groupRelations("How many breakers per terminal?", List.of(unreachable), finder)).isEmpty();
    }

    @Test
    void findsTwoStepPaths() {
        var c = finder.entityPaths(List.of(CIM + "Breaker"), new PathFinder.Entity("urn:uuid:s1", CIM + "Substation", "Alpha"), Words.stems("breakers in substation Alpha")).get(CIM + "Breaker");
        assertThat(c).extracting(PathFinder.Candidate::path)
                .contains("<" + CIM + "Equipment.EquipmentContainer>/<" + CIM + "VoltageLevel.Substation>");
    }

    @Test
    void oneQueryForSeveralClassesFindsWhatAQueryPerClassFinds() {
        var e = new PathFinder.Entity("urn:uuid:s1", CIM + "Substation", "Alpha");
        var stems = Words.stems("breakers in substation Alpha");
        List<String> classes = List.of(CIM + "Breaker", CIM + "VoltageLevel", CIM + "Terminal", CIM + "BaseVoltage");
        var batched = finder.entityPaths(classes, e, stems);
        for (String c : classes) assertThat(batched.get(c)).as(c).isEqualTo(finder.entityPaths(List.of(c), e, stems).get(c));
        var value = new PathFinder.Literal("400", null, "400");
        var literals = finder.literalProperties(classes, value, Words.stems("base voltages of 400 kV"));
        for (String c : classes) assertThat(literals.get(c)).as(c).isEqualTo(finder.literalProperties(List.of(c), value, Words.stems("base voltages of 400 kV")).get(c));
        assertThat(literals.get(CIM + "BaseVoltage")).isNotEmpty();
    }

    @Test
    void theFeaturesSayWhetherAPathFitsTheClassesAtItsEnds() {
        var c = finder.entityPaths(List.of(CIM + "VoltageLevel"), new PathFinder.Entity("urn:uuid:s1", CIM + "Substation", "Alpha"),
                Words.stems("voltage levels in substation Alpha")).get(CIM + "VoltageLevel");
        var direct = c.stream().filter(x -> x.path().equals("<" + CIM + "VoltageLevel.Substation>")).findFirst().orElseThrow();
        assertThat(direct.features().domainFit()).isEqualTo(1.0);
        assertThat(direct.features().rangeFit()).isEqualTo(1.0);
        assertThat(direct.features().length()).isEqualTo(0.0);
        assertThat(direct.features().shortcut()).isEqualTo(0.0);
        assertThat(direct.score()).isEqualTo(RankingWeights.defaults().score(direct.features()));
    }

    @Test
    void findsThePropertyHoldingALiteral() {
        var c = finder.literalProperties(List.of(CIM + "BaseVoltage"), new PathFinder.Literal("400", null, "400"), Words.stems("base voltages of 400 kV")).get(CIM + "BaseVoltage");
        assertThat(c.get(0).path()).isEqualTo("<" + CIM + "BaseVoltage.nominalVoltage>");
    }

    @Test
    void prefersTheClassTheGraphSupports() {
        // the classifier slightly prefers Terminal, but only voltage levels are connected to the substation
        List<AnswerType> types = List.of(new AnswerType(AnswerKind.LIST, CIM + "Terminal", 0.5), new AnswerType(AnswerKind.LIST, CIM + "VoltageLevel", 0.45));
        List<Relation> r = RelationDetector.detect("which ones are in Alpha", types,
                List.of(new Instance(null, "Alpha", "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9)), List.of(), finder, ClassChoiceWeights.defaults());
        assertThat(r).hasSize(1);
        assertThat(r.get(0).subjectClass()).isEqualTo(CIM + "VoltageLevel");
        assertThat(r.get(0).object()).isEqualTo("urn:uuid:s1");
    }

    @Test
    void eachOptionOfANameAskedAboutHasTheRelationsOfItsOwnReading() {
        // "Alpha" may mean substation s1, substation s2 or breaker b1 (the user is asked); voltage levels are asked for
        String text = "Which voltage levels are in Alpha?";
        TextSpan alpha = new TextSpan(text.indexOf("Alpha"), text.indexOf("Alpha") + 5);
        Clarification asked = new Clarification(alpha, "Alpha", "Which 'Alpha' do you mean?", List.of(
                new Clarification.Option("urn:uuid:s1", "Alpha", CIM + "Substation"), new Clarification.Option("urn:uuid:s2", "Alpha", CIM + "Substation"),
                new Clarification.Option("urn:uuid:bv220", "Alpha", CIM + "BaseVoltage")), 0.5);
        List<AnswerType> types = List.of(new AnswerType(AnswerKind.LIST, CIM + "VoltageLevel", 0.9));
        List<Relation> readings = RelationDetector.readings(text, types, List.of(), List.of(), List.of(asked), finder, ClassChoiceWeights.defaults());
        assertThat(readings).allMatch(r -> !r.asLinked());
        assertThat(readings).filteredOn(r -> "urn:uuid:s1".equals(r.reading())).singleElement().satisfies(r -> {
            assertThat(r.object()).isEqualTo("urn:uuid:s1");
            assertThat(r.path()).isEqualTo("<" + CIM + "VoltageLevel.Substation>");
            assertThat(r.subjectClass()).isEqualTo(CIM + "VoltageLevel");
        });
        assertThat(readings).filteredOn(r -> "urn:uuid:s2".equals(r.reading())).singleElement().extracting(Relation::object).isEqualTo("urn:uuid:s2");
        assertThat(readings).filteredOn(r -> "urn:uuid:bv220".equals(r.reading())).singleElement()
                .extracting(Relation::path).isEqualTo("<" + CIM + "VoltageLevel.BaseVoltage>");

        // an option already linked (the one the answer assumes) is the question as linked: no reading of its own
        Instance assumed = new Instance(alpha, "Alpha", "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9);
        List<Relation> others = RelationDetector.readings(text, types, List.of(assumed), List.of(), List.of(asked), finder, ClassChoiceWeights.defaults());
        assertThat(others).extracting(Relation::reading).containsOnly("urn:uuid:s2", "urn:uuid:bv220");
        // and in the reading of s2, the assumed s1 is not linked beside it (the option takes the mention's place)
        assertThat(others).noneMatch(r -> "urn:uuid:s1".equals(r.object()));
    }

    @Test
    void anEntityNamedByItsIdentityIsTheAnswerItself() {
        String q = "Which substations have the name Alpha?";
        Instance alpha = new Instance(new io.gridchat.kit.annotation.TextSpan(q.indexOf("Alpha"), q.indexOf("Alpha") + 5), "Alpha",
                "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9);
        List<Relation> named = RelationDetector.detect(q, List.of(new AnswerType(AnswerKind.LIST, CIM + "Substation", 0.9)),
                List.of(alpha), List.of(), finder, ClassChoiceWeights.defaults());
        assertThat(named).singleElement().satisfies(r -> {
            assertThat(r.subjectClass()).isEqualTo(CIM + "Substation");
            assertThat(r.path()).isEqualTo("<" + CIM + "IdentifiedObject.name>");
            assertThat(r.object()).isEqualTo("Alpha");
        });
        // things of another class: the named entity is what they relate to
        String levels = "Which voltage levels are in the substation named Alpha?";
        Instance alpha2 = new Instance(new io.gridchat.kit.annotation.TextSpan(levels.indexOf("Alpha"), levels.indexOf("Alpha") + 5), "Alpha",
                "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9);
        assertThat(RelationDetector.detect(levels, List.of(new AnswerType(AnswerKind.LIST, CIM + "VoltageLevel", 0.9)),
                List.of(alpha2), List.of(), finder, ClassChoiceWeights.defaults())).singleElement().satisfies(r -> {
            assertThat(r.path()).isEqualTo("<" + CIM + "VoltageLevel.Substation>");
            assertThat(r.object()).isEqualTo("urn:uuid:s1");
        });
        // things of another class said to have the name: their own name, which none has (an empty answer)
        String breakers = "Which breakers have the name Alpha?";
        Instance alpha4 = new Instance(new io.gridchat.kit.annotation.TextSpan(breakers.indexOf("Alpha"), breakers.indexOf("Alpha") + 5), "Alpha",
                "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9);
        assertThat(RelationDetector.detect(breakers, List.of(new AnswerType(AnswerKind.LIST, CIM + "Breaker", 0.9)),
                List.of(alpha4), List.of(), finder, ClassChoiceWeights.defaults())).singleElement().satisfies(r -> {
            assertThat(r.subjectClass()).isEqualTo(CIM + "Breaker");
            assertThat(r.path()).isEqualTo("<" + CIM + "IdentifiedObject.name>");
            assertThat(r.object()).isEqualTo("Alpha");
        });
        // "the name of" asks for the name, it does not name the thing
        String nameOf = "Which substations have the name of Alpha";
        Instance alpha3 = new Instance(new io.gridchat.kit.annotation.TextSpan(nameOf.indexOf("Alpha"), nameOf.length()), "Alpha",
                "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9);
        assertThat(RelationDetector.namedByIdentity(nameOf, alpha3, CIM + "Substation",
                new AnswerType(AnswerKind.LIST, CIM + "Substation", 0.9), finder)).isFalse();
    }

    @Test
    void twoEntitiesPathsAreChosenTogetherSoThatSomethingHasBoth() {
        List<AnswerType> border = List.of(new AnswerType(AnswerKind.LIST, CIM + "Border", 0.9));
        Instance north = new Instance(null, "North", "urn:uuid:north", "North", CIM + "Zone", 0.9);
        Instance south = new Instance(null, "South", "urn:uuid:south", "South", CIM + "Zone", 0.9);
        Instance west = new Instance(null, "West", "urn:uuid:west", "West", CIM + "Zone", 0.9);
        // each zone is zone one of some border and zone two of another: alone, each takes the first of the two (a tie);
        // together ("zone one" both) no border has them, and the next combination is one that a border has
        List<Relation> linking = RelationDetector.detect("Which border links North to South?", border, List.of(north, south), List.of(),
                finder, ClassChoiceWeights.defaults());
        assertThat(linking).extracting(Relation::object, Relation::path).containsExactly(
                org.assertj.core.groups.Tuple.tuple("urn:uuid:north", "<" + CIM + "Border.ZoneOne>"),
                org.assertj.core.groups.Tuple.tuple("urn:uuid:south", "<" + CIM + "Border.ZoneTwo>"));
        // switched off, the two are chosen apart
        assertThat(RelationDetector.detect("Which border links North to South?", border, List.of(north, south), List.of(),
                finder, ClassChoiceWeights.defaults().withJointMargin(-1))).extracting(Relation::path)
                .containsExactly("<" + CIM + "Border.ZoneOne>", "<" + CIM + "Border.ZoneOne>");
        // no border links North and West: no combination has an instance, and each keeps its best path (an empty answer)
        assertThat(RelationDetector.detect("Which border links North to West?", border, List.of(north, west), List.of(),
                finder, ClassChoiceWeights.defaults())).extracting(Relation::path)
                .containsExactly("<" + CIM + "Border.ZoneOne>", "<" + CIM + "Border.ZoneOne>");
    }

    @Test
    void eachObjectsPathIsComparedWithTheWordsOfItsOwnClause() {
        String q = "Which borders have East as zone one, and North as zone two?";
        TextSpan eastAt = new TextSpan(q.indexOf("East"), q.indexOf("East") + 4), northAt = new TextSpan(q.indexOf("North"), q.indexOf("North") + 5);
        assertThat(ObjectClauses.of(q, List.of(northAt, eastAt))).containsExactly(
                Map.entry(eastAt, "Which borders have  ENT  as zone one"), Map.entry(northAt, ", and  ENT  as zone two?"));
        // words between two objects without a boundary speak of the second; one object has no clauses of its own
        String levels = "Find bays at voltage level A which include B as a part";
        TextSpan a = new TextSpan(levels.indexOf(" A ") + 1, levels.indexOf(" A ") + 2), b = new TextSpan(levels.indexOf(" B ") + 1, levels.indexOf(" B ") + 2);
        assertThat(ObjectClauses.of(levels, List.of(a, b)).get(b)).isEqualTo(" which include  ENT  as a part");
        assertThat(ObjectClauses.of(levels, List.of(a))).isEmpty();
        // with the joint check off, each zone takes the path its own words name (zone one, zone two), not the first of a tie
        List<AnswerType> border = List.of(new AnswerType(AnswerKind.LIST, CIM + "Border", 0.9));
        Instance east = new Instance(eastAt, "East", "urn:uuid:east", "East", CIM + "Zone", 0.9);
        Instance north = new Instance(northAt, "North", "urn:uuid:north", "North", CIM + "Zone", 0.9);
        assertThat(RelationDetector.detect(q, border, List.of(east, north), List.of(), finder, ClassChoiceWeights.defaults().withJointMargin(-1)))
                .extracting(Relation::object, Relation::path).containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple("urn:uuid:east", "<" + CIM + "Border.ZoneOne>"),
                        org.assertj.core.groups.Tuple.tuple("urn:uuid:north", "<" + CIM + "Border.ZoneTwo>"));
    }

    @Test
    void aNameTheAskedForClassHoldsAsTextIsAValueWhenTheClassHasNoPathToTheObject() {
        String q = "Which boundary points have their from side connected to Alpha?";
        Instance alpha = new Instance(new TextSpan(q.indexOf("Alpha"), q.indexOf("Alpha") + 5), "Alpha", "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9);
        List<Relation> r = RelationDetector.detect(q, List.of(new AnswerType(AnswerKind.LIST, CIM + "BoundaryPoint", 0.9)),
                List.of(alpha), List.of(), finder, ClassChoiceWeights.defaults());
        assertThat(r).extracting(Relation::subjectClass, Relation::path, Relation::object)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(CIM + "BoundaryPoint", "<" + CIM + "BoundaryPoint.fromEndName>", "Alpha"));
        // an object's own names are no such attribute: no boundary point is named "BP 2", nor is the text held elsewhere
        assertThat(finder.nameValueProperties(List.of(CIM + "BoundaryPoint"), "BP 1", List.of()).get(CIM + "BoundaryPoint")).isEmpty();
        // a class with a path to the object keeps it: voltage levels of the substation Alpha
        List<Relation> levels = RelationDetector.detect("Which voltage levels are in Alpha?", List.of(new AnswerType(AnswerKind.LIST, CIM + "VoltageLevel", 0.9)),
                List.of(alpha), List.of(), finder, ClassChoiceWeights.defaults());
        assertThat(levels).extracting(Relation::object).containsExactly("urn:uuid:s1");
    }

    @Test
    void aNameNoInstanceHasIsTheirNameEqualToItNotAValueLeftUnused() {
        String q = "Which substations are named Zeta?";
        SpotInstance zeta = new SpotInstance(new TextSpan(q.indexOf("Zeta"), q.indexOf("Zeta") + 4), "Zeta", SpotKind.TEXT, "Zeta",
                "http://www.w3.org/2001/XMLSchema#string", null, 1.0);
        List<Relation> r = RelationDetector.detect(q, List.of(new AnswerType(AnswerKind.LIST, CIM + "Substation", 0.9)),
                List.of(), List.of(zeta), finder, ClassChoiceWeights.defaults());
        assertThat(r).extracting(Relation::subjectClass, Relation::path, Relation::object)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(CIM + "Substation", "<" + CIM + "IdentifiedObject.name>", "Zeta"));
        // a text value not given as a name stays unused when nothing holds it
        String d = "Which substations have the description Zeta?";
        SpotInstance described = new SpotInstance(new TextSpan(d.indexOf("Zeta"), d.indexOf("Zeta") + 4), "Zeta", SpotKind.TEXT, "Zeta",
                "http://www.w3.org/2001/XMLSchema#string", null, 1.0);
        assertThat(RelationDetector.detect(d, List.of(new AnswerType(AnswerKind.LIST, CIM + "Substation", 0.9)),
                List.of(), List.of(described), finder, ClassChoiceWeights.defaults())).extracting(Relation::path).containsOnlyNulls();
    }

    @Test
    void aValueAskedOfAnotherClassTheQuestionNamesIsThatClasssNotTheEntitys() {
        List<AnswerType> types = List.of(new AnswerType(AnswerKind.VALUE, CIM + "VoltageLevel", 0.8));
        List<Instance> bv400 = List.of(new Instance(null, "400 kV", "urn:uuid:bv400", "400 kV", CIM + "BaseVoltage", 0.9));
        // "the name of the voltage level that …": the voltage levels (their names come with them)
        List<Relation> ofLevel = RelationDetector.detect("What is the name of the voltage level that uses the base voltage 400 kV?", types,
                bv400, List.of(), finder, ClassChoiceWeights.defaults());
        assertThat(ofLevel).singleElement().satisfies(r -> {
            assertThat(r.subjectClass()).isEqualTo(CIM + "VoltageLevel");
            assertThat(r.object()).isEqualTo("urn:uuid:bv400");
        });
        // no other class named: the name of the entity itself
        List<Relation> ofEntity = RelationDetector.detect("What is the name of 400 kV?", types, bv400, List.of(), finder, ClassChoiceWeights.defaults());
        assertThat(ofEntity).singleElement().satisfies(r -> {
            assertThat(r.subjectClass()).isNull();
            assertThat(r.path()).contains("IdentifiedObject.name");
        });
    }

    @Test
    void theOntologyReadAtOnceIsWhatIsReadOneByOne() {
        SparqlClient client = new SparqlClient("http://localhost:" + server.getPort() + "/cim/sparql", null, Duration.ofSeconds(10));
        var atOnce = new io.gridchat.relations.ontology.PropertyDescriptions(client::select);
        var oneByOne = new io.gridchat.relations.ontology.PropertyDescriptions(client::select);
        List<String> properties = atOnce.readAll();
        assertThat(properties).contains(CIM + "VoltageLevel.Substation", CIM + "ACLineSegment.r");
        for (String p : properties) assertThat(atOnce.of(p)).as(p).isEqualTo(oneByOne.of(p));
        ClassHierarchy all = new ClassHierarchy(client::select), lazy = new ClassHierarchy(client::select);
        all.readAll();
        for (String c : List.of(CIM + "Breaker", CIM + "VoltageLevel", CIM + "Substation")) {
            assertThat(all.selfAndSuperNames(c)).as(c).isEqualTo(lazy.selfAndSuperNames(c));
        }
    }

    @Test
    void learnsPathsAndPropertiesOfTemplates() {
        Map<String, Object> template = Map.of(
                "outputs", List.of(Map.of("name", "t", "type", "cim:Terminal")),
                "parameters", List.of(Map.of("name", "p", "path", List.of(CIM + "Terminal.ConductingEquipment"), "type", CIM + "Breaker")),
                "paraphrases", List.of("Which terminals are attached to $ObjectIdentity(0, cim:Breaker)?", "terminals attached to breaker $ObjectIdentity(0, cim:Breaker)"),
                "questions", List.of());
        PathLexicon l = LexiconTrainer.train(List.of(template));
        assertThat(l.pathCount()).containsKey("<" + CIM + "Terminal.ConductingEquipment>");
        assertThat(l.propCount()).containsEntry(CIM + "Terminal.ConductingEquipment", 1);
    }

    @Test
    void aQuestionPhrasedLikeATrainingParaphraseGetsItsPath() {
        // the mini grid plus the shortcut the inference rules add: breaker b1 reaches substation Alpha two ways
        DatasetGraph ds = DatasetGraphFactory.createTxnMem();
        RDFDataMgr.read(ds, PathFinderTest.class.getResourceAsStream("/mini-grid.trig"), Lang.TRIG);
        ds.getDefaultGraph().add(org.apache.jena.graph.NodeFactory.createURI("urn:uuid:b1"),
                org.apache.jena.graph.NodeFactory.createURI("https://cim.ucaiug.io/rules#isPartTransitive"),
                org.apache.jena.graph.NodeFactory.createURI("urn:uuid:s1"));
        java.util.function.Function<org.apache.jena.query.Query, org.apache.jena.query.ResultSetRewindable> select = q -> {
            try (var exec = org.apache.jena.query.QueryExecutionFactory.create(q, org.apache.jena.query.DatasetFactory.wrap(ds))) {
                return org.apache.jena.query.ResultSetFactory.copyResults(exec.execSelect());
            }
        };
        var alpha = new PathFinder.Entity("urn:uuid:s1", CIM + "Substation", "Alpha");
        String breaker = CIM + "Breaker";
        String question = "Which breakers are fed through the bays of Alpha?", masked = question.replace("Alpha", " ");
        PathFinder plainFinder = new PathFinder(select, PathLexicon.empty(), RankingWeights.defaults(), null, new ClassHierarchy(select), null);
        var plain = plainFinder.forQuestion(masked).entityPaths(List.of(breaker), alpha, Words.stems(question)).get(breaker);
        assertThat(plain).hasSize(2);
        PathFinder.Candidate runnerUp = plain.get(1);
        // a template asking the same way, whose path is the one the word features rank second
        Map<String, Object> template = Map.of(
                "outputs", List.of(Map.of("name", "b", "type", "cim:Breaker")),
                "parameters", List.of(Map.of("name", "p", "path", runnerUp.props(), "type", CIM + "Substation")),
                "paraphrases", List.of("Which breakers are fed through the bays of $ObjectIdentity(0, cim:Substation)?"),
                "questions", List.of());
        PathLexicon lexicon = LexiconTrainer.train(List.of(template));
        assertThat(lexicon.phrasings()).singleElement().satisfies(p -> assertThat(p.text()).contains("ENT"));
        PathFinder phrased = new PathFinder(select, PathLexicon.empty(), RankingWeights.defaults(), null, new ClassHierarchy(select), null,
                PathPhrasings.of(lexicon, new PathPhrasings.Weights(100, 0.8)));
        var ranked = phrased.forQuestion(masked).entityPaths(List.of(breaker), alpha, Words.stems(question)).get(breaker);
        assertThat(ranked.get(0).path()).isEqualTo(runnerUp.path());
        // phrased otherwise, no bonus: the same order and scores as without phrasings
        String other = "How many breakers does Alpha have?";
        assertThat(phrased.forQuestion(other.replace("Alpha", " ")).entityPaths(List.of(breaker), alpha, Words.stems(other)).get(breaker))
                .isEqualTo(plainFinder.forQuestion(other.replace("Alpha", " ")).entityPaths(List.of(breaker), alpha, Words.stems(other)).get(breaker));
    }

    @Test
    void theLexiconSurvivesSavingAndLoading(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        PathLexicon.Builder b = new PathLexicon.Builder();
        b.parameter(List.of(CIM + "Terminal.ConductingEquipment"));
        PathLexicon l = b.build();
        l.save(dir.resolve("lexicon.json"));
        assertThat(PathLexicon.load(dir.resolve("lexicon.json"))).isEqualTo(l);
    }
}
