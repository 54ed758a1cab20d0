package io.gridchat.chatui.feedback;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the feedback page ({@code gridchat.chatui.feedback.*}).
 *
 * @param pageEnabled serve the team's feedback page ({@code /feedback}) and its export ({@code /feedback/export.jsonl}).
 *                    Off by default: they show every session's verdicts, questions and answers, and with sign-in off
 *                    nobody can be told apart, so anyone who reaches the chat would read everyone's. Turn it on where
 *                    only the team reaches the chat (or behind a proxy that guards {@code /feedback}). Giving feedback
 *                    on one's own answers works either way.
 */
@ConfigurationProperties("gridchat.chatui.feedback")
public record FeedbackProperties(@DefaultValue("false") boolean pageEnabled) {
}
