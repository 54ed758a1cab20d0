package io.gridchat.pipeline;

import de.codecentric.boot.admin.server.config.EnableAdminServer;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/**
 * The Qanary-compatible pipeline: a Spring Boot Admin server (the component registry, as in Qanary)
 * plus the question-answering API that runs components in order over a per-question named graph.
 */
@SpringBootApplication
@EnableAdminServer
@ConfigurationPropertiesScan
public class PipelineApplication {
    public static void main(String[] args) {
        SpringApplication.run(PipelineApplication.class, args);
    }
}
