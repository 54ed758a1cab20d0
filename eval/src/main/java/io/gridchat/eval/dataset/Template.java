package io.gridchat.eval.dataset;

import java.util.List;

/** A question template of the dataset: its id, name, SPARQL template and the questions generated from it. */
public record Template(String id, String name, String sparqlTemplate, List<Question> questions) {
    public Template {
        questions = List.copyOf(questions);
    }
}
