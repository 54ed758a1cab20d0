package io.gridchat.sparqlgen;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param maxRows      row limit put on every answer query
 * @param queryTimeout timeout of the answer query on the grid graph
 */
@ConfigurationProperties(prefix = "gridchat.generator")
public record GeneratorProperties(Integer maxRows, Duration queryTimeout) {
    public GeneratorProperties {
        if (maxRows == null) maxRows = 10_000;
        if (queryTimeout == null) queryTimeout = Duration.ofSeconds(20);
    }
}
