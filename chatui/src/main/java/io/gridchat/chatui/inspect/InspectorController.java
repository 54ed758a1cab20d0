package io.gridchat.chatui.inspect;

import io.gridchat.chatui.session.Owner;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;

/** {@code /inspect?graph=urn:graph:…}: every annotation of a question graph of the viewer's own conversations. */
@Controller
public record InspectorController(AnnotationInspector inspector, ConversationGraphs graphs, WorkbenchLinks workbench) {

    @GetMapping("/inspect")
    public String inspect(@RequestParam("graph") String graph, Owner owner, Model model) {
        if (!AnnotationInspector.GRAPH_IRI.matcher(graph).matches()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "Not a question graph IRI.");
        }
        Optional<String> conversation = graphs.conversationOf(owner, graph);
        if (conversation.isEmpty()) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "No question graph of your conversations has this name.");
        }
        model.addAttribute("conversationId", conversation.get());
        workbench.of(graph).ifPresent(links -> model.addAttribute("workbench", links)); // GraphDB only
        try {
            model.addAttribute("inspection", inspector.inspect(graph));
        } catch (RuntimeException e) {
            model.addAttribute("graph", graph);
            model.addAttribute("failure", "The annotation store could not be read: " + e.getMessage());
        }
        return "inspect";
    }
}
