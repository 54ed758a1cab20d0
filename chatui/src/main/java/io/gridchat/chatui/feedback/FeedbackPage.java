package io.gridchat.chatui.feedback;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatui.signin.SignInProperties;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.server.ResponseStatusException;

/**
 * The team's view of every verdict, and its export. Sign-in off: both 404 unless
 * {@code gridchat.chatui.feedback.page-enabled}. Sign-in on: served to users with the admin role (the security chain
 * answers 403 to others, {@code signin.SignInSecurity}).
 */
@Controller
public class FeedbackPage {
    private final ChatService chat;
    private final FeedbackProperties settings;
    private final SignInProperties signIn;
    private final FeedbackExport export;

    public FeedbackPage(ChatService chat, FeedbackProperties settings, SignInProperties signIn, ObjectMapper json) {
        this.chat = chat;
        this.settings = settings;
        this.signIn = signIn;
        this.export = new FeedbackExport(json);
    }

    @GetMapping("/feedback")
    public String page(Model model) {
        requireEnabled();
        model.addAttribute("reports", chat.feedbackReports());
        return "feedback";
    }

    @GetMapping("/feedback/export.jsonl")
    public ResponseEntity<String> export() {
        requireEnabled();
        return ResponseEntity.ok().contentType(new MediaType("application", "jsonl", java.nio.charset.StandardCharsets.UTF_8))
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"gridchat-feedback.jsonl\"")
                .body(export.lines(chat.feedbackReports()));
    }

    private void requireEnabled() {
        if (!settings.pageEnabled() && !signIn.enabled()) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "The feedback page is off (gridchat.chatui.feedback.page-enabled=false).");
        }
    }
}
