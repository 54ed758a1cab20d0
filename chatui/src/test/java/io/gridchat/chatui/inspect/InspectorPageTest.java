package io.gridchat.chatui.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.apache.jena.graph.Graph;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockServletContext;
import org.thymeleaf.context.WebContext;
import org.thymeleaf.spring6.SpringTemplateEngine;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;
import org.thymeleaf.web.servlet.JakartaServletWebApplication;

/** The inspector page (templates/inspect.html, rendered by Thymeleaf as the app does) with and without Workbench links. */
class InspectorPageTest {
    static final String GRAPH = "urn:graph:0a1b2c3d-1111-2222-3333-444455556666";

    private static String render(WorkbenchLinks links) {
        ClassLoaderTemplateResolver resolver = new ClassLoaderTemplateResolver();
        resolver.setPrefix("templates/");
        resolver.setSuffix(".html");
        resolver.setTemplateMode(TemplateMode.HTML);
        SpringTemplateEngine engine = new SpringTemplateEngine();
        engine.setTemplateResolver(resolver);
        MockServletContext servlet = new MockServletContext();
        var exchange = JakartaServletWebApplication.buildApplication(servlet)
                .buildExchange(new MockHttpServletRequest(servlet, "GET", "/inspect"), new MockHttpServletResponse());
        WebContext context = new WebContext(exchange);
        Graph empty = GraphFactory.createDefaultGraph();
        context.setVariables(Map.of("conversationId", "c1", "inspection", AnnotationInspector.inspect(GRAPH, empty)));
        links.of(GRAPH).ifPresent(l -> context.setVariable("workbench", l));
        return engine.process("inspect", context);
    }

    @Test
    void withGraphDbThePageLinksTheGraphToTheWorkbench() {
        WorkbenchLinks.Links expected = new WorkbenchLinks("http://127.0.0.1:7200", "qanary").of(GRAPH).orElseThrow();
        String html = render(new WorkbenchLinks("http://127.0.0.1:7200", "qanary"));
        assertThat(html).contains("<a id=\"workbench-graph\" href=\"" + expected.graphView() + "\"")
                .contains("<a id=\"workbench-sparql\" href=\"" + expected.sparqlEditor().replace("&", "&amp;") + "\"")
                .contains("repository <code>qanary</code>");
    }

    @Test
    void withFusekiThePageHasNoWorkbenchLinks() {
        String html = render(new WorkbenchLinks(null, "qanary"));
        assertThat(html).contains(GRAPH).doesNotContain("workbench", "graphs-visualizations");
    }
}
