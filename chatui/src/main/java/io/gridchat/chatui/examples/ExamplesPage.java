package io.gridchat.chatui.examples;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * {@code GET /examples}: the "What can I ask?" page — every category of question the system answers, each with an
 * example and a sibling built from the loaded data; a click opens the chat with the question in the box.
 */
@Controller
public class ExamplesPage {
    private final ExampleQuestions examples;

    public ExamplesPage(ExampleQuestions examples) {
        this.examples = examples;
    }

    @GetMapping("/examples")
    public String examples(Model model) {
        model.addAttribute("groups", examples.catalog());
        return "examples";
    }
}
