package io.gridchat.chatui.feedback;

import io.gridchat.chatbot.api.AnswerFeedback;
import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.Verdict;
import io.gridchat.chatui.export.Answers;
import io.gridchat.chatui.session.Owner;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * Thumbs up/down and a comment on one answer of the session's own conversation (another session's: 404, as for
 * {@code /api/conversations/{id}}). The verdict is a JSON PUT, which a cross-site form cannot send.
 */
@RestController
public class FeedbackApi {
    private final ChatService chat;

    public FeedbackApi(ChatService chat) {
        this.chat = chat;
    }

    /**
     * @param verdict       "UP" or "DOWN"
     * @param comment       optional
     * @param questionGraph optional: the question graph the page shows for the answer; when given it must be the
     *                      answer's (the page and the history agree on which answer is meant)
     */
    public record FeedbackRequest(String verdict, String comment, String questionGraph) {}

    @GetMapping("/api/conversations/{id}/feedback")
    public List<AnswerFeedback> feedback(@PathVariable String id, Owner owner) {
        return chat.feedback(owner.id(), id);
    }

    @PutMapping(path = "/api/conversations/{id}/answers/{index}/feedback", consumes = MediaType.APPLICATION_JSON_VALUE)
    public AnswerFeedback give(@PathVariable String id, @PathVariable int index, @RequestBody FeedbackRequest request, Owner owner) {
        Verdict verdict = verdict(request.verdict());
        if (request.questionGraph() != null) { // not found: 404 (ChatUiErrors)
            String graph = Answers.nth(chat.conversation(owner.id(), id), index).map(Answers::questionGraph).orElse(null);
            if (graph != null && !graph.equals(request.questionGraph())) {
                throw new ResponseStatusException(HttpStatus.CONFLICT, "Answer " + index + " of this conversation comes from "
                        + graph + ", not " + request.questionGraph() + "; reload the page.");
            }
        }
        try {
            return chat.giveFeedback(owner.id(), id, index, verdict, request.comment());
        } catch (IllegalArgumentException e) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, e.getMessage());
        }
    }

    private static Verdict verdict(String value) {
        if (value != null) {
            for (Verdict v : Verdict.values()) if (v.name().equalsIgnoreCase(value.strip())) return v;
        }
        throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "verdict must be UP or DOWN");
    }
}
