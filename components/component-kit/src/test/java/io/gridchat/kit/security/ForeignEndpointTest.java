package io.gridchat.kit.security;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.testing.ComponentCalls;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * Issue 45: a component contacts only its configured question-graph endpoint. A message naming another URL is refused
 * with HTTP 400 and a clear error, and a local listener at that URL proves that no request (so no store credential)
 * reached it; the same for a question IRI outside the configured pipeline. The configured endpoint (a real Fuseki) works.
 */
class ForeignEndpointTest {
    static FusekiServer fuseki;
    static HttpServer listener;
    static final AtomicInteger hits = new AtomicInteger();
    static ConfigurableApplicationContext component;
    static int port;
    static String base;

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class App {
        @Bean
        QanaryComponent spotter() {
            return (QuestionGraph q) -> {
                String text = q.text();
                q.write(List.of(SpotInstance.name(new TextSpan(0, text.length()), text, SpotKind.NAME, 0.9)));
            };
        }
    }

    @BeforeAll
    static void start() throws Exception {
        fuseki = FusekiServer.create().port(0).loopback(true)
                .add("/cim", DatasetGraphFactory.createTxnMem()).add("/qanary", DatasetGraphFactory.createTxnMem()).build().start();
        base = "http://127.0.0.1:" + fuseki.getPort();
        listener = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        listener.createContext("/", ex -> {
            hits.incrementAndGet();
            ex.sendResponseHeaders(200, -1);
            ex.close();
        });
        listener.start();
        component = new SpringApplicationBuilder(App.class).run("--server.port=0", "--spring.main.banner-mode=off",
                "--spring.application.name=spotter", "--spring.boot.admin.client.enabled=false",
                "--gridchat.component.cim-endpoint=" + base + "/cim/sparql", "--gridchat.pipeline.url=" + base,
                "--gridchat.store.username=svc", "--gridchat.store.password=store-secret");
        port = ((WebServerApplicationContext) component).getWebServer().getPort();
    }

    @AfterAll
    static void stop() {
        component.close();
        listener.stop(0);
        fuseki.stop();
    }

    static HttpResponse<String> post(QanaryMessage message) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/annotatequestion"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(new ObjectMapper().writeValueAsString(message))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    String foreign() { return "http://127.0.0.1:" + listener.getAddress().getPort() + "/qanary"; }

    @Test
    void theConfiguredEndpointIsServed() throws Exception {
        QanaryMessage message = ComponentCalls.newQuestion(base, "Which substations are there?");
        HttpResponse<String> r = post(message);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(ComponentCalls.graph(message, "reader").annotations(SpotInstance.class)).hasSize(1);
    }

    @Test
    void aMessageNamingAForeignStoreIsRefusedAndNothingReachesIt() throws Exception {
        int before = hits.get();
        QanaryMessage real = ComponentCalls.newQuestion(base, "Which substations are there?");
        for (String endpoint : List.of(foreign(), foreign() + "/", "http://127.0.0.1:" + listener.getAddress().getPort() + "/cim",
                base + "/cim", base + "/qanary/../cim", "file:///etc/passwd")) {
            HttpResponse<String> r = post(new QanaryMessage(endpoint, real.inGraph(), real.outGraph()));
            assertThat(r.statusCode()).as(endpoint + ": " + r.body()).isEqualTo(400);
            assertThat(r.body()).contains("spotter").contains("not this component's configured one")
                    .contains("gridchat.component.qanary-endpoint").doesNotContain("store-secret");
        }
        // the graph sent in the message does not help: the endpoint is checked first
        HttpResponse<String> withGraph = post(new QanaryMessage(foreign(), real.inGraph(), real.outGraph()).withGraph(
                "<http://x/q> <http://www.w3.org/2002/07/owl#sameAs> <urn:qanary:currentQuestion> .\n"));
        assertThat(withGraph.statusCode()).isEqualTo(400);
        assertThat(hits.get()).as("requests that reached the foreign listener").isEqualTo(before);
        assertThat(ComponentCalls.graph(real, "reader").annotations(SpotInstance.class)).isEmpty();
    }

    @Test
    void aQuestionIriOutsideThePipelineIsNotFetched() throws Exception {
        int before = hits.get();
        QanaryMessage real = ComponentCalls.newQuestion(base, "unused");
        String foreignQuestion = "http://127.0.0.1:" + listener.getAddress().getPort() + "/question/1";
        String graph = "<" + foreignQuestion + "> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://www.wdaqua.eu/qa#Question> .\n";
        HttpResponse<String> r = post(new QanaryMessage(base + "/qanary", real.inGraph(), real.outGraph()).withGraph(graph));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(r.body()).contains("was not fetched");
        assertThat(hits.get()).isEqualTo(before);
    }
}
