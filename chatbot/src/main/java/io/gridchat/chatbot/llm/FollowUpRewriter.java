package io.gridchat.chatbot.llm;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rule-based rewriting of a follow-up into a self-contained question, from the previous (self-contained) question
 * and the entities its answer was about. Handles "and in X?" / "what about X?", "how many of those/them",
 * and the pronouns it, its, them, they, those, these and (locative) there. Anything else is returned unchanged.
 */
public final class FollowUpRewriter {
    private static final Pattern ELLIPSIS = Pattern.compile(
            "^(?:and|what about|how about)\\s+(?:(in|for|at|of|on|from)\\s+)?(.+?)\\s*\\??$", Pattern.CASE_INSENSITIVE);
    private static final Pattern HOW_MANY_OF = Pattern.compile(
            "^how many of (?:those|them|these)(.*?)\\s*\\??$", Pattern.CASE_INSENSITIVE);
    private static final Pattern LIST_QUESTION = Pattern.compile(
            "^(?:which|what|list|show(?: me)?|give me|name)\\s+(?:(?:are|is)\\s+)?(?:the\\s+|all\\s+(?:the\\s+)?)?(.+?)\\s*\\??$", Pattern.CASE_INSENSITIVE);
    private static final Pattern THERE = Pattern.compile("(?<!\\b(?:is|are|was|were|be)\\s)\\bthere\\b", Pattern.CASE_INSENSITIVE);

    /**
     * @param previous     the previous self-contained question; null or blank = no context (text returned as is)
     * @param entityLabels names of the entities the previous question was about (label, then mention as written),
     *                     most important first
     */
    public String rewrite(String previous, List<String> entityLabels, String text) {
        String t = text.strip();
        if (previous == null || previous.isBlank() || t.isEmpty()) return t;
        String prev = previous.strip();
        String entity = entityLabels.isEmpty() ? null : entityLabels.get(0);

        Matcher howMany = HOW_MANY_OF.matcher(t);
        if (howMany.matches()) {
            Matcher list = LIST_QUESTION.matcher(prev);
            String rest = howMany.group(1).strip();
            if (list.matches()) return "How many " + list.group(1) + (rest.isEmpty() ? "" : " " + rest) + "?";
            return "How many results are there for: " + stripQuestionMark(prev) + (rest.isEmpty() ? "" : " " + rest) + "?";
        }

        Matcher ellipsis = ELLIPSIS.matcher(t);
        if (ellipsis.matches() && ellipsis.group(2).split("\\s+").length <= 5) {
            String replacement = ellipsis.group(2).strip();
            for (String name : entityLabels) {
                if (containsIgnoreCase(prev, name)) return replaceIgnoreCase(prev, name, replacement);
            }
            String preposition = ellipsis.group(1) != null ? ellipsis.group(1).toLowerCase(Locale.ROOT) : "for";
            return stripQuestionMark(prev) + " " + preposition + " " + replacement + "?";
        }

        if (entity == null) return t;
        String out = t;
        out = out.replaceAll("(?i)\\bits\\b", java.util.regex.Matcher.quoteReplacement(entity + "'s"));
        out = out.replaceAll("(?i)\\bit\\b", java.util.regex.Matcher.quoteReplacement(entity));
        String group = entity;
        out = out.replaceAll("(?i)\\b(them|they|those|these)\\b(?!\\s+\\w+s\\b)", java.util.regex.Matcher.quoteReplacement(group));
        out = THERE.matcher(out).replaceAll(java.util.regex.Matcher.quoteReplacement("in " + entity));
        return out;
    }

    private static String stripQuestionMark(String s) {
        return s.endsWith("?") ? s.substring(0, s.length() - 1).strip() : s;
    }

    private static boolean containsIgnoreCase(String s, String part) {
        return s.toLowerCase(Locale.ROOT).contains(part.toLowerCase(Locale.ROOT));
    }

    private static String replaceIgnoreCase(String s, String part, String replacement) {
        return Pattern.compile(Pattern.quote(part), Pattern.CASE_INSENSITIVE).matcher(s).replaceAll(Matcher.quoteReplacement(replacement));
    }
}
