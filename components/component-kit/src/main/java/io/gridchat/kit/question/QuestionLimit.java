package io.gridchat.kit.question;

import io.gridchat.settings.RecordDefaults;
import java.util.Optional;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The one question-length limit of the system ({@code gridchat.question.max-length}, default 2000: far above any real
 * question, the longest in the train split has a few hundred characters): the chat UI (in the browser and on its WebSocket), the chat engine and the pipeline all read this
 * setting and refuse a longer question with the same sentence ({@link #refusal}). Characters are Unicode code points,
 * so an emoji or a CJK character counts once, as a person counts it. Defined here, in the kit all three depend on.
 *
 * @param maxLength longest question accepted, in characters (code points)
 */
@ConfigurationProperties("gridchat.question")
public record QuestionLimit(@DefaultValue("2000") int maxLength) {
    public QuestionLimit {
        if (maxLength < 1) throw new IllegalArgumentException("gridchat.question.max-length must be at least 1, not " + maxLength);
    }

    /** The default limit, for code that runs outside Spring. */
    public static QuestionLimit defaults() { return RecordDefaults.of(QuestionLimit.class); }

    /** Length as this limit counts it: code points. */
    public static int length(String question) {
        return question == null ? 0 : question.codePointCount(0, question.length());
    }

    /** Empty when the question fits; otherwise what to tell the user (the same words at every layer). */
    public Optional<String> refusal(String question) {
        int length = length(question);
        if (length <= maxLength) return Optional.empty();
        return Optional.of("Your question is " + length + " characters long; at most " + maxLength
                + " are accepted (gridchat.question.max-length). Please ask a shorter question.");
    }
}
