package io.gridchat.chatbot.basics;

import java.util.Locale;

/**
 * What a conversation-basics message is about (the intents of {@code phrases.tsv}). Declared from the most to the least
 * informative answer: a message with several intents ("hi, what can you do?") is answered for the first of them here,
 * with a greeting in front when it also greets.
 */
public enum Intent {
    CAPABILITIES, DATA, MODELS, REGIONS, HOW_DIAGRAM, HOW_CHECK, HOW_FOLLOW_UP, HOW_ASK, HELP, ABOUT, THANKS, GOODBYE, GREETING;

    /** The intent of a {@code phrases.tsv} line ("how-ask" → {@link #HOW_ASK}). */
    static Intent ofResourceName(String name) {
        return valueOf(name.strip().toUpperCase(Locale.ROOT).replace('-', '_'));
    }

    /** Its name in {@code phrases.tsv} and in the answer map ({@code basics}). */
    public String resourceName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
