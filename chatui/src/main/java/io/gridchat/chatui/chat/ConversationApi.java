package io.gridchat.chatui.chat;

import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.Conversation;
import io.gridchat.chatbot.api.ConversationSummary;
import io.gridchat.chatui.examples.Example;
import io.gridchat.chatui.examples.ExampleQuestions;
import io.gridchat.chatui.render.EventView;
import io.gridchat.chatui.session.Owner;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** JSON for the page script: a conversation's history (as the same events the WebSocket carries) and the lists. */
@RestController
public class ConversationApi {
    private final ChatService chat;
    private final EventView views;
    private final ExampleQuestions examples;

    public ConversationApi(ChatService chat, EventView views, ExampleQuestions examples) {
        this.chat = chat;
        this.views = views;
        this.examples = examples;
    }

    @GetMapping("/api/conversations")
    public List<ConversationSummary> conversations(Owner owner) {
        return chat.conversations(owner.id());
    }

    @GetMapping("/api/conversations/{id}")
    public Map<String, Object> conversation(@PathVariable String id, Owner owner) {
        Conversation c = chat.conversation(owner.id(), id); // not found: 404 (ChatUiErrors)
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", c.id());
        out.put("title", c.title());
        out.put("mode", c.mode().name());
        out.put("history", c.history().stream().map(views::of).toList());
        return out;
    }

    @GetMapping("/api/examples")
    public List<Example> examples() {
        return examples.examples();
    }
}
