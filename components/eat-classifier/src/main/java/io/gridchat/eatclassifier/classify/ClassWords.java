package io.gridchat.eatclassifier.classify;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.text.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of a question that named the chosen target class: words of the class's own name ("line segments" for
 * ACLineSegment), and words the learned model saw most often with that class among all classes (at least
 * {@value #MIN_COUNT} times; "generators" for SynchronousMachine). Written as spans so that the answer accounting can
 * tell which words were understood.
 */
public final class ClassWords {
    static final int MIN_COUNT = 2;
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    private ClassWords() {}

    public static List<TextSpan> spans(String question, String classIri, TargetClassModel.Counts counts) {
        Set<String> name = new HashSet<>(Words.stems(CimNamespaces.localName(classIri)));
        Map<String, Integer> own = counts.features().getOrDefault(classIri, Map.of());
        List<TextSpan> out = new ArrayList<>();
        Matcher m = WORD.matcher(question);
        while (m.find()) {
            List<String> stems = Words.stems(m.group());
            if (stems.isEmpty()) continue;
            String stem = stems.get(0);
            if (Words.isStop(stem)) continue;
            if (name.contains(stem) || indicative(stem, own, counts)) out.add(new TextSpan(m.start(), m.end()));
        }
        return out;
    }

    private static boolean indicative(String stem, Map<String, Integer> own, TargetClassModel.Counts counts) {
        int mine = own.getOrDefault("u:" + stem, 0);
        if (mine < MIN_COUNT) return false;
        for (Map<String, Integer> other : counts.features().values()) {
            if (other != own && other.getOrDefault("u:" + stem, 0) > mine) return false;
        }
        return true;
    }
}
