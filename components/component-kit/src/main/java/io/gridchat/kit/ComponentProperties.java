package io.gridchat.kit;

import io.gridchat.settings.Settings;
import org.springframework.boot.context.properties.bind.DefaultValue;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings every component shares ({@code gridchat.component.*}).
 *
 * @param name            component name used in {@code oa:annotatedBy <urn:qanary:NAME>}; defaults to spring.application.name
 * @param cimEndpoint     SPARQL query endpoint of the grid graph (read-only)
 * @param sparqlTimeout   timeout for each SPARQL request to the stores
 */
@ConfigurationProperties(prefix = "gridchat.component")
public record ComponentProperties(String name, @DefaultValue("http://127.0.0.1:3030/cim/sparql") String cimEndpoint,
                                  @DefaultValue("30s") Duration sparqlTimeout) {
    public ComponentProperties {
        Settings.requireText(cimEndpoint, "gridchat.component.cim-endpoint");
    }
}
