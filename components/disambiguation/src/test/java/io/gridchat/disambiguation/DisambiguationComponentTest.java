package io.gridchat.disambiguation;

import static io.gridchat.disambiguation.QuestionGraphs.annotate;
import static io.gridchat.disambiguation.QuestionGraphs.spot;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.testing.CimFixtures;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.UsedPhrase;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.apache.jena.fuseki.main.FusekiServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The disambiguation component over HTTP against a real Fuseki holding a small grid graph. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DisambiguationComponentTest {
    static final FusekiServer FUSEKI = CimFixtures.serve(CimFixtures.turtle(DisambiguationComponentTest.class, "grid.ttl"));
    static final String CIM = "https://cim.ucaiug.io/ns#";

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry r) {
        r.add("gridchat.component.cim-endpoint", () -> base() + "/cim/sparql");
        r.add("gridchat.disambiguation.refresh-interval", () -> "0s");
        r.add("spring.boot.admin.client.enabled", () -> "false");
    }

    @AfterAll
    static void stop() { FUSEKI.stop(); }

    static String base() { return "http://localhost:" + FUSEKI.getPort(); }

    @LocalServerPort
    int port;

    @Test
    void linksNamesAndIdentifiersAndLeavesLiteralsAlone() throws Exception {
        String q = "Which AC line segments of the transmission line LC 300TRONDHEIM-MO 2 and of f1769a12 are above 400 kV?";
        SpotInstance literal = new SpotInstance(new TextSpan(q.indexOf("400"), q.indexOf("400") + 6), "400 kV", SpotKind.NUMBER,
                "400", "http://www.w3.org/2001/XMLSchema#integer", "kV", 1.0);
        QuestionGraph g = annotate(port, base(), q, List.of(spot(q, "LC 300TRONDHEIM-MO 2", SpotKind.NAME),
                spot(q, "f1769a12", SpotKind.MRID_PREFIX), literal), null, null);
        List<Instance> instances = g.annotations(Instance.class);
        assertThat(instances).extracting(Instance::iri).containsExactlyInAnyOrder(
                "urn:uuid:2dd90001-bdfb-11e5-94fa-c8f73332c8f4", "urn:uuid:f1769a12-9aeb-11e5-91da-b8763fd99c5f");
        Instance line = instances.stream().filter(i -> i.mention().startsWith("LC")).findFirst().orElseThrow();
        assertThat(line.instanceClass()).isEqualTo(CIM + "Line");
        assertThat(line.label()).isEqualTo("LC 300TRONDHEIM-MO 2");
        assertThat(line.span().of(q)).isEqualTo("LC 300TRONDHEIM-MO 2");
        assertThat(g.annotations(Clarification.class)).isEmpty();
    }

    @Test
    void aNameWithTrailingSpacesKeepsThemAndIsLinkedWhenTheQuestionRepeatsThem() throws Exception {
        String copied = "Which busbar sections are connected to KRISTIANSAND     via terminals?";
        QuestionGraph g = annotate(port, base(), copied, List.of(spot(copied, "KRISTIANSAND", SpotKind.NAME)), null, null);
        Instance node = g.annotations(Instance.class).get(0);
        assertThat(node.iri()).isEqualTo("urn:uuid:2dd9000c-bdfb-11e5-94fa-c8f73332c8f4");
        assertThat(node.label()).isEqualTo("KRISTIANSAND    ");
        String typed = "Which busbar sections are connected to KRISTIANSAND via terminals?";
        QuestionGraph g2 = annotate(port, base(), typed, List.of(spot(typed, "KRISTIANSAND", SpotKind.NAME)), null, null);
        assertThat(g2.annotations(Instance.class).get(0).iri()).isEqualTo("urn:uuid:2dd90003-bdfb-11e5-94fa-c8f73332c8f4");
    }

    @Test
    void asksWhichOneWhenUnsureAndHonoursTheAnswer() throws Exception {
        String q = "What is connected to OSLO-ASKER?";
        QuestionGraph asked = annotate(port, base(), q, List.of(spot(q, "OSLO-ASKER", SpotKind.NAME)), null, null);
        assertThat(asked.annotations(Instance.class)).isEmpty();
        Clarification c = asked.annotations(Clarification.class).get(0);
        assertThat(c.question()).isEqualTo("Which 'OSLO-ASKER' do you mean?");
        assertThat(c.options()).extracting(Clarification.Option::optionClass).containsExactlyInAnyOrder(CIM + "Line", CIM + "Substation");
        assertThat(c.candidates()).as("all candidates are offered").isEqualTo(c.options().size());

        QuestionGraph answered = annotate(port, base(), q, List.of(spot(q, "OSLO-ASKER", SpotKind.NAME)),
                "OSLO-ASKER", "urn:uuid:2dd90006-bdfb-11e5-94fa-c8f73332c8f4");
        assertThat(answered.annotations(Clarification.class)).isEmpty();
        assertThat(answered.annotations(Instance.class)).extracting(Instance::iri).containsExactly("urn:uuid:2dd90006-bdfb-11e5-94fa-c8f73332c8f4");
    }

    @Test
    void theOtherObjectTheQuestionNamesSettlesWhichNamesakeIsMeant() throws Exception {
        List<String> segments = List.of(CIM + "ACLineSegment", CIM + "Line");
        String one = "Which AC line segments of LC 420SYLLING-HAGAFOSS are linked to T1?";
        QuestionGraph linked = annotate(port, base(), one, List.of(spot(one, "LC 420SYLLING-HAGAFOSS", SpotKind.NAME),
                spot(one, "T1", SpotKind.NAME)), null, null, segments);
        assertThat(linked.annotations(Clarification.class)).as("one T1 is on a segment of that line").isEmpty();
        assertThat(linked.annotations(Instance.class)).extracting(Instance::iri).containsExactlyInAnyOrder(
                "urn:uuid:2dd9000e-bdfb-11e5-94fa-c8f73332c8f4", "urn:uuid:2dd90008-bdfb-11e5-94fa-c8f73332c8f4");

        String two = "Which AC line segments of LC 300TRONDHEIM-MO 2 are linked to T1?";
        QuestionGraph narrowed = annotate(port, base(), two, List.of(spot(two, "LC 300TRONDHEIM-MO 2", SpotKind.NAME),
                spot(two, "T1", SpotKind.NAME)), null, null, segments);
        Clarification c = narrowed.annotations(Clarification.class).get(0);
        assertThat(c.options()).as("only the two T1 on that line's segments are offered").extracting(Clarification.Option::iri)
                .containsExactlyInAnyOrder("urn:uuid:2dd90007-bdfb-11e5-94fa-c8f73332c8f4", "urn:uuid:2dd90011-bdfb-11e5-94fa-c8f73332c8f4");
        assertThat(c.candidates()).isEqualTo(2);

        String none = "Which AC line segments of LC 132SKIEN-EIDANGER are linked to T1?";
        QuestionGraph asked = annotate(port, base(), none, List.of(spot(none, "LC 132SKIEN-EIDANGER", SpotKind.NAME),
                spot(none, "T1", SpotKind.NAME)), null, null, segments);
        assertThat(asked.annotations(Clarification.class).get(0).candidates())
                .as("nothing connects to that line: the three T1 of segments are asked about, not the breaker's").isEqualTo(3);

        String alone = "Which AC line segments are linked to T1?";
        QuestionGraph single = annotate(port, base(), alone, List.of(spot(alone, "T1", SpotKind.NAME)), null, null, segments);
        assertThat(single.annotations(Clarification.class).get(0).candidates()).as("no other object: the three of segments").isEqualTo(3);
    }

    @Test
    void aNamesakeNoInstanceOfTheAskedClassReachesIsNoOption() throws Exception {
        String breakers = "Which breakers are linked to T1?";
        QuestionGraph linked = annotate(port, base(), breakers, List.of(spot(breakers, "T1", SpotKind.NAME)), null, null, List.of(CIM + "Breaker"));
        assertThat(linked.annotations(Clarification.class)).as("only the breaker's T1 has a breaker").isEmpty();
        assertThat(linked.annotations(Instance.class)).extracting(Instance::iri).containsExactly("urn:uuid:2dd90014-bdfb-11e5-94fa-c8f73332c8f4");

        String machines = "Which synchronous machines are linked to T1?";
        QuestionGraph asked = annotate(port, base(), machines, List.of(spot(machines, "T1", SpotKind.NAME)), null, null,
                List.of(CIM + "SynchronousMachine"));
        assertThat(asked.annotations(Clarification.class).get(0).candidates()).as("no machine reaches any: all four are asked about").isEqualTo(4);

        // a line and a substation named OSLO-ASKER, not linked to each other: only the line has a segment, and no segment
        // reaches the substation even through one object in between. The question fits the line only: it is linked,
        // nothing is asked, and the substation is named as passed over (issue 40, namesakes across classes)
        String segments = "Which AC line segments are in OSLO-ASKER?";
        QuestionGraph kinds = annotate(port, base(), segments, List.of(spot(segments, "OSLO-ASKER", SpotKind.NAME)), null, null,
                List.of(CIM + "ACLineSegment"));
        assertThat(kinds.annotations(Clarification.class)).isEmpty();
        assertThat(kinds.annotations(Instance.class)).extracting(Instance::iri).containsExactly("urn:uuid:2dd90005-bdfb-11e5-94fa-c8f73332c8f4");
        assertThat(kinds.annotations(UsedPhrase.class)).extracting(UsedPhrase::role, UsedPhrase::phrase)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(DisambiguationComponent.NAMESAKES_PASSED_OVER, CIM + "Substation"));

        // a line and its segment of one name (linked to each other: one piece of grid described twice), and a terminal
        // reaches the line through its segment: both can answer, so it is asked; the answer assumes the segment
        String terminals = "Which terminals does 04 TELEMA2 ACLS9 have?";
        QuestionGraph twice = annotate(port, base(), terminals, List.of(spot(terminals, "04 TELEMA2 ACLS9", SpotKind.NAME)), null, null,
                List.of(CIM + "Terminal"));
        assertThat(twice.annotations(Clarification.class).get(0).options()).extracting(Clarification.Option::optionClass)
                .containsExactly(CIM + "ACLineSegment", CIM + "Line");
        assertThat(twice.annotations(UsedPhrase.class)).isEmpty();

        // a geographical region and a control area named Svedala Area: sub-geographical regions reach the region in one
        // step, substations in two; neither reaches the control area. Taken, and said
        for (var pair : List.of(List.of("What subregions does the Svedala Area have?", CIM + "SubGeographicalRegion"),
                List.of("Which substations are in the Svedala Area?", CIM + "Substation"))) {
            String q = pair.get(0);
            QuestionGraph region = annotate(port, base(), q, List.of(spot(q, "Svedala Area", SpotKind.NAME)), null, null, List.of(pair.get(1)));
            assertThat(region.annotations(Clarification.class)).as(q).isEmpty();
            assertThat(region.annotations(Instance.class)).as(q).extracting(Instance::instanceClass).containsExactly(CIM + "GeographicalRegion");
            assertThat(region.annotations(UsedPhrase.class)).as(q).extracting(UsedPhrase::phrase).containsExactly(CIM + "ControlArea");
        }
        // control area generating units reach the control area: the region is the one passed over
        String units = "Which control area generating units belong to the Svedala Area?";
        QuestionGraph area = annotate(port, base(), units, List.of(spot(units, "Svedala Area", SpotKind.NAME)), null, null,
                List.of(CIM + "ControlAreaGeneratingUnit"));
        assertThat(area.annotations(Instance.class)).extracting(Instance::instanceClass).containsExactly(CIM + "ControlArea");
        assertThat(area.annotations(Clarification.class)).isEmpty();

        // no breaker reaches either: asked, and nothing assumed
        String anything = "Which breakers are in OSLO-ASKER?";
        QuestionGraph neither = annotate(port, base(), anything, List.of(spot(anything, "OSLO-ASKER", SpotKind.NAME)), null, null,
                List.of(CIM + "Breaker"));
        assertThat(neither.annotations(Clarification.class)).hasSize(1);
        assertThat(neither.annotations(Instance.class)).isEmpty();
    }

    @Test
    void describesItselfAsDisambiguationThoughNersJarIsOnTheClasspath() throws Exception {
        var response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/description")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.body()).contains("disambiguation").doesNotContain("urn:qanary:ner");
    }

    @Test
    void questionsWithoutSpotsGetNoAnnotations() throws Exception {
        QuestionGraph g = annotate(port, base(), "SELECT * WHERE { ?s ?p ?o }", List.of(), null, null);
        assertThat(g.annotations(Instance.class)).isEmpty();
        assertThat(g.annotations(Clarification.class)).isEmpty();
    }
}
