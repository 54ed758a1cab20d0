package io.gridchat.chatui.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.EventType;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class MarkdownRendererTest {
    private final MarkdownRenderer md = new MarkdownRenderer();

    @ParameterizedTest
    @ValueSource(strings = {
            "<script>alert(1)</script>",
            "<img src=x onerror=alert(1)>",
            "**<svg onload=alert(1)>**",
            "[click](javascript:alert(1))",
            "[click](JaVaScRiPt:alert(1))",
            "[click]( javascript:alert(1))",
            "[click](data:text/html;base64,PHNjcmlwdD4=)",
            "[x](http://a\" onmouseover=\"alert(1))",
            "[x](//evil.example/steal)",
            "[<img src=x onerror=alert(1)>](https://ok.example)",
            "`<script>`",
            "```\n</code></pre><script>alert(1)</script>\n```",
            "| a | b |\n|---|---|\n| <script>x</script> | <b onclick=alert(1)>y</b> |",
            "# <iframe src=javascript:alert(1)>",
            "- <a href=\"javascript:alert(1)\">x</a>",
            "&lt;script&gt; \u0000 \u202e"
    })
    void hostileInputNeverBecomesMarkup(String hostile) {
        String html = md.render(hostile);
        assertThat(html).doesNotContainIgnoringCase("<script")
                .doesNotContainIgnoringCase("<img")
                .doesNotContainIgnoringCase("<svg")
                .doesNotContainIgnoringCase("<iframe")
                .doesNotContainIgnoringCase("<b ")
                .doesNotContainIgnoringCase("href=\"javascript")
                .doesNotContainIgnoringCase("href=\"data")
                .doesNotContainIgnoringCase("href=\"//")
                .doesNotContain("\u0000");
        // Every tag left is one the renderer itself emits.
        assertThat(html.replaceAll("</?(p|br|h[3-6]|ul|ol|li|pre|code|strong|em|table|thead|tbody|tr|th|td)>", "")
                .replaceAll("<table class=\"md-table\">", "")
                .replaceAll("<a href=\"[^\"]*\" rel=\"noopener noreferrer nofollow\" target=\"_blank\">|</a>", ""))
                .doesNotContain("<");
    }

    @Test
    void rendersTheMarkdownAnswersUse() {
        String html = md.render("There are **3** substations:\n\n- `S1` in *North*\n- [S2](https://cim.ucaiug.io/ns#S2)\n\n1. one\n2. two");
        assertThat(html).contains("<strong>3</strong>", "<ul><li><code>S1</code> in <em>North</em></li>",
                "<a href=\"https://cim.ucaiug.io/ns#S2\" rel=\"noopener noreferrer nofollow\" target=\"_blank\">S2</a>",
                "<ol><li>one</li><li>two</li></ol>");
        assertThat(md.render("| name | kV |\n|---|---:|\n| A | 400 |")).contains("<th>name</th>", "<td>400</td>");
        assertThat(md.render("snake_case_name stays")).contains("snake_case_name");
    }

    @Test
    void unsafeLinksKeepTheirLabelOnly() {
        assertThat(md.render("[click me](javascript:alert(1))")).isEqualTo("<p>click me</p>\n");
        assertThat(MarkdownRenderer.isSafeUrl("https://example.org/a?b=c")).isTrue();
        assertThat(MarkdownRenderer.isSafeUrl("/inspect?graph=urn:graph:1")).isTrue();
        assertThat(MarkdownRenderer.isSafeUrl("vbscript:x")).isFalse();
        assertThat(MarkdownRenderer.isSafeUrl("java\tscript:x")).isFalse();
    }

    @Test
    void assistantEventsCarrySafeHtmlAndUnits() {
        EventView views = new EventView(md, new ObjectMapper());
        String result = "{\"head\":{\"vars\":[\"name\",\"voltage\"]},\"results\":{\"bindings\":[]}}";
        ChatEvent e = new ChatEvent("c1", EventType.ASSISTANT_MESSAGE, Map.of(
                "text", "Answer <img src=x onerror=alert(1)> [x](javascript:alert(1))",
                "answer", Map.of("sparql", "SELECT ?name ?voltage WHERE { ?v cim:IdentifiedObject.name ?name ; cim:BaseVoltage.nominalVoltage ?voltage }",
                        "resultJson", result)), Instant.now());
        Map<String, Object> view = (Map<String, Object>) views.of(e).get("view");
        assertThat((String) view.get("html")).doesNotContain("<img").contains("&lt;img").doesNotContain("javascript:");
        assertThat((Map<String, String>) view.get("units")).containsExactly(Map.entry("voltage", "kV"));
        assertThat(CimUnits.of("SELECT ?p WHERE { ?m <https://cim.ucaiug.io/ns#RotatingMachine.ratedS> ?p }", java.util.List.of("p")))
                .containsExactly(Map.entry("p", "MVA"));
        // a time series declares its units with its datapoints (head.units)
        String series = "{\"head\":{\"vars\":[\"timestamp\",\"average\",\"count\"],\"units\":{\"average\":\"EUR per MWh\"}},\"results\":{\"bindings\":[]}}";
        Map<String, Object> tsView = (Map<String, Object>) views.of(new ChatEvent("c1", EventType.ASSISTANT_MESSAGE,
                Map.of("text", "t", "answer", Map.of("resultJson", series)), Instant.now())).get("view");
        assertThat((Map<String, String>) tsView.get("units")).containsExactly(Map.entry("average", "EUR per MWh"));
    }
}
