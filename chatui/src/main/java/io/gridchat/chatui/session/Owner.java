package io.gridchat.chatui.session;

/** Whoever holds one session cookie: the owner id the chat engine files conversations under. */
public record Owner(String id) {}
