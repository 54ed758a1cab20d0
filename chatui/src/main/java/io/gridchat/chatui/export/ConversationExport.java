package io.gridchat.chatui.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.Conversation;
import io.gridchat.chatui.session.Owner;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * Downloads of the session's own conversation (another session's: 404, via ChatUiErrors): as Markdown
 * ({@link ConversationMarkdown}) and as JSON (id, title, mode, exportedAt and the full history, events as the engine
 * stores them); and one answer as Markdown, for the page's "Copy answer".
 */
@RestController
public class ConversationExport {
    static final MediaType MARKDOWN = new MediaType("text", "markdown", StandardCharsets.UTF_8);
    private final ChatService chat;
    private final ConversationMarkdown markdown;

    public ConversationExport(ChatService chat, ObjectMapper json) {
        this.chat = chat;
        this.markdown = new ConversationMarkdown(json);
    }

    @GetMapping("/c/{id}/export.md")
    public ResponseEntity<String> markdown(@PathVariable String id, Owner owner) {
        Conversation c = chat.conversation(owner.id(), id);
        return download(MARKDOWN, c, ".md").body(markdown.conversation(c));
    }

    @GetMapping("/c/{id}/export.json")
    public ResponseEntity<Map<String, Object>> json(@PathVariable String id, Owner owner) {
        Conversation c = chat.conversation(owner.id(), id);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", c.id());
        out.put("title", c.title());
        out.put("mode", c.mode().name());
        out.put("exportedAt", Instant.now().toString());
        out.put("history", c.history().stream().map(e -> {
            Map<String, Object> event = new LinkedHashMap<>();
            event.put("type", e.type().name());
            event.put("at", e.at().toString());
            event.put("data", e.data());
            return event;
        }).toList());
        return download(MediaType.APPLICATION_JSON, c, ".json").body(out);
    }

    @GetMapping("/api/conversations/{id}/answers/{index}.md")
    public ResponseEntity<String> answer(@PathVariable String id, @PathVariable int index, Owner owner) {
        return Answers.nth(chat.conversation(owner.id(), id), index)
                .map(e -> ResponseEntity.ok().contentType(MARKDOWN).body(markdown.answer(e)))
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "There is no answer " + index + " in this conversation."));
    }

    private static ResponseEntity.BodyBuilder download(MediaType type, Conversation c, String extension) {
        String name = "gridchat-" + c.title().replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("(^-+|-+$)", "");
        if (name.length() > 60) name = name.substring(0, 60);
        ContentDisposition disposition = ContentDisposition.attachment().filename(name + extension, StandardCharsets.UTF_8).build();
        return ResponseEntity.ok().contentType(type).header(HttpHeaders.CONTENT_DISPOSITION, disposition.toString());
    }
}
