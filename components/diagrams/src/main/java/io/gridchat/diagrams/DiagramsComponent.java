package io.gridchat.diagrams;

import io.gridchat.diagrams.question.DiagramQuestion;
import io.gridchat.diagrams.question.DiagramQuestionParser;
import io.gridchat.diagrams.render.DiagramCache;
import io.gridchat.diagrams.render.DiagramKind;
import io.gridchat.diagrams.render.DiagramRequest;
import io.gridchat.diagrams.render.NoDiagramException;
import io.gridchat.diagrams.render.RenderedDiagram;
import io.gridchat.diagrams.render.StoreElements;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.DiagramAnswer;
import io.gridchat.kit.annotation.Instance;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Answers diagram questions: the element comes from disambiguation's {@code Instance} annotations, the kind and depth
 * from the question. The diagram is drawn now (so a failure is said in words and the browser's fetch hits the
 * cache) and written as a {@code DiagramAnswer} (a {@code cimd:Diagram} with its link) plus an {@code AnswerMessage}.
 * Questions that are not about diagrams are left alone.
 */
public class DiagramsComponent implements QanaryComponent {
    static final String SVG = "image/svg+xml";

    private final DiagramQuestionParser parser;
    private final DiagramCache diagrams;
    private final StoreElements elements;
    private final Supplier<String> publicUrl;

    public DiagramsComponent(DiagramQuestionParser parser, DiagramCache diagrams, StoreElements elements, Supplier<String> publicUrl) {
        this.parser = parser;
        this.diagrams = diagrams;
        this.elements = elements;
        this.publicUrl = publicUrl;
    }

    @Override
    public String description() {
        return "Single-line and network-area diagrams drawn with PowSyBl from the grid graph";
    }

    @Override
    public void process(QuestionGraph question) {
        Optional<AnswerType> type = question.annotations(AnswerType.class).stream().max(Comparator.comparingDouble(AnswerType::score));
        boolean typed = type.map(t -> t.kind() == AnswerKind.DIAGRAM).orElse(false);
        // the answer-type classifier decides when it ran: a list of diagram objects is not a drawing
        if (type.isPresent() && !typed) return;
        Optional<DiagramQuestion> asked = parser.parse(question.text(), typed);
        if (asked.isEmpty()) return;
        Set<String> iris = new LinkedHashSet<>();
        question.annotations(Instance.class).stream().sorted(Comparator.comparingDouble(Instance::score).reversed())
                .map(Instance::iri).filter(i -> i != null).forEach(iris::add);
        if (iris.isEmpty()) {
            question.write(List.of(new AnswerMessage("I could not tell which substation, voltage level or equipment to draw: "
                    + "no grid element was recognised in the question. Name one (for example \"the single-line diagram of substation X\").", 0.9)));
            return;
        }
        DiagramKind kind = asked.get().kind() != null ? asked.get().kind() : DiagramKind.SINGLE_LINE;
        int depth = Math.min(asked.get().depth(), DiagramRequest.MAX_DEPTH);
        NoDiagramException first = null;
        for (String iri : iris) {
            try {
                write(question, new DiagramRequest(kind, iri, depth), "");
                return;
            } catch (NoDiagramException e) {
                if (first == null) first = e;
            }
        }
        // nothing linked can be drawn: an area is drawn as the network of its substations, else a drawable namesake
        for (String iri : iris) {
            StoreElements.Element element = elements.describe(iri);
            if (element.area()) {
                try {
                    // "a diagram of region X": its substations alone; "the network around region X (2 steps)": as asked
                    int steps = asked.get().kind() == DiagramKind.NETWORK_AREA ? depth : 0;
                    write(question, new DiagramRequest(DiagramKind.NETWORK_AREA, iri, steps), kind == DiagramKind.SINGLE_LINE
                            ? "No single-line diagram covers " + element.withClass() + " (one is drawn per substation or voltage level); "
                              + "the nearest kind is the network-area diagram of its substations. " : "");
                    return;
                } catch (NoDiagramException e) {
                    first = e;
                    continue;
                }
            }
            List<StoreElements.Element> namesakes = new ArrayList<>(elements.namesakes(element));
            namesakes.removeIf(n -> iris.contains(n.iri()));
            namesakes.sort(Comparator.comparingInt(StoreElements.Element::drawOrder)); // substations and voltage levels first
            for (StoreElements.Element namesake : namesakes) {
                if (!namesake.drawable()) break;
                try {
                    List<String> others = new ArrayList<>();
                    others.add(element.withClass() + " (no diagram: " + reason(element) + ")");
                    namesakes.stream().filter(n -> n != namesake).map(StoreElements.Element::withClass).forEach(others::add);
                    write(question, new DiagramRequest(kind, namesake.iri(), depth), (namesakes.size() + 1) + " objects are named “"
                            + element.name() + "”. I drew " + namesake.withClass() + "; also named so: " + String.join(", ", others) + ". ");
                    return;
                } catch (NoDiagramException e) {
                    // try the next namesake
                }
            }
            // a name and its class word ("Arendal Substation", the name of a diagram layout object): the substation named so
            java.util.Optional<StoreElements.Element> container = elements.containerNamedBy(element);
            if (container.isPresent() && !iris.contains(container.get().iri())) {
                try {
                    write(question, new DiagramRequest(kind, container.get().iri(), depth), "“" + element.name() + "” names a " + element.kind()
                            + ", which I cannot draw (" + reason(element) + "); I read it as "
                            + container.get().withClass() + ". ");
                    return;
                } catch (NoDiagramException e) {
                    // nothing drawable: the first reason stands
                }
            }
        }
        question.write(List.of(new AnswerMessage(first.getMessage(), 0.9)));
    }

    /** Draws (or takes from the cache) and writes the diagram and its message, with {@code preface} in front. */
    private void write(QuestionGraph question, DiagramRequest request, String preface) {
        RenderedDiagram d = diagrams.get(request);
        question.write(List.of(
                new DiagramAnswer(diagramIri(request), d.title(), link(request), SVG, request.kind().cimdKind(), request.iri(), 1.0),
                new AnswerMessage(preface + "Here is the " + d.title().substring(0, 1).toLowerCase() + d.title().substring(1)
                        + " (model " + d.model() + ", drawn with PowSyBl).", 1.0)));
    }

    /** Why an element is not drawn, in a few words. */
    private static String reason(StoreElements.Element e) {
        return e.area() ? "an area" : "not in a grid model PowSyBl imports";
    }

    /** The same diagram gets the same IRI (a name-based UUID of what is drawn). */
    static String diagramIri(DiagramRequest request) {
        return "urn:gridchat:diagram:" + UUID.nameUUIDFromBytes(request.key().getBytes(StandardCharsets.UTF_8));
    }

    String link(DiagramRequest request) {
        return publicUrl.get() + "/diagrams/" + request.kind().path() + ".svg?iri=" + URLEncoder.encode(request.iri(), StandardCharsets.UTF_8)
                + (request.kind() == DiagramKind.NETWORK_AREA ? "&depth=" + request.depth() : "");
    }
}
