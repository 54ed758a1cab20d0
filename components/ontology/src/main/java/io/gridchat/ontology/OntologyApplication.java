package io.gridchat.ontology;

import io.gridchat.kit.CimStore;
import io.gridchat.ontology.answer.ModelAnswerer;
import io.gridchat.ontology.diagram.ClassDiagramRenderer;
import io.gridchat.ontology.diagram.ClassDiagrams;
import io.gridchat.ontology.diagram.Neighbourhoods;
import io.gridchat.ontology.model.OntologyCatalog;
import io.gridchat.ontology.question.ModelQuestionParser;
import io.gridchat.ontology.question.SchemaCues;
import java.time.Clock;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/** The ontology Qanary component (port 8099): questions about the model itself, with class diagrams. */
@SpringBootApplication
@EnableConfigurationProperties(OntologyProperties.class)
public class OntologyApplication {
    public static void main(String[] args) {
        SpringApplication.run(OntologyApplication.class, args);
    }

    @Bean
    OntologyCatalog ontologyCatalog(CimStore cim, OntologyProperties properties) {
        return new OntologyCatalog(cim.client(), properties.checkInterval(), Clock.systemUTC());
    }

    @Bean
    ModelAnswerer modelAnswerer(CimStore cim, OntologyProperties p) {
        return new ModelAnswerer(cim.client(), p.maxRows(), p.excludedNamespace());
    }

    @Bean
    ClassDiagrams classDiagrams(ModelAnswerer answerer, OntologyCatalog catalog, OntologyProperties p) {
        return new ClassDiagrams(new Neighbourhoods(answerer, p.cacheSize(), p.maxLinksPerClass(), p.maxClasses()),
                new ClassDiagramRenderer(), catalog, p.cacheSize(), p.maxDepth());
    }

    /** Reads the ontology in the background once the service is up, so that the first question does not wait for it. */
    @EventListener(ApplicationReadyEvent.class)
    public void warmUp(ApplicationReadyEvent event) {
        OntologyComponent component = event.getApplicationContext().getBean(OntologyComponent.class);
        Thread t = new Thread(() -> {
            try {
                component.terms();
            } catch (RuntimeException e) {
                LoggerFactory.getLogger(OntologyApplication.class).warn("reading the ontology failed (read again on the first question): {}", e.getMessage());
            }
        }, "ontology-warm-up");
        t.setDaemon(true);
        t.start();
    }

    @Bean
    OntologyComponent ontologyComponent(OntologyCatalog catalog, ModelAnswerer answerer, OntologyProperties properties,
                                        WebServerApplicationContext context, Environment env) {
        return new OntologyComponent(catalog, new ModelQuestionParser(SchemaCues.load()), answerer,
                properties, () -> {
                    if (!properties.publicUrl().isBlank()) return properties.publicUrl().replaceAll("/+$", "");
                    return "http://" + env.getProperty("server.address", "127.0.0.1") + ":" + context.getWebServer().getPort();
                });
    }
}
