package io.gridchat.kit;

import io.gridchat.pipeline.client.ServiceCredentials;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Defaults every component shares, added with the lowest precedence so a component's own
 * application.properties, environment variables and command-line flags win: register with the
 * pipeline's Spring Boot Admin server on 8081, expose health and info, and skip per-request work nobody reads.
 */
public class ComponentDefaults implements EnvironmentPostProcessor, Ordered {
    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        String registration = env.getProperty("gridchat.security.registration-secret");
        if (registration != null && !registration.isBlank()) {
            // registration with the pipeline needs its own credential (issue 45, README "Security")
            env.getPropertySources().addLast(new MapPropertySource("gridchatRegistrationCredential", Map.of(
                    "spring.boot.admin.client.username", ServiceCredentials.REGISTRAR_USER,
                    "spring.boot.admin.client.password", registration)));
        }
        env.getPropertySources().addLast(new MapPropertySource("gridchatComponentDefaults", Map.ofEntries(
                Map.entry("spring.boot.admin.client.url", "${gridchat.pipeline.url:http://127.0.0.1:8081}"),
                // the SBA client builds the service URL from server.address and the port actually bound (works with port 0)
                Map.entry("spring.boot.admin.client.instance.service-host-type", "IP"),
                // a component that shuts down cleanly leaves the registry at once
                Map.entry("spring.boot.admin.client.auto-deregistration", "true"),
                Map.entry("spring.boot.admin.client.instance.name", "${gridchat.component.name:${spring.application.name}}"),
                Map.entry("spring.boot.admin.client.period", "10s"),
                // tells the pipeline that this component reads the question graph sent in the message, never the store
                Map.entry("spring.boot.admin.client.instance.metadata." + QanaryMessage.QUESTION_GRAPH_METADATA,
                        QanaryMessage.READS_GRAPH_FROM_MESSAGE),
                // prometheus: the meters named in the kit, pipeline and chat UI READMEs ("Metrics"); like every endpoint but
                // health and info it needs the service credential (issue 45): a scraper sends it (deploy/k8s README)
                Map.entry("management.endpoints.web.exposure.include", "health,info,prometheus"),
                // health stays open for probes, without details unless the caller authenticates (issue 45)
                Map.entry("management.endpoint.health.show-details", "when-authorized"),
                Map.entry("server.address", "${gridchat.component.host:127.0.0.1}"),
                // Traces (kit README, "Traces"): every request is observed, so that a W3C traceparent from the pipeline
                // continues in the component's server span (this observation was off while nothing read it: its cost
                // was not measurable, PipelineOverheadBenchmark); every question is traced; export needs an endpoint
                Map.entry("management.tracing.sampling.probability", "1.0"),
                // Spring Security observes its filter chain and each authorisation (issue 45 made every service secured):
                // three or four internal spans per request that say nothing about where a question's time went
                Map.entry("management.observations.enable.spring.security", "false"),
                // the pipeline keeps one connection per component; Tomcat's default closes it every 100 requests
                Map.entry("server.tomcat.max-keep-alive-requests", "-1"))));
    }

    @Override
    public int getOrder() { return Ordered.LOWEST_PRECEDENCE; }
}
