package io.gridchat.pipeline.registry;

import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /components}: the components the pipeline can call, with URL and health. */
@RestController
public class ComponentsController {
    private final ComponentRegistry registry;

    public ComponentsController(ComponentRegistry registry) { this.registry = registry; }

    @GetMapping(path = "/components", produces = MediaType.APPLICATION_JSON_VALUE)
    public List<RegisteredComponent> components() { return registry.all(); }
}
