package io.gridchat.relations.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** With the real in-process model (quantized all-MiniLM-L6-v2 from its Maven jar); no store (local names only). */
class EmbeddingSimilarityTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    static EmbeddingSimilarity sim;

    @BeforeAll
    static void model() { sim = new EmbeddingSimilarity(EmbeddingSimilarity.defaultModel(), null, 100); }

    @Test
    void similarPhrasesScoreHigherThanUnrelatedOnes() {
        double close = sim.similarity("rated power", "apparent power rating");
        double far = sim.similarity("rated power", "geographical coordinates of the substation");
        assertTrue(close > far + 0.1, close + " vs " + far);
        assertEquals(1.0, sim.similarity("voltage level", "voltage level"), 1e-5);
    }

    @Test
    void preloadedVectorsAreKeptBetweenStartsAndEqualTheOnesEmbeddedOnDemand(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        var properties = java.util.List.of(CIM + "Terminal.ConnectivityNode", CIM + "Equipment.EquipmentContainer");
        java.nio.file.Path file = dir.resolve("vectors.bin");
        EmbeddingSimilarity first = new EmbeddingSimilarity(EmbeddingSimilarity.defaultModel(), null, 100);
        assertEquals(2, first.preload(properties, file));
        EmbeddingSimilarity second = new EmbeddingSimilarity(EmbeddingSimilarity.defaultModel(), null, 100);
        assertEquals(0, second.preload(properties, file), "the second start reads the vectors from the file");
        for (String p : properties) assertEquals(sim.propertySimilarity("belongs to substation", p), second.propertySimilarity("belongs to substation", p), 1e-6);
    }

    @Test
    void anUnreadableVectorFileIsEmbeddedAgain(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("vectors.bin");
        java.nio.file.Files.writeString(file, "not vectors");
        assertEquals(1, sim.preload(java.util.List.of(CIM + "Terminal.ConnectivityNode"), file));
        assertEquals(0, sim.preload(java.util.List.of(CIM + "Terminal.ConnectivityNode"), file));
    }

    @Test
    void propertiesAreDescribedByTheirLocalNameInWords() {
        assertEquals("terminal connectivity node", sim.description(CIM + "Terminal.ConnectivityNode"));
        double container = sim.propertySimilarity("belongs to substation", CIM + "Equipment.EquipmentContainer");
        double temperature = sim.propertySimilarity("belongs to substation", CIM + "SynchronousMachine.shortCircuitTemperature");
        assertTrue(container > temperature, container + " vs " + temperature);
        assertEquals(0.0, sim.propertySimilarity(" ", CIM + "Terminal.ConnectivityNode"));
    }
}
