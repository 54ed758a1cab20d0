package io.gridchat.chatui.chat;

import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.Conversation;
import io.gridchat.chatbot.api.ConversationSummary;
import io.gridchat.chatui.ChatUiProperties;
import io.gridchat.chatui.examples.ExampleQuestions;
import io.gridchat.chatui.session.Owner;
import io.gridchat.kit.question.QuestionLimit;
import java.util.List;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The chat page. {@code /} restores the session's most recent conversation (or starts one); {@code /c/{id}} shows
 * one of the session's conversations; {@code POST /c} starts a new one.
 */
@Controller
public class ChatPageController {
    private final ChatService chat;
    private final ExampleQuestions examples;
    private final ChatUiProperties properties;
    private final QuestionLimit questionLimit;

    public ChatPageController(ChatService chat, ExampleQuestions examples, ChatUiProperties properties, QuestionLimit questionLimit) {
        this.chat = chat;
        this.examples = examples;
        this.properties = properties;
        this.questionLimit = questionLimit;
    }

    @GetMapping("/")
    public String home(Owner owner, @RequestParam(name = "q", required = false) String question) {
        List<ConversationSummary> conversations = chat.conversations(owner.id());
        String id = conversations.isEmpty() ? chat.startConversation(owner.id()).id() : conversations.get(0).id();
        // a question handed over by the "What can I ask?" page goes along; the page puts it in the box, unsent
        if (question == null || question.isBlank()) return "redirect:/c/" + id;
        // URI variables are encoded strictly ("&", "+", "?" in a question survive the round trip)
        return "redirect:" + UriComponentsBuilder.fromPath("/c/{id}").queryParam("q", "{q}").encode()
                .buildAndExpand(java.util.Map.of("id", id, "q", question)).toUriString();
    }

    @PostMapping("/c")
    public String start(Owner owner) {
        return "redirect:/c/" + chat.startConversation(owner.id()).id();
    }

    @GetMapping("/c/{id}")
    public String conversation(@PathVariable String id, Owner owner, Model model) {
        Conversation conversation = chat.conversation(owner.id(), id); // not found: 404 (ChatUiErrors)
        model.addAttribute("conversation", conversation);
        model.addAttribute("conversations", chat.conversations(owner.id()));
        model.addAttribute("examples", examples.examples());
        model.addAttribute("llmConfigured", chat.llmConfigured());
        model.addAttribute("sparqlUiUrl", properties.sparqlUiUrl());
        model.addAttribute("maxQuestionLength", questionLimit.maxLength()); // the page checks the same limit as the server
        return "chat";
    }
}
