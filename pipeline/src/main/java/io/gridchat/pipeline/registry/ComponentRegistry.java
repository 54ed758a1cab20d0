package io.gridchat.pipeline.registry;

import de.codecentric.boot.admin.server.domain.entities.Instance;
import de.codecentric.boot.admin.server.services.InstanceRegistry;
import io.gridchat.pipeline.PipelineProperties;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * Resolves component names to URLs: first the instances registered with the Spring Boot Admin server
 * (UP ones first, then the latest registration), then static URLs from configuration.
 */
@Service
public class ComponentRegistry {
    private static final Duration LOOKUP = Duration.ofSeconds(5);
    private final InstanceRegistry instances;
    private final PipelineProperties properties;

    public ComponentRegistry(InstanceRegistry instances, PipelineProperties properties) {
        this.instances = instances;
        this.properties = properties;
    }

    /** Every known component: registered instances, then static ones whose name is not registered. */
    public List<RegisteredComponent> all() {
        List<RegisteredComponent> result = new ArrayList<>(registered());
        properties.components().forEach((name, url) -> {
            if (result.stream().noneMatch(c -> c.name().equals(name))) {
                result.add(new RegisteredComponent(name, stripSlash(url), "CONFIGURED", "config", null));
            }
        });
        result.sort(Comparator.comparing(RegisteredComponent::name).thenComparing(RegisteredComponent::url));
        return result;
    }

    /** The instance to call for a name, if any. */
    public Optional<RegisteredComponent> resolve(String name) {
        Optional<RegisteredComponent> registered = registered().stream()
                .filter(c -> c.name().equals(name))
                .min(Comparator.comparing((RegisteredComponent c) -> !"UP".equals(c.status()))); // stable: keeps recency order
        if (registered.isPresent()) return registered;
        String url = properties.components().get(name);
        return url == null ? Optional.empty() : Optional.of(new RegisteredComponent(name, stripSlash(url), "CONFIGURED", "config", null));
    }

    private List<RegisteredComponent> registered() {
        List<Instance> list = instances.getInstances().collectList().block(LOOKUP);
        if (list == null) return List.of();
        return list.stream()
                .filter(Instance::isRegistered)
                // latest status change first, so a restarted component wins over its dead predecessor
                .sorted(Comparator.comparing(Instance::getStatusTimestamp, Comparator.nullsLast(Comparator.reverseOrder())))
                .map(i -> new RegisteredComponent(i.getRegistration().getName(), stripSlash(i.getRegistration().getServiceUrl()),
                        i.getStatusInfo().getStatus(), "registry", i.getId().getValue()))
                .toList();
    }

    private static String stripSlash(String url) {
        if (url == null) return null;
        String u = url.trim();
        while (u.endsWith("/")) u = u.substring(0, u.length() - 1);
        return u;
    }
}
