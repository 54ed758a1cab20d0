package io.gridchat.ontology.question;

import java.util.List;

/**
 * Words of the question that name one or more classes or properties of the ontology. {@code iris} holds several
 * properties when a label is shared ("ratedS"). {@code firstToken}/{@code lastToken} index the question's tokens.
 */
public record Mention(Kind kind, List<String> iris, String text, int start, int end, int firstToken, int lastToken, boolean exact) {
    public enum Kind { CLASS, PROPERTY }

    public Mention {
        iris = List.copyOf(iris);
    }

    public String iri() { return iris.get(0); }
}
