package io.gridchat.kit.lexicon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.jena.sparql.path.PathParser;
import org.apache.jena.shared.PrefixMapping;
import org.junit.jupiter.api.Test;

class ValueChoicesTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";

    @Test
    void theShippedTableReadsAndEveryPathParsesWithFullIris() {
        List<ValueChoice> all = Lexicon.valueChoices();
        assertFalse(all.isEmpty());
        for (ValueChoice c : all) {
            assertFalse(c.reason().isBlank(), c + " has no reason");
            assertTrue(c.path().endsWith("/<" + c.property() + ">"), c.path());
            assertFalse(c.path().contains("cim:"), "full IRIs: " + c.path());
            PathParser.parse(c.path(), PrefixMapping.Standard); // the generator parses it so
        }
    }

    @Test
    void aTransformersRatingIsTheRatedSOfItsEnds() {
        ValueChoice rating = Lexicon.valueChoices().stream()
                .filter(c -> c.classLocalName().equals("PowerTransformer") && c.attribute().equals(List.of("rated", "s"))).findFirst().orElseThrow();
        assertEquals(CIM + "PowerTransformerEnd.ratedS", rating.property());
        assertEquals("^<" + CIM + "PowerTransformerEnd.PowerTransformer>/<" + CIM + "PowerTransformerEnd.ratedS>", rating.path());
    }

    @Test
    void aRowThatIsNoPathIsRefusedWithItsText() {
        String tsv = "# comment\nBreaker\topen\tcim:Switch.open /// x\tbroken\n";
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Lexicon.parseValueChoices(new ByteArrayInputStream(tsv.getBytes(StandardCharsets.UTF_8))));
        assertTrue(e.getMessage().contains("cim:Switch.open /// x"), e.getMessage());
    }
}
