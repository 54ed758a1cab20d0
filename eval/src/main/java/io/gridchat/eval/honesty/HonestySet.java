package io.gridchat.eval.honesty;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The honesty set (issue 10): questions whose constraint cannot be mapped today or that are out of scope, each with
 * the expected behaviour. {@code name}: a result only with a caveat naming one of {@code phrases};
 * {@code decline-or-name}: no result, or a result with such a caveat. Never a plain, unqualified answer.
 */
public record HonestySet(List<Item> questions) {
    public static final String RESOURCE = "honesty-set.json";

    public record Item(String id, String question, String expect, List<String> phrases) {}

    public static HonestySet read(Path file) throws IOException {
        return parse(new ObjectMapper().readTree(file.toFile()));
    }

    public static HonestySet builtIn() throws IOException {
        try (InputStream in = HonestySet.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IOException("no " + RESOURCE + " on the classpath");
            return parse(new ObjectMapper().readTree(in));
        }
    }

    /** Writes the built-in set to a file (so a run's output records exactly what was asked). */
    public static Path copyBuiltIn(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(RESOURCE);
        try (InputStream in = HonestySet.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IOException("no " + RESOURCE + " on the classpath");
            Files.copy(in, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        return file;
    }

    private static HonestySet parse(JsonNode root) {
        List<Item> items = new ArrayList<>();
        for (JsonNode q : root.path("questions")) {
            List<String> phrases = new ArrayList<>();
            q.path("phrases").forEach(p -> phrases.add(p.asText()));
            items.add(new Item(q.path("id").asText(), q.path("question").asText(), q.path("expect").asText("name"), List.copyOf(phrases)));
        }
        return new HonestySet(List.copyOf(items));
    }
}
