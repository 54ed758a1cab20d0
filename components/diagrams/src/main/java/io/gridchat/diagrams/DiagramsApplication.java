package io.gridchat.diagrams;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.diagrams.model.GridNetworks;
import io.gridchat.diagrams.question.DiagramQuestionParser;
import io.gridchat.diagrams.render.DiagramCache;
import io.gridchat.diagrams.render.DiagramRenderer;
import io.gridchat.diagrams.render.StoreElements;
import io.gridchat.kit.CimStore;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.event.EventListener;
import org.springframework.core.env.Environment;

/** The diagrams Qanary component (port 8098): single-line and network-area diagrams drawn with PowSyBl. */
@SpringBootApplication
@EnableConfigurationProperties(DiagramsProperties.class)
public class DiagramsApplication {
    private static final Logger log = LoggerFactory.getLogger(DiagramsApplication.class);

    public static void main(String[] args) {
        SpringApplication.run(DiagramsApplication.class, args);
    }

    @Bean
    GridNetworks gridNetworks(CimStore cim, DiagramsProperties properties) {
        return new GridNetworks(cim.client(), properties.checkInterval(), Clock.systemUTC());
    }

    @Bean
    DiagramCache diagramCache(GridNetworks networks, CimStore cim, ObjectMapper json, DiagramsProperties properties) {
        DiagramCache cache = new DiagramCache(new DiagramRenderer(networks, cim.client(), json), properties.cacheSize());
        networks.onChange(cache::clear);
        return cache;
    }

    @Bean
    DiagramsComponent diagramsComponent(DiagramCache cache, CimStore cim, DiagramsProperties properties, WebServerApplicationContext context,
                                        Environment env) {
        return new DiagramsComponent(new DiagramQuestionParser(properties.defaultDepth()), cache, new StoreElements(cim.client()), () -> {
            if (!properties.publicUrl().isBlank()) return properties.publicUrl().replaceAll("/+$", "");
            return "http://" + env.getProperty("server.address", "127.0.0.1") + ":" + context.getWebServer().getPort();
        });
    }

    @EventListener(ApplicationReadyEvent.class)
    public void warmUp(ApplicationReadyEvent event) {
        DiagramsProperties properties = event.getApplicationContext().getBean(DiagramsProperties.class);
        if (!properties.warmUp()) return;
        GridNetworks networks = event.getApplicationContext().getBean(GridNetworks.class);
        Thread t = new Thread(() -> {
            try {
                networks.models().forEach(networks::network);
            } catch (RuntimeException e) {
                log.warn("warm-up failed (diagrams are still drawn on demand): {}", e.getMessage());
            }
        }, "diagrams-warm-up");
        t.setDaemon(true);
        t.start();
    }
}
