package io.gridchat.relations.training;

import io.gridchat.relations.paths.PathLexicon;
import io.gridchat.kit.text.Words;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/** Learns the {@link PathLexicon} from the benchmark's template YAML (train split only). */
public final class LexiconTrainer {
    public static final Map<String, String> PREFIXES = Map.of(
            "cim", "https://cim.ucaiug.io/ns#", "cimr", "https://cim.ucaiug.io/rules#",
            "nc", "https://cim4.eu/ns/nc#", "eu", "https://cim.ucaiug.io/ns/eu#",
            "xsd", "http://www.w3.org/2001/XMLSchema#");

    private LexiconTrainer() {}

    public static String expand(String curie) {
        int i = curie.indexOf(':');
        if (i > 0 && !curie.startsWith("http") && PREFIXES.containsKey(curie.substring(0, i))) {
            return PREFIXES.get(curie.substring(0, i)) + curie.substring(i + 1);
        }
        return curie;
    }

    @SuppressWarnings("unchecked")
    public static List<Map<String, Object>> templates(Path yaml) throws IOException {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(100 * 1024 * 1024);
        try (Reader r = Files.newBufferedReader(yaml, StandardCharsets.UTF_8)) {
            return (List<Map<String, Object>>) new Yaml(options).load(r);
        }
    }

    @SuppressWarnings("unchecked")
    public static PathLexicon train(List<Map<String, Object>> templates) {
        PathLexicon.Builder b = new PathLexicon.Builder();
        for (Map<String, Object> t : templates) {
            List<Map<String, Object>> outputs = (List<Map<String, Object>>) t.get("outputs");
            if (outputs == null || outputs.isEmpty()) continue;
            String target = expand(String.valueOf(outputs.get(0).get("type")));
            for (Map<String, Object> p : (List<Map<String, Object>>) t.getOrDefault("parameters", List.of())) {
                List<String> path = ((List<Object>) p.get("path")).stream().map(String::valueOf).toList();
                b.parameter(target, expand(String.valueOf(p.get("type"))), path);
            }
            for (Map<String, Object> f : (List<Map<String, Object>>) t.getOrDefault("filters", List.of())) {
                b.filter(expand(String.valueOf(f.get("property"))));
            }
        }
        return b.build();
    }
}
