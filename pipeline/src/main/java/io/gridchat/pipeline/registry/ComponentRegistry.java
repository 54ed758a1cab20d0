package io.gridchat.pipeline.registry;

import de.codecentric.boot.admin.server.domain.entities.Instance;
import de.codecentric.boot.admin.server.services.InstanceRegistry;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.pipeline.PipelineProperties;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.springframework.stereotype.Service;

/**
 * Resolves component names to URLs: first the instances registered with the Spring Boot Admin server
 * (UP ones first, then the latest registration), then static URLs from configuration. Several instances of one
 * name are replicas: {@link #candidates} hands them out in turn (round-robin over the UP ones).
 */
@Service
public class ComponentRegistry {
    private static final Duration LOOKUP = Duration.ofSeconds(5);
    private final InstanceRegistry instances;
    private final PipelineProperties properties;
    /** Round-robin position per component name (replicas are used in turn). */
    private final Map<String, AtomicInteger> turns = new ConcurrentHashMap<>();

    public ComponentRegistry(InstanceRegistry instances, PipelineProperties properties) {
        this.instances = instances;
        this.properties = properties;
    }

    /** Every known component: registered instances, then static ones whose name is not registered. */
    public List<RegisteredComponent> all() {
        List<RegisteredComponent> result = new ArrayList<>(registered());
        properties.components().forEach((name, url) -> {
            if (result.stream().noneMatch(c -> c.name().equals(name))) result.addAll(configured(name, url));
        });
        result.sort(Comparator.comparing(RegisteredComponent::name).thenComparing(RegisteredComponent::url));
        return result;
    }

    /**
     * The instances to try for one call of a component, in order: the UP replicas starting at this name's next
     * round-robin turn, then the registered ones not (yet) seen UP — a just-restarted instance may answer before
     * Spring Boot Admin has checked it —, latest status change first; with none registered, the static URLs
     * ({@code gridchat.pipeline.components.<name>}, comma-separated for several), also in turn. Empty if unknown.
     */
    public List<RegisteredComponent> candidates(String name) { return ordered(name, true); }

    /** The instance a call would try first, if any (without taking a round-robin turn). */
    public Optional<RegisteredComponent> resolve(String name) { return ordered(name, false).stream().findFirst(); }

    private List<RegisteredComponent> ordered(String name, boolean takeTurn) {
        List<RegisteredComponent> mine = registered().stream().filter(c -> c.name().equals(name)).toList();
        if (mine.isEmpty()) {
            String url = properties.components().get(name);
            if (url == null) return List.of();
            return takeTurn ? rotate(name, configured(name, url)) : configured(name, url);
        }
        List<RegisteredComponent> up = mine.stream().filter(c -> "UP".equals(c.status()))
                .sorted(Comparator.comparing(RegisteredComponent::url)).toList(); // a stable order to rotate over
        List<RegisteredComponent> others = mine.stream().filter(c -> !"UP".equals(c.status())).toList();
        return Stream.concat((takeTurn ? rotate(name, up) : up).stream(), others.stream()).toList();
    }

    private List<RegisteredComponent> rotate(String name, List<RegisteredComponent> replicas) {
        if (replicas.size() < 2) return replicas;
        int start = Math.floorMod(turns.computeIfAbsent(name, n -> new AtomicInteger()).getAndIncrement(), replicas.size());
        List<RegisteredComponent> rotated = new ArrayList<>(replicas.subList(start, replicas.size()));
        rotated.addAll(replicas.subList(0, start));
        return rotated;
    }

    private List<RegisteredComponent> registered() {
        List<Instance> list = instances.getInstances().collectList().block(LOOKUP);
        if (list == null) return List.of();
        return list.stream()
                .filter(Instance::isRegistered)
                // latest status change first, so a restarted component wins over its dead predecessor
                .sorted(Comparator.comparing(Instance::getStatusTimestamp, Comparator.nullsLast(Comparator.reverseOrder())))
                .map(i -> new RegisteredComponent(i.getRegistration().getName(), stripSlash(i.getRegistration().getServiceUrl()),
                        i.getStatusInfo().getStatus(), "registry", i.getId().getValue(),
                        QanaryMessage.READS_GRAPH_FROM_MESSAGE.equals(i.getRegistration().getMetadata().get(QanaryMessage.QUESTION_GRAPH_METADATA))))
                .toList();
    }

    private static List<RegisteredComponent> configured(String name, String urls) {
        return Stream.of(urls.split(",")).map(String::strip).filter(u -> !u.isEmpty())
                .map(u -> new RegisteredComponent(name, stripSlash(u), "CONFIGURED", "config", null, false)).toList();
    }

    private static String stripSlash(String url) {
        if (url == null) return null;
        String u = url.trim();
        while (u.endsWith("/")) u = u.substring(0, u.length() - 1);
        return u;
    }
}
