package io.gridchat.kit.web;

import io.gridchat.kit.CimStore;
import io.gridchat.kit.ComponentProperties;
import io.gridchat.kit.GridCacheProperties;
import io.gridchat.kit.GridSelectCache;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.TrustedEndpoints;
import io.gridchat.store.StoreProperties;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * Makes any application that defines a {@link QanaryComponent} bean a Qanary component. Spring Boot
 * Admin registration comes from the SBA client on the classpath ({@code spring.boot.admin.client.url}).
 */
@AutoConfiguration
@ConditionalOnBean(QanaryComponent.class)
@EnableConfigurationProperties({ComponentProperties.class, StoreProperties.class, GridCacheProperties.class})
@Import(AnnotateQuestionController.class)
public class ComponentAutoConfiguration {

    @Bean
    ComponentDescription componentDescription(QanaryComponent component, ComponentProperties properties,
                                              @Value("${spring.application.name:component}") String applicationName,
                                              @Value("${spring.boot.admin.client.instance.service-base-url:#{null}}") String baseUrl) {
        String name = properties.name() != null ? properties.name() : applicationName;
        return new ComponentDescription(name, component.description(), baseUrl);
    }

    /**
     * The only question-graph endpoint and pipeline this component contacts for a message (issue 45):
     * {@code gridchat.component.qanary-endpoint} (or derived, {@link ComponentProperties#questionGraphEndpoint}) and
     * {@code gridchat.pipeline.url}.
     */
    @Bean
    TrustedEndpoints trustedEndpoints(ComponentProperties properties, StoreProperties store,
                                      @Value("${gridchat.pipeline.url:http://127.0.0.1:8081}") String pipelineUrl) {
        return new TrustedEndpoints(properties.questionGraphEndpoint(store), pipelineUrl);
    }

    /**
     * A read-only client of the grid graph, for components that look things up in it: at {@code gridchat.store.url}'s
     * {@code cim} dataset/repository when the shared store configuration is set, else at {@code gridchat.component.cim-endpoint}.
     */
    @Bean
    CimStore cimStore(ComponentProperties properties, StoreProperties store) {
        if (store.configured()) return new CimStore(SparqlClient.cim(store.store(), properties.sparqlTimeout()));
        return new CimStore(new SparqlClient(properties.cimEndpoint(), null, properties.sparqlTimeout(), store.credentials().authorization()));
    }

    /** The grid graph's SELECT results kept by query text ({@link GridSelectCache}; {@code gridchat.grid-cache.max-rows}). */
    @Bean
    GridSelectCache gridSelectCache(CimStore store, GridCacheProperties cache) {
        return new GridSelectCache(store.client(), cache.maxRows());
    }
}
