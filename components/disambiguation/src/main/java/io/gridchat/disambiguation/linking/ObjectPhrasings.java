package io.gridchat.disambiguation.linking;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.kit.text.NearestPhrasings;
import io.gridchat.kit.training.Paraphrases;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What class of object a question's phrasing expects: train's paraphrases say it ("Which base voltage is referenced
 * at $ObjectIdentity(0, cim:TopologicalNode) …"), so a question phrased like one of them (the kit's
 * {@link NearestPhrasings}, at least {@code minSimilarity}) expects an object of that class. The linker counts a fit
 * like class words before the mention: the one namesake of that class is meant. Immutable; shared across threads.
 */
public final class ObjectPhrasings {
    /** One paraphrase (placeholders masked) and the class of an object it names. */
    public record Phrasing(String text, String objectClass) {}

    private static final ObjectPhrasings NONE = new ObjectPhrasings(NearestPhrasings.empty(), 1);

    private final NearestPhrasings<String> index;
    private final double minSimilarity;

    private ObjectPhrasings(NearestPhrasings<String> index, double minSimilarity) {
        this.index = index;
        this.minSimilarity = minSimilarity;
    }

    public static ObjectPhrasings none() { return NONE; }

    public static ObjectPhrasings of(List<Phrasing> phrasings, double minSimilarity) {
        if (phrasings.isEmpty()) return NONE;
        return new ObjectPhrasings(NearestPhrasings.of(phrasings.stream().map(p -> Map.entry(p.text(), p.objectClass())).toList()), minSimilarity);
    }

    /** The phrasings of the templates (raw maps of the benchmark YAML): one per paraphrase and class it names. */
    public static List<Phrasing> learn(List<Map<String, Object>> templates) {
        Set<Phrasing> out = new LinkedHashSet<>();
        for (Map<String, Object> t : templates) {
            for (Paraphrases.Paraphrase p : Paraphrases.of(t)) {
                for (String c : p.objectClasses()) out.add(new Phrasing(p.maskedText(), c));
            }
        }
        return new ArrayList<>(out);
    }

    /** The classes of objects the question (its mentions masked) is phrased to name; empty when none is near. */
    public Set<String> expectedClasses(String maskedQuestion) {
        if (index.size() == 0) return Set.of();
        return Set.copyOf(index.nearest(maskedQuestion, minSimilarity).keySet());
    }

    /** Versioned file name of the learned phrasings in the model directory. */
    public static final String FILE = "object-phrasings-v1.json";

    /**
     * The phrasings cached in the model directory, else learned from the train file (and cached), else none: without
     * training data the linker works as before.
     */
    public static List<Phrasing> loadOrLearn(io.gridchat.kit.training.TrainingProperties training) throws IOException {
        Path cached = training.modelDir().resolve(FILE);
        if (Files.exists(cached)) return load(cached);
        if (training.trainFile() == null || !Files.exists(training.trainFile())) return List.of();
        List<Phrasing> learned = learn(io.gridchat.kit.training.TrainingTemplates.read(training.trainFile()));
        save(learned, cached);
        return learned;
    }

    public static void save(List<Phrasing> phrasings, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().writeValue(file.toFile(), phrasings);
    }

    public static List<Phrasing> load(Path file) throws IOException {
        return new ObjectMapper().readValue(file.toFile(), new TypeReference<List<Phrasing>>() {});
    }
}
