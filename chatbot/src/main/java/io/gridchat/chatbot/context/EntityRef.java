package io.gridchat.chatbot.context;

import java.util.Locale;

/**
 * A grid object the conversation talked about: its IRI, its name, its class and (for a linked entity) the words the
 * user wrote for it. Any part but the IRI may be null.
 */
public record EntityRef(String iri, String name, String classIri, String mention) {

    /** The class's local name split into lower-case words ("ACLineSegment" → "AC line segment"); "" when unknown. */
    public String classWords() {
        return ClassWords.of(classIri);
    }

    /** The words to put in a question for this object: its name, else the words the user wrote. */
    public String nameOrMention() {
        return name != null && !name.isBlank() ? name : mention;
    }

    boolean named(String text) {
        String n = nameOrMention();
        return n != null && !n.isBlank() && text.toLowerCase(Locale.ROOT).contains(n.toLowerCase(Locale.ROOT));
    }
}
