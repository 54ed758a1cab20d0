package io.gridchat.chatui.diagram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Issue 45: the server-side SVG allow-list keeps the drawing and drops every way to run or load something. */
class SvgSanitizerTest {
    final SvgSanitizer sanitizer = new SvgSanitizer();

    @Test
    void hostileSvgLosesEveryScriptVector() throws Exception {
        String out = sanitizer.sanitize(Files.readAllBytes(Path.of("src/test/resources/hostile/hostile.svg")));
        assertThat(out.toLowerCase()).doesNotContain("<script").doesNotContain("foreignobject").doesNotContain("iframe")
                .doesNotContain("srcdoc").doesNotContain("<set").doesNotContain("<animate").doesNotContain("<image")
                .doesNotContain("onload").doesNotContain("onclick").doesNotContain("onerror").doesNotContain("javascript")
                .doesNotContain("script:").doesNotContain("127.0.0.1:9").doesNotContain("@import").doesNotContain("<a ")
                .doesNotContain("evil").doesNotContain("<!--").doesNotContain("<?php");
        // the drawing stays: ids, classes, in-document references, unwrapped link content, case of SVG names
        assertThat(out).contains("viewBox=\"0 0 200 100\"").contains("<linearGradient id=\"grad\"").contains("id=\"r1\"")
                .contains("class=\"bus\"").contains("fill=\"url(#grad)\"").contains("id=\"r2\"").contains(">click me</text>")
                .contains("stop-color=\"#fff\"");
    }

    @Test
    void aPlainDrawingIsKeptAsIs() {
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><style>.a{fill:#000}</style>"
                + "<g id=\"x\" class=\"a\" transform=\"translate(1,2)\"><path d=\"M0 0L10 10\" stroke-width=\"2\"/>"
                + "<text x=\"1\" y=\"2\">PP_Brussels &amp; co</text></g></svg>";
        String out = sanitizer.sanitize(svg.getBytes(StandardCharsets.UTF_8));
        assertThat(out).contains("<style>.a{fill:#000}</style>").contains("transform=\"translate(1,2)\"")
                .contains("d=\"M0 0L10 10\"").contains("PP_Brussels &amp; co");
    }

    @Test
    void notSvgAndEntityTricksAreRefused() {
        assertThatThrownBy(() -> sanitizer.sanitize("<html><body/></html>".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not an SVG");
        assertThatThrownBy(() -> sanitizer.sanitize(("<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&x;</text></svg>").getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theProxyTrustsOnlyItsConfiguredBases() { // the diagrams service and the ontology component, nothing else
        DiagramProxy proxy = new DiagramProxy(new DiagramProperties(java.util.List.of("http://127.0.0.1:8098/diagrams",
                "http://127.0.0.1:8099/ontology/"), java.time.Duration.ofSeconds(1), 1024, 1), "");
        assertThat(proxy.trusted("http://127.0.0.1:8098/diagrams/sld.svg?iri=x")).isNotNull();
        assertThat(proxy.trusted("http://127.0.0.1:8099/ontology/diagram.json?class=x")).isNotNull();
        assertThat(proxy.trusted("http://127.0.0.1:8099/diagrams/sld.svg")).isNull();
        assertThat(proxy.trusted("http://127.0.0.1:8098/ontology/diagram.svg")).isNull();
        assertThat(proxy.trusted("http://127.0.0.1:8098/diagramsX/sld.svg")).isNull();
    }
}
