package io.gridchat.relations;

import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.UsedPhrase;
import io.gridchat.kit.text.Words;
import io.gridchat.relations.paths.PathLexicon;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of the question that a chosen relation expresses, as {@link UsedPhrase} spans (role {@code relation}) for
 * the answer accounting: words of the chosen properties' own names ("connected" for {@code cimr:connectedTo}) and words
 * the train split ties to those properties (positive PMI in the path lexicon: "make up" with {@code isPartTransitive}).
 * A relation that was not chosen, or has no path, consumes nothing.
 */
final class RelationWords {
    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}\\p{N}'’-]*");
    private static final Pattern IRI = Pattern.compile("<([^>]+)>");

    private RelationWords() {}

    static List<UsedPhrase> used(String text, List<Relation> relations, PathLexicon lexicon) {
        Set<String> properties = new HashSet<>();
        for (Relation r : relations) {
            if (r.path() == null || r.object() == null) continue;
            Matcher m = IRI.matcher(r.path());
            while (m.find()) properties.add(m.group(1));
        }
        if (properties.isEmpty()) return List.of();
        Set<String> nameStems = new HashSet<>();
        for (String p : properties) {
            String local = Words.localName(p);
            String role = local.contains(".") ? local.substring(local.indexOf('.') + 1) : local;
            for (String t : Words.tokens(role)) nameStems.add(Words.stem(t));
        }
        List<UsedPhrase> out = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            String stem = Words.stem(m.group().toLowerCase(Locale.ROOT));
            if (Words.isStop(stem)) continue;
            boolean named = nameStems.contains(stem);
            boolean tied = !named && properties.stream().anyMatch(p -> lexicon.association(p, List.of(stem)) > 0);
            if (named || tied) out.add(new UsedPhrase(new TextSpan(m.start(), m.end()), m.group(), "relation", named ? 0.9 : 0.6));
        }
        return out;
    }
}
