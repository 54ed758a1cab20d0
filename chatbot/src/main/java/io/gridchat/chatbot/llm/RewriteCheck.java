package io.gridchat.chatbot.llm;

import io.gridchat.chatbot.context.AnsweredTurn;
import io.gridchat.chatbot.context.ConversationContext;
import io.gridchat.chatbot.context.EntityRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the LLM gets of the conversation for a rewrite, and the check of what it wrote: every name-like token of its
 * question (digits, hyphens, underscores, upper-case words: grid object names and mRIDs) must occur in the user's
 * message or in the context, so a rewrite cannot bring in an object nobody mentioned.
 */
final class RewriteCheck {
    static final int RESULT_NAMES_IN_PROMPT = 20;
    private static final Pattern NAME_LIKE = Pattern.compile("[\\p{L}\\p{N}_.-]*(?:\\d|[_-]|\\p{Lu}{2,})[\\p{L}\\p{N}_.-]*");

    private RewriteCheck() {}

    static List<Map<String, Object>> promptView(ConversationContext context) {
        List<Map<String, Object>> turns = new ArrayList<>();
        int n = 1;
        for (AnsweredTurn t : context.turns()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("turn", n++);
            m.put("question", t.question());
            if (t.targetClass() != null) m.put("asksFor", t.targetClass());
            m.put("about", t.entities().stream().map(RewriteCheck::describe).toList());
            m.put("found", t.results().size() + " objects");
            m.put("foundNames", t.results().stream().map(EntityRef::name).filter(x -> x != null).limit(RESULT_NAMES_IN_PROMPT).toList());
            turns.add(m);
        }
        return turns;
    }

    private static Map<String, Object> describe(EntityRef e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", e.nameOrMention());
        m.put("class", e.classWords());
        return m;
    }

    static boolean grounded(String rewritten, String message, ConversationContext context) {
        StringBuilder known = new StringBuilder(message).append('\n');
        for (AnsweredTurn t : context.turns()) {
            known.append(t.question()).append('\n');
            for (EntityRef e : t.entities()) known.append(e.name()).append('\n').append(e.mention()).append('\n');
            for (EntityRef e : t.results()) known.append(e.name()).append('\n');
        }
        String source = known.toString().toLowerCase(Locale.ROOT);
        Matcher m = NAME_LIKE.matcher(rewritten);
        while (m.find()) {
            String token = m.group().replaceAll("[.]+$", "").toLowerCase(Locale.ROOT);
            if (token.isEmpty() || token.matches("[a-z]{1,4}")) continue; // units and acronyms (kV, MW, AC)
            if (!source.contains(token)) return false;
        }
        return true;
    }
}
