package io.gridchat.kit;

import static io.gridchat.kit.vocabulary.Vocabulary.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

class UserContextWriterTest {
    @Test
    void userTextInMentionsIsEscapedNotPasted() {
        Map<String, String> choices = new LinkedHashMap<>();
        String hostile = "Oslo\" ; <urn:x> <urn:y> \"\"\" } DROP ALL # ö \n";
        choices.put(hostile, "https://grid.example/id/oslo-1");
        String turtle = UserContextWriter.turtle(Instant.parse("2026-03-01T10:15:30Z"), "Europe/Oslo", choices);
        Graph g = GraphFactory.createDefaultGraph();
        RDFParser.fromString(turtle).lang(Lang.TURTLE).parse(g);
        assertThat(g.find(CONTEXT, GC_USER_TIME, Node.ANY).next().getObject().getLiteralLexicalForm()).isEqualTo("2026-03-01T10:15:30Z");
        assertThat(g.find(CONTEXT, GC_TIME_ZONE, Node.ANY).next().getObject().getLiteralLexicalForm()).isEqualTo("Europe/Oslo");
        Node choice = g.find(CONTEXT, GC_USER_CHOICE, Node.ANY).next().getObject();
        assertThat(g.find(choice, GC_MENTION, Node.ANY).next().getObject().getLiteralLexicalForm()).isEqualTo(hostile);
        assertThat(g.find(choice, GC_CHOSEN, Node.ANY).next().getObject().getURI()).isEqualTo("https://grid.example/id/oslo-1");
        assertThat(g.size()).isEqualTo(5);
    }

    @Test
    void aChosenOptionMustBeAnIri() {
        assertThatThrownBy(() -> UserContextWriter.turtle(null, null, Map.of("Oslo", "x> <y"))).isInstanceOf(IllegalArgumentException.class);
    }
}
