package io.gridchat.diagrams.web;

import io.gridchat.diagrams.render.DiagramCache;
import io.gridchat.diagrams.render.DiagramKind;
import io.gridchat.diagrams.render.DiagramRequest;
import io.gridchat.diagrams.render.DrawnElement;
import io.gridchat.diagrams.render.NoDiagramException;
import io.gridchat.diagrams.render.RenderedDiagram;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The diagrams over HTTP, fetched by the chat UI's server (its {@code /diagram} proxy sanitises them; no CORS: no
 * browser fetches them directly; issue 45): {@code GET /diagrams/{sld|nad}.svg?iri=…&depth=N}
 * is the SVG; {@code GET /diagrams/{sld|nad}.json?…} its title and the SVG elements mapped back to the grid graph.
 */
@RestController
public class DiagramController {
    private static final MediaType SVG = MediaType.valueOf("image/svg+xml");

    private final DiagramCache diagrams;

    public DiagramController(DiagramCache diagrams) {
        this.diagrams = diagrams;
    }

    @GetMapping("/diagrams/{kind}.svg")
    public ResponseEntity<String> svg(@PathVariable String kind, @RequestParam String iri, @RequestParam(defaultValue = "1") int depth) {
        RenderedDiagram d = diagrams.get(new DiagramRequest(DiagramKind.fromPath(kind), iri, depth));
        return ResponseEntity.ok().contentType(SVG).cacheControl(CacheControl.noCache()).body(d.svg());
    }

    @GetMapping(value = "/diagrams/{kind}.json", produces = MediaType.APPLICATION_JSON_VALUE)
    public Map<String, Object> metadata(@PathVariable String kind, @RequestParam String iri, @RequestParam(defaultValue = "1") int depth) {
        RenderedDiagram d = diagrams.get(new DiagramRequest(DiagramKind.fromPath(kind), iri, depth));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("title", d.title());
        out.put("kind", d.request().kind().cimdKind());
        out.put("iri", d.request().iri());
        out.put("model", d.model());
        out.put("renderMillis", d.renderMillis());
        List<Map<String, Object>> elements = new ArrayList<>();
        for (DrawnElement e : d.elements()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("svgId", e.svgId());
            m.put("equipmentId", e.equipmentId());
            if (e.iri() != null) m.put("iri", e.iri());
            if (e.name() != null) m.put("name", e.name());
            if (e.cimClass() != null) m.put("class", e.cimClass());
            elements.add(m);
        }
        out.put("elements", elements);
        return out;
    }

    @ExceptionHandler(NoDiagramException.class)
    public ResponseEntity<Map<String, String>> noDiagram(NoDiagramException e) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(Map.of("error", e.getMessage()));
    }

    @ExceptionHandler(IllegalArgumentException.class)
    public ResponseEntity<Map<String, String>> badRequest(IllegalArgumentException e) {
        return ResponseEntity.badRequest().body(Map.of("error", e.getMessage()));
    }
}
