package io.gridchat.chatbot.llm;

import io.gridchat.chatbot.clarification.PendingClarification;
import io.gridchat.chatbot.context.ConversationContext;
import io.gridchat.chatbot.context.FollowUpResolver;
import io.gridchat.chatbot.context.Resolution;
import io.gridchat.chatbot.context.TurnKind;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The LLM layer around the pipeline: rewriting follow-ups, phrasing clarification questions and final answers.
 * With no LLM (or when it fails) the deterministic phraser and the rule-based rewriter answer; a failed LLM call
 * leaves a visible note. The LLM is given only the bounded {@link ConversationMemory}, never the full history.
 */
public final class Phrasing {
    public static final String NOTE_LLM_FAILED = "LLM unavailable, answered without it";
    public static final String NOTE_LLM_BUDGET = "today's LLM budget is used up (gridchat.chatbot.limits.llm-calls-per-day); answered without it";
    public static final String NOTE_LLM_UNGROUNDED = "LLM answer mentioned values not in the result; answered without it";
    static final int RESULT_JSON_MAX = 12_000;
    private static final Pattern FOLLOW_UP_CUE = Pattern.compile(
            "(?i)\\b(it|its|them|they|their|those|these|that|this|there|ones?|same|also|too|instead|previous|above)\\b|^\\s*(and|but|or|what about|how about)\\b");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,]\\d+)?");

    private final LlmClient llm; // null = offline
    private final LlmBudget budget;
    private final DeterministicPhraser phraser = new DeterministicPhraser();
    private final FollowUpResolver resolver = new FollowUpResolver();
    private final ObjectMapper json = new ObjectMapper();

    public Phrasing(LlmClient llm) {
        this(llm, LlmBudget.NONE);
    }

    /** With a budget of LLM calls per client and day: past it, the deterministic phraser answers with a note. */
    public Phrasing(LlmClient llm, LlmBudget budget) {
        this.llm = llm;
        this.budget = budget;
    }

    public boolean llmConfigured() { return llm != null; }

    /** A phrased text and, when the LLM was skipped because it failed, the reason. */
    public record Phrased(String text, String note) {}

    /**
     * The message resolved against the conversation: by the rules ({@link FollowUpResolver}) and, with an LLM, by the
     * LLM given the same structured context. The LLM's question is used only when every name-like token it writes is
     * in the message or the context ({@link RewriteCheck}); the restriction to an earlier answer set and the objects
     * referred to come from the rules either way.
     */
    public Resolution rewrite(ConversationMemory memory, ConversationContext context, String text) {
        return rewrite(memory, context, text, null);
    }

    /** As above, for the client {@code owner} (its LLM budget). */
    public Resolution rewrite(ConversationMemory memory, ConversationContext context, String text, String owner) {
        Resolution rules = resolver.resolve(text, context);
        if (llm == null || context.isEmpty()) return rules;
        // the LLM call delays the pipeline run: only make it when the message leans on the conversation
        if (rules.kind() == TurnKind.NEW_QUESTION && !FOLLOW_UP_CUE.matcher(text).find() && text.strip().split("\\s+").length >= 4) return rules;
        if (!budget.take(owner)) return rules; // the answer says the budget is spent: its phrasing is refused too
        List<ChatMessage> messages = withMemory(memory,
                "You turn a user's follow-up message in a conversation about a power-grid model into one self-contained question. "
                        + "Resolve pronouns and ellipsis from the structured context of the earlier turns (questions, the objects they were "
                        + "about with names and classes, and what they found). Name objects by their names as given in the context. "
                        + "If the message is already self-contained, return it unchanged. Reply with the question only, nothing else.");
        messages.add(ChatMessage.user("Context (earlier turns, oldest first):\n" + toJson(RewriteCheck.promptView(context))
                + "\nFollow-up: " + text));
        try {
            String out = llm.complete(messages, 200).strip();
            if (out.startsWith("\"") && out.endsWith("\"") && out.length() > 1) out = out.substring(1, out.length() - 1);
            if (out.isBlank() || out.length() > 4 * Math.max(text.length(), 80) || !RewriteCheck.grounded(out, text, context)) return rules;
            // the LLM left a reference unresolved that the rules resolved: the rules' question is the better one
            if (rules.kind() != TurnKind.NEW_QUESTION && out.strip().equalsIgnoreCase(text.strip())) return rules;
            return new Resolution(rules.kind(), out, rules.restrictTo(), rules.choices());
        } catch (LlmClient.LlmException e) {
            return rules;
        }
    }

    public Phrased clarification(ConversationMemory memory, PendingClarification item) {
        return clarification(memory, item, null);
    }

    /** As above, for the client {@code owner} (its LLM budget). */
    public Phrased clarification(ConversationMemory memory, PendingClarification item, String owner) {
        String plain = phraser.clarification(item);
        if (llm == null) return new Phrased(plain, null);
        if (!budget.take(owner)) return new Phrased(plain, NOTE_LLM_BUDGET);
        List<ChatMessage> messages = withMemory(memory,
                "You ask the user of a power-grid question-answering system which of several things they meant. "
                        + "Write one short, friendly question naming the mention. Do not list the options (the UI shows them as buttons). Reply with the question only.");
        messages.add(ChatMessage.user(toJson(item)));
        try {
            String q = llm.complete(messages, 120).strip();
            return new Phrased(q.isBlank() ? plain : q, null);
        } catch (LlmClient.LlmException e) {
            return new Phrased(plain, NOTE_LLM_FAILED);
        }
    }

    /** Phrases the final answer; with an LLM the text is streamed to {@code onToken}. */
    public Phrased answer(ConversationMemory memory, String question, Map<String, Object> answer, Consumer<String> onToken) {
        return answer(memory, question, answer, onToken, null);
    }

    /** As above, for the client {@code owner} (its LLM budget). */
    public Phrased answer(ConversationMemory memory, String question, Map<String, Object> answer, Consumer<String> onToken, String owner) {
        String plain = Caveats.apply(answer, phraser.answer(answer));
        if (llm == null) return new Phrased(plain, null);
        if (!budget.take(owner)) return new Phrased(plain, NOTE_LLM_BUDGET);
        Map<String, Object> grounded = groundingView(answer);
        List<ChatMessage> messages = withMemory(memory,
                "You phrase the answer of a power-grid question-answering system in Markdown. Use ONLY the facts in the answer JSON "
                        + "you are given: never invent, estimate or round a value; keep every quantity with its unit as given; if the result "
                        + "has more than 10 rows, summarise it (count, a few examples) and say the full table is shown below. "
                        + "If the result is empty, say so plainly. If interpretation.unused lists phrases, say first, in plain words, "
                        + "that you could not use each of them (quote them) and that the result leaves them out. Be brief.");
        messages.add(ChatMessage.user("Question: " + question + "\nAnswer JSON:\n" + toJson(grounded)));
        try {
            String text = llm.stream(messages, 600, onToken).strip();
            if (text.isBlank()) return new Phrased(plain, NOTE_LLM_FAILED);
            if (!numbersGrounded(text, question + "\n" + toJson(grounded))) return new Phrased(plain, NOTE_LLM_UNGROUNDED);
            return new Phrased(Caveats.apply(answer, text), null);
        } catch (LlmClient.LlmException e) {
            return new Phrased(plain, NOTE_LLM_FAILED);
        }
    }

    private List<ChatMessage> withMemory(ConversationMemory memory, String instructions) {
        List<ChatMessage> messages = new ArrayList<>();
        messages.add(ChatMessage.system(instructions));
        if (!memory.summary().isBlank()) messages.add(ChatMessage.system("Summary of the earlier conversation:\n" + memory.summary()));
        for (Map<String, Object> m : memory.window()) {
            String text = String.valueOf(m.get("text"));
            messages.add("assistant".equals(m.get("role")) ? ChatMessage.assistant(text) : ChatMessage.user(text));
        }
        return messages;
    }

    /** What the LLM sees of an answer: the question's result and interpretation, with a bounded result JSON. */
    private static Map<String, Object> groundingView(Map<String, Object> answer) {
        Map<String, Object> view = new LinkedHashMap<>();
        for (String key : List.of("answerTypes", "entities", "relations", "message", "interpretation")) {
            if (answer.get(key) != null) view.put(key, answer.get(key));
        }
        Object result = answer.get("resultJson");
        if (result != null) {
            String r = result.toString();
            view.put("resultJson", r.length() > RESULT_JSON_MAX ? r.substring(0, RESULT_JSON_MAX) + " …(truncated; the UI shows the full table)" : r);
        }
        return view;
    }

    /** Every number the LLM wrote must appear in what it was given (list numbering "1." and counts of shown rows aside). */
    static boolean numbersGrounded(String text, String source) {
        String normalisedSource = source.replace(",", "");
        Matcher m = NUMBER.matcher(text.replaceAll("(?m)^\\s*\\d+\\.\\s", ""));
        while (m.find()) {
            String n = m.group().replace(",", "");
            if (n.length() <= 2 && !n.contains(".")) continue; // small integers: list positions, "10 rows", …
            if (!normalisedSource.contains(n)) return false;
        }
        return true;
    }

    private String toJson(Object o) {
        try {
            return json.writeValueAsString(o);
        } catch (Exception e) {
            return String.valueOf(o);
        }
    }
}
