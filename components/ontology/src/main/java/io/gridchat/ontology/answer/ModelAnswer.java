package io.gridchat.ontology.answer;

import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;

/** The answer to a model question: the query that made the table, the table (SPARQL JSON) and a sentence saying it. */
public record ModelAnswer(Query query, String resultJson, ResultSetRewindable rows, String sentence) {}
