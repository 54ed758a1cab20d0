package io.gridchat.diagrams.render;

import java.util.LinkedHashMap;
import java.util.Map;

/** The most recently drawn diagrams by request (LRU, bounded); emptied when the grid graph changes. */
public final class DiagramCache {
    private final DiagramRenderer renderer;
    private final Map<String, RenderedDiagram> recent;

    public DiagramCache(DiagramRenderer renderer, int capacity) {
        this.renderer = renderer;
        this.recent = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, RenderedDiagram> eldest) {
                return size() > capacity;
            }
        };
    }

    public RenderedDiagram get(DiagramRequest request) {
        synchronized (recent) {
            RenderedDiagram hit = recent.get(request.key());
            if (hit != null) return hit;
        }
        // rendering reads the shared network only, so requests for different diagrams run in parallel
        RenderedDiagram drawn = renderer.render(request);
        synchronized (recent) {
            recent.put(request.key(), drawn);
        }
        return drawn;
    }

    public void clear() {
        synchronized (recent) {
            recent.clear();
        }
    }
}
