package io.gridchat.sparqlgen;

import org.springframework.boot.context.properties.bind.DefaultValue;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * @param maxRows      row limit put on every answer query
 * @param queryTimeout timeout of the answer query on the grid graph
 * @param names        add each resource's name and class as extra columns ({@code ?xName}, {@code ?xClass}; default on)
 */
@ConfigurationProperties(prefix = "gridchat.generator")
public record GeneratorProperties(@DefaultValue("10000") int maxRows, @DefaultValue("20s") Duration queryTimeout,
                                  @DefaultValue("true") boolean names) {
    @ConstructorBinding
    public GeneratorProperties {
        if (maxRows < 1) throw new IllegalArgumentException("gridchat.generator.max-rows must be at least 1, not " + maxRows);
    }

    public GeneratorProperties(int maxRows, Duration queryTimeout) { this(maxRows, queryTimeout, true); }

    public boolean namesEnabled() { return names; }
}
