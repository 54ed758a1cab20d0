package io.gridchat.chatbot.replay;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;

/**
 * One scripted conversation of the test set ({@code conversations/*.yaml}): turns sent as written, whatever the system
 * answered. A turn expects either an answer (its {@code gold} SPARQL, run against the grid graph) or a clarification
 * ({@code clarify}: SPARQL listing the objects the options must come from; at least two offered). {@code says}: words
 * the reply must contain besides a right answer (e.g. that a clarification was not needed and why).
 */
record ScriptedConversation(String id, String note, List<Step> turns) {

    record Step(String say, String kind, String gold, String clarify, boolean needsAnswers, String says) {}

    @SuppressWarnings("unchecked")
    static List<ScriptedConversation> load(InputStream yaml) {
        List<ScriptedConversation> out = new ArrayList<>();
        for (Map<String, Object> c : (List<Map<String, Object>>) new Yaml().load(yaml)) {
            List<Step> steps = new ArrayList<>();
            for (Map<String, Object> t : (List<Map<String, Object>>) c.get("turns")) {
                steps.add(new Step((String) t.get("say"), (String) t.get("kind"), (String) t.get("gold"), (String) t.get("clarify"),
                        Boolean.TRUE.equals(t.get("needs-answers")), (String) t.get("says")));
            }
            out.add(new ScriptedConversation((String) c.get("id"), (String) c.get("note"), steps));
        }
        return out;
    }
}
