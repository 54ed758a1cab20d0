package io.gridchat.relations.training;

import io.gridchat.kit.training.TrainingTemplates;
import io.gridchat.store.CimNamespaces;
import io.gridchat.relations.paths.PathLexicon;
import io.gridchat.kit.text.Words;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Learns the {@link PathLexicon} from the benchmark's template YAML (train split only). */
public final class LexiconTrainer {
    private LexiconTrainer() {}

    @SuppressWarnings("unchecked")
    public static PathLexicon train(List<Map<String, Object>> templates) {
        PathLexicon.Builder b = new PathLexicon.Builder();
        for (Map<String, Object> t : templates) {
            List<Map<String, Object>> outputs = (List<Map<String, Object>>) t.get("outputs");
            if (outputs == null || outputs.isEmpty()) continue; // a template without an answer teaches nothing
            for (Map<String, Object> p : (List<Map<String, Object>>) t.getOrDefault("parameters", List.of())) {
                List<String> path = ((List<Object>) p.get("path")).stream().map(String::valueOf).toList();
                b.parameter(path);
            }
            for (Map<String, Object> f : (List<Map<String, Object>>) t.getOrDefault("filters", List.of())) {
                b.filter(CimNamespaces.expand(String.valueOf(f.get("property"))));
            }
        }
        return b.build();
    }
}
