package io.gridchat.relations.training;

import io.gridchat.kit.training.Paraphrases;
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
            List<Map<String, Object>> parameters = (List<Map<String, Object>>) t.getOrDefault("parameters", List.of());
            String target = CimNamespaces.expand(String.valueOf(outputs.get(0).get("type")));
            List<String> paraphrases = Paraphrases.masked(t);
            for (Map<String, Object> p : parameters) {
                List<String> path = ((List<Object>) p.get("path")).stream().map(String::valueOf).toList();
                b.parameter(path);
                // a phrasing says which path it means only when no other parameter names an object of the same class
                boolean alone = parameters.stream().filter(o -> java.util.Objects.equals(o.get("type"), p.get("type"))).count() == 1;
                if (alone) for (String text : paraphrases) b.phrasing(text, target, path);
            }
            for (Map<String, Object> f : (List<Map<String, Object>>) t.getOrDefault("filters", List.of())) {
                b.filter(CimNamespaces.expand(String.valueOf(f.get("property"))));
            }
        }
        return b.build();
    }
}
