package io.gridchat.pipeline.registry;

/**
 * A component the pipeline can call.
 *
 * @param name   the component's name (its {@code spring.application.name})
 * @param url    base URL; the pipeline posts to {@code {url}/annotatequestion}
 * @param status health as Spring Boot Admin last saw it (UP, DOWN, OFFLINE, UNKNOWN, ...), or CONFIGURED for static URLs
 * @param source {@code registry} (Spring Boot Admin) or {@code config} ({@code gridchat.pipeline.components.<name>})
 * @param id     the Spring Boot Admin instance id, null for static URLs
 * @param readsMessageGraph the instance registered saying it reads the question graph from the message when the
 *               pipeline sends it, never from the store (Spring Boot Admin metadata {@code gridchat-question-graph=message},
 *               set by the component kit); false for static URLs and plain Qanary components
 */
public record RegisteredComponent(String name, String url, String status, String source, String id,
                                  boolean readsMessageGraph) {}
