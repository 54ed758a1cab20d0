package io.gridchat.kit;

import io.gridchat.settings.Settings;
import io.gridchat.store.StoreProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * Settings every component shares ({@code gridchat.component.*}).
 *
 * @param name            component name used in {@code oa:annotatedBy <urn:qanary:NAME>}; defaults to spring.application.name
 * @param cimEndpoint     SPARQL query endpoint of the grid graph (read-only)
 * @param sparqlTimeout   timeout for each SPARQL request to the stores
 * @param qanaryEndpoint  the one question-graph endpoint this component accepts in a Qanary message (issue 45); unset:
 *                        the store's {@code qanary} repository when {@code gridchat.store.url} is set, else the
 *                        {@code qanary} dataset beside {@code cimEndpoint} ({@link TrustedEndpoints#qanaryBesideCim})
 */
@ConfigurationProperties(prefix = "gridchat.component")
public record ComponentProperties(String name, @DefaultValue("http://127.0.0.1:3030/cim/sparql") String cimEndpoint,
                                  @DefaultValue("30s") Duration sparqlTimeout, String qanaryEndpoint) {
    @ConstructorBinding
    public ComponentProperties {
        Settings.requireText(cimEndpoint, "gridchat.component.cim-endpoint");
    }

    public ComponentProperties(String name, String cimEndpoint, Duration sparqlTimeout) {
        this(name, cimEndpoint, sparqlTimeout, null);
    }

    /** The question-graph endpoint this component trusts (see {@code qanaryEndpoint}). */
    public String questionGraphEndpoint(StoreProperties store) {
        if (qanaryEndpoint != null && !qanaryEndpoint.isBlank()) return qanaryEndpoint;
        if (store.configured()) return store.store().qanaryEndpoint();
        return TrustedEndpoints.qanaryBesideCim(cimEndpoint, store.qanaryRepository());
    }
}
