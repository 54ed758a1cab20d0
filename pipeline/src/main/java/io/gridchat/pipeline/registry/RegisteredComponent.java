package io.gridchat.pipeline.registry;

/**
 * A component the pipeline can call.
 *
 * @param name   the component's name (its {@code spring.application.name})
 * @param url    base URL; the pipeline posts to {@code {url}/annotatequestion}
 * @param status health as Spring Boot Admin last saw it (UP, DOWN, OFFLINE, UNKNOWN, ...), or CONFIGURED for static URLs
 * @param source {@code registry} (Spring Boot Admin) or {@code config} ({@code gridchat.pipeline.components.<name>})
 * @param id     the Spring Boot Admin instance id, null for static URLs
 */
public record RegisteredComponent(String name, String url, String status, String source, String id) {}
