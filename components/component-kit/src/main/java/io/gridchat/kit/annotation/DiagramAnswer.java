package io.gridchat.kit.annotation;

/**
 * {@code gc:AnnotationOfDiagram}: a diagram answering the question. Its body is a {@code cimd:Diagram} node (as the
 * Talk2PowerSystem diagrams ontology models one) with a name, a link to the image, the image's MIME type
 * ({@code dct:format}), the diagram kind ({@code cimd:DiagramKind.…}) and the grid element it shows.
 */
public record DiagramAnswer(String diagramIri, String name, String link, String format, String kind, String subject,
                            double score) implements Annotation {}
