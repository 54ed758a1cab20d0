package io.gridchat.chatbot.api;

/** A user's verdict on one answer: thumbs up or thumbs down. */
public enum Verdict {
    UP,
    DOWN
}
