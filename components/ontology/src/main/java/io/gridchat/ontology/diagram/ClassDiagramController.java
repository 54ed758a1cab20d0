package io.gridchat.ontology.diagram;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.CrossOrigin;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /ontology/diagram.svg?class=IRI&depth=N}: the class diagram; {@code .json}: its title, timing and
 * clickable elements (the chat's diagram view reads both). CORS is open: the chat page inlines the SVG.
 */
@RestController
@CrossOrigin(origins = "*")
public class ClassDiagramController {
    private final ClassDiagrams diagrams;

    public ClassDiagramController(ClassDiagrams diagrams) { this.diagrams = diagrams; }

    @GetMapping(value = "/ontology/diagram.svg")
    public ResponseEntity<?> svg(@RequestParam("class") String classIri, @RequestParam(name = "depth", defaultValue = "1") int depth) {
        try {
            return ResponseEntity.ok().contentType(MediaType.valueOf("image/svg+xml")).body(diagrams.get(classIri, depth).svg());
        } catch (IllegalArgumentException e) {
            return error(e);
        }
    }

    @GetMapping(value = "/ontology/diagram.json", produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<?> json(@RequestParam("class") String classIri, @RequestParam(name = "depth", defaultValue = "1") int depth) {
        try {
            ClassDiagram d = diagrams.get(classIri, depth);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("title", d.title());
            m.put("kind", "class-diagram");
            m.put("iri", d.focus());
            m.put("depth", d.depth());
            m.put("renderMillis", d.renderMillis());
            List<Map<String, String>> elements = d.elements().stream().map(e -> {
                Map<String, String> x = new LinkedHashMap<>();
                x.put("svgId", e.svgId());
                x.put("iri", e.iri());
                x.put("name", e.name());
                x.put("class", e.type());
                x.put("ask", e.ask());
                return x;
            }).toList();
            m.put("elements", elements);
            return ResponseEntity.ok(m);
        } catch (IllegalArgumentException e) {
            return error(e);
        }
    }

    private static ResponseEntity<Map<String, String>> error(IllegalArgumentException e) {
        int status = e.getMessage().startsWith("depth") ? 400 : 404;
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).body(Map.of("error", e.getMessage()));
    }
}
