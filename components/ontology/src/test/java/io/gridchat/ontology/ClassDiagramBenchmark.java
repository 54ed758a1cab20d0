package io.gridchat.ontology;

import io.gridchat.kit.SparqlClient;
import io.gridchat.ontology.answer.ModelAnswerer;
import io.gridchat.ontology.diagram.ClassDiagram;
import io.gridchat.ontology.diagram.ClassDiagramRenderer;
import io.gridchat.ontology.diagram.ClassDiagrams;
import io.gridchat.ontology.diagram.Neighbourhoods;
import io.gridchat.ontology.model.Ontology;
import io.gridchat.ontology.model.OntologyCatalog;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Warm render time of class diagrams of a 2-step neighbourhood against a running store:
 * {@code java -cp … io.gridchat.ontology.ClassDiagramBenchmark http://127.0.0.1:3030/cim/sparql [class …]}.
 * Per class: the first (cold) drawing, which runs one neighbourhood query per class reached, {@code WARM_UP} untimed
 * drawings, then {@code ROUNDS} drawings with the neighbourhood queries cached (the diagram cache is bypassed: layout and SVG every time), median
 * and maximum. Prints one line per class.
 */
public final class ClassDiagramBenchmark {
    static final int ROUNDS = 20;
    /** Untimed drawings of each class before the timed ones (the JIT's warm-up). */
    static final int WARM_UP = 10;
    static final int DEPTH = 2;

    public static void main(String[] args) {
        SparqlClient cim = SparqlClient.of(args[0], Duration.ofSeconds(120));
        OntologyCatalog catalog = new OntologyCatalog(cim, Duration.ofHours(1), Clock.systemUTC());
        Ontology o = catalog.ontology();
        ClassDiagrams diagrams = new ClassDiagrams(new Neighbourhoods(new ModelAnswerer(cim, 500, "https://cim.ucaiug.io/rules#"), 256, 10, 30),
                new ClassDiagramRenderer(), catalog, 16, 3);
        List<String> classes = args.length > 1 ? List.of(args).subList(1, args.length)
                : List.of("VoltageLevel", "Substation", "Terminal", "ACLineSegment");
        for (String c : classes) {
            String iri = Ontology.CIM + c;
            long t0 = System.nanoTime();
            ClassDiagram first = diagrams.draw(iri, DEPTH, o);
            long cold = (System.nanoTime() - t0) / 1_000_000;
            for (int i = 0; i < WARM_UP; i++) diagrams.draw(iri, DEPTH, o);
            List<Long> warm = new ArrayList<>();
            for (int i = 0; i < ROUNDS; i++) {
                long t = System.nanoTime();
                diagrams.draw(iri, DEPTH, o);
                warm.add((System.nanoTime() - t) / 1_000);
            }
            Collections.sort(warm);
            System.out.printf("class diagram %s depth %d: %d classes, %d bytes of SVG; cold %d ms; warm median %.1f ms, max %.1f ms (%d rounds)%n",
                    c, DEPTH, first.elements().size(), first.svg().length(), cold, warm.get(ROUNDS / 2) / 1000.0, warm.get(ROUNDS - 1) / 1000.0, ROUNDS);
        }
    }
}
