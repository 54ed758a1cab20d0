package io.gridchat.ontology;

import io.gridchat.ontology.question.QuestionKind;

/** A model question, the kind it must be read as, and a hand-written SPARQL query giving the rows its table must have. */
public record ModelQuestionCase(String question, QuestionKind kind, String reference) {
    static final String PREFIXES = """
            PREFIX cim:  <https://cim.ucaiug.io/ns#>
            PREFIX rdf:  <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
            PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
            PREFIX owl:  <http://www.w3.org/2002/07/owl#>
            PREFIX md:   <http://iec.ch/TC57/61970-552/ModelDescription/1#>
            PREFIX dct:  <http://purl.org/dc/terms/>
            PREFIX cims: <http://iec.ch/TC57/1999/rdf-schema-extensions-19990926#>
            """;

    public static ModelQuestionCase of(String question, QuestionKind kind, String reference) {
        return new ModelQuestionCase(question, kind, PREFIXES + reference);
    }

    @Override
    public String toString() { return question; }
}
