package io.gridchat.chatbot.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.clarification.AnswerMatcher;
import io.gridchat.chatbot.clarification.ClarificationOption;
import io.gridchat.chatbot.clarification.PendingClarification;
import java.time.Duration;
import java.util.List;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The distinguishing facts of clarification options come from the grid graph (a real Fuseki over HTTP), and free-text
 * answers by description ("the one in the 300 kV voltage level", "I meant the bay", "the one on transformer VIK T1")
 * match by them (issue 41).
 */
class OptionFactsTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static final String G = "https://grid.example/id/";
    static FusekiServer cim;
    static OptionFacts facts;

    @BeforeAll
    static void start() {
        DatasetGraph data = DatasetGraphFactory.createTxnMem();
        RDFDataMgr.read(data.getDefaultGraph(), OptionFactsTest.class.getResource("namesakes.ttl").toString());
        cim = FusekiServer.create().port(0).loopback(true).add("/cim", data).build().start();
        facts = new OptionFacts("http://127.0.0.1:" + cim.getHttpPort() + "/cim/sparql", Duration.ofSeconds(10));
    }

    @AfterAll
    static void stop() {
        cim.stop();
    }

    @Test
    void optionsCarryWhatTellsThemApart() {
        PendingClarification nodes = facts.withFacts(List.of(new PendingClarification("LUND CN 7", "Which 'LUND CN 7' do you mean?", List.of(
                new ClarificationOption(G + "cn1", "LUND CN 7", CIM + "ConnectivityNode", "model A"),
                new ClarificationOption(G + "cn2", "LUND CN 7", CIM + "ConnectivityNode", null))))).get(0);
        ClarificationOption inVoltageLevel = nodes.options().get(0);
        ClarificationOption inBay = nodes.options().get(1);
        assertThat(inVoltageLevel.detail()).isEqualTo("model A");
        assertThat(inVoltageLevel.facts()).contains("voltage level LUND 300", "300 kV");
        assertThat(inBay.facts()).contains("bay LUND 132 T Ba1");
        assertThat(AnswerMatcher.match(nodes.options(), null, "the one in the 300 kV voltage level")).contains(inVoltageLevel);
        assertThat(AnswerMatcher.match(nodes.options(), null, "The 300 kV one.")).contains(inVoltageLevel);
        assertThat(AnswerMatcher.match(nodes.options(), null, "I meant the bay.")).contains(inBay);
        assertThat(AnswerMatcher.match(nodes.options(), null, "the second")).contains(inBay);

        PendingClarification changers = facts.withFacts(List.of(new PendingClarification("VIK T1 RTC", null, List.of(
                new ClarificationOption(G + "tcA", "VIK T1 RTC", CIM + "RatioTapChanger", null),
                new ClarificationOption(G + "tcB", "VIK T1 RTC", CIM + "RatioTapChanger", null))))).get(0);
        assertThat(changers.options().get(1).facts()).contains("power transformer STRAND T2");
        assertThat(AnswerMatcher.match(changers.options(), null, "the one on transformer STRAND T2")).contains(changers.options().get(1));
        assertThat(AnswerMatcher.match(changers.options(), null, "the one on transformer VIK T1")).contains(changers.options().get(0));
    }

    @Test
    void anUnreadableGridGraphLeavesTheOptionsAsTheyWere() {
        OptionFacts down = new OptionFacts("http://127.0.0.1:9/cim/sparql", Duration.ofSeconds(2));
        PendingClarification item = new PendingClarification("X", null, List.of(new ClarificationOption(G + "cn1", "X", null, "d"),
                new ClarificationOption(G + "cn2", "X", null, null)));
        assertThat(down.withFacts(List.of(item))).containsExactly(item);
    }
}
