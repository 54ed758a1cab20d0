package io.gridchat.chatbot.api;

/** Where a conversation stands: waiting for a question, answering, or waiting for a clarification answer. */
public enum Mode { USER_QUESTION, RESPONSE, CLARIFICATION }
