package io.gridchat.chatui.examples;

/** An example question and the kind of question it shows (list, count, value, filter, containment, ...). */
public record Example(String kind, String text) {}
