package io.gridchat.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

/** {@link TriplesText#relabel} against Jena's own parser: the same graphs, blank nodes kept apart, bad text refused. */
class TriplesTextTest {
    static final Node P = NodeFactory.createURI("urn:p");
    static final String ODD = "a\"b\\c\nd\te _:b0 <urn:x> . # é ß ∑ 😀 \u00B7 ^^ @en";

    @Test
    void aRelabelledTextParsesToTheSameGraph() {
        Graph g = GraphFactory.createDefaultGraph();
        Node b = NodeFactory.createBlankNode(), c = NodeFactory.createBlankNode();
        g.add(Triple.create(NodeFactory.createURI("urn:a"), P, b));
        g.add(Triple.create(b, P, c));
        g.add(Triple.create(c, P, NodeFactory.createLiteralString(ODD)));
        g.add(Triple.create(b, P, NodeFactory.createLiteralLang("säge \"x\" _:b1", "nb-NO")));
        g.add(Triple.create(b, P, NodeFactory.createLiteralDT("2026-11-23T02:00:00Z", XSDDatatype.XSDdateTime)));
        g.add(Triple.create(b, P, NodeFactory.createLiteralString("x".repeat(100_000))));
        String text = TriplesText.write(g);
        String relabelled = TriplesText.relabel(text, "report");
        assertThat(TriplesText.read(relabelled, "relabelled").isIsomorphicWith(g)).isTrue();
        assertThat(relabelled).contains("_:b0 <urn:x>").contains("_:b1").endsWith(" .\n");
    }

    @Test
    void twoTextsWithTheSameLabelsKeepTheirBlankNodesApart() {
        String report = "_:b0 <urn:p> \"one\" .\n<urn:a> <urn:p> _:b0 .\n";
        Graph expected = GraphFactory.createDefaultGraph();
        TriplesText.addTo(expected, report, "first");
        TriplesText.addTo(expected, report, "second");
        Graph joined = TriplesText.read(TriplesText.relabel(report, "first") + TriplesText.relabel(report, "second"), "joined");
        assertThat(joined.size()).isEqualTo(4);
        assertThat(joined.isIsomorphicWith(expected)).isTrue();
    }

    @Test
    void handWrittenNTriplesReadsAsJenaReadsIt() {
        String text = "# a comment\r\n<urn:a><urn:p>\"c\"@en.\r\n\n  _:x.1 <urn:p> _:y . # trailing comment\n"
                + "<urn:a> <urn:p> \"\\\"q\\\"\"^^<urn:t> .\n_:z <urn:p> \"no newline at the end\" .";
        Graph jena = GraphFactory.createDefaultGraph();
        TriplesText.addTo(jena, text, "jena");
        assertThat(jena.size()).isEqualTo(4);
        assertThat(TriplesText.read(TriplesText.relabel(text, "text"), "relabelled").isIsomorphicWith(jena)).isTrue();
        assertThat(TriplesText.relabel("", "empty")).isEmpty();
        assertThat(TriplesText.relabel("# only a comment\n\n", "comment")).isEmpty();
    }

    @Test
    void randomGraphsSurviveTheRelabelling() {
        Random random = new Random(18);
        String alphabet = "ab_:.\"\\\n\r\t<>@^# é😀∑-0123456789";
        for (int round = 0; round < 200; round++) {
            Graph g = GraphFactory.createDefaultGraph();
            List<Node> blanks = List.of(NodeFactory.createBlankNode(), NodeFactory.createBlankNode(), NodeFactory.createBlankNode());
            for (int t = 0; t < 20; t++) {
                StringBuilder s = new StringBuilder();
                for (int k = random.nextInt(12); k > 0; k--) s.appendCodePoint(alphabet.codePointAt(alphabet.offsetByCodePoints(0, random.nextInt(alphabet.codePointCount(0, alphabet.length())))));
                Node subject = random.nextBoolean() ? blanks.get(random.nextInt(3)) : NodeFactory.createURI("urn:s" + random.nextInt(5));
                Node object = switch (random.nextInt(4)) {
                    case 0 -> blanks.get(random.nextInt(3));
                    case 1 -> NodeFactory.createLiteralLang(s.toString(), "en");
                    case 2 -> NodeFactory.createLiteralDT(s.toString(), XSDDatatype.XSDstring);
                    default -> NodeFactory.createLiteralString(s.toString());
                };
                g.add(Triple.create(subject, P, object));
            }
            String relabelled = TriplesText.relabel(TriplesText.write(g), "round " + round);
            assertThat(TriplesText.read(relabelled, "relabelled").isIsomorphicWith(g)).as("round %d:%n%s", round, relabelled).isTrue();
        }
    }

    @Test
    void textThatIsNotNTriplesIsRefusedWithItsLine() {
        for (String bad : List.of("<urn:a> <urn:p> \"x\"\n", "<urn:a> <urn:p> \"x .\n", "\"s\" <urn:p> <urn:o> .\n",
                "<urn:a <urn:p> <urn:o> .\n", "<urn:a> <urn:p> <urn:o> . junk\n", "<urn:a> _:p <urn:o> .\n", "_: <urn:p> <urn:o> .\n",
                "<urn:a> <urn:p> \"x\"@ .\n", "<urn:a> <urn:p>\n")) {
            assertThatThrownBy(() -> TriplesText.relabel("<urn:ok> <urn:p> <urn:o> .\n" + bad, "the report"))
                    .as(bad).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("the report is not N-Triples: line 2");
        }
    }
}
