package io.gridchat.sparqlgen;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * @param maxRows      row limit put on every answer query
 * @param queryTimeout timeout of the answer query on the grid graph
 * @param names        add each resource's name and class as extra columns ({@code ?xName}, {@code ?xClass}; default on)
 */
@ConfigurationProperties(prefix = "gridchat.generator")
public record GeneratorProperties(Integer maxRows, Duration queryTimeout, Boolean names) {
    @ConstructorBinding
    public GeneratorProperties {
        if (maxRows == null) maxRows = 10_000;
        if (queryTimeout == null) queryTimeout = Duration.ofSeconds(20);
        if (names == null) names = true;
    }

    public GeneratorProperties(Integer maxRows, Duration queryTimeout) { this(maxRows, queryTimeout, null); }

    public boolean namesEnabled() { return names; }
}
