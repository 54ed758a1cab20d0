package io.gridchat.kit.annotation;

/**
 * {@code gc:AnnotationOfExecutedQuery}: a SPARQL query a component actually ran while answering, and the
 * SPARQL JSON result that query returned (not the answer's result). Intermediate lookups (for example the
 * cognite-bridge's measurement lookup before it fetches datapoints) are written this way, so each query is a
 * step with its own result; the answer itself stays in {@link AnswerSparql} / {@link AnswerJson}.
 */
public record ExecutedQuery(String sparql, String resultJson, double score) implements Annotation {}
