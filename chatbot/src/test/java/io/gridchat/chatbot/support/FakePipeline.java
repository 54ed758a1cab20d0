package io.gridchat.chatbot.support;

import static io.gridchat.kit.vocabulary.Vocabulary.*;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.gridchat.kit.UserContext;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.Instance;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.graph.GraphFactory;
import org.apache.jena.system.Txn;

/**
 * A stand-in for the pipeline module (not usable yet when this was written): a real HTTP server speaking the
 * pipeline's protocol ({@code POST /questionanswering}, SSE {@code started}/{@code component}/{@code done}/{@code failed})
 * in front of a real in-process Fuseki holding the annotation dataset {@code qanary}. Its "components" write
 * annotations with the kit's {@link AnnotationShapes}, like the real ones do:
 * <ul>
 *   <li>known places: Oslo and Bergen are ambiguous (two substations each: a {@link Clarification} unless the user
 *   context carries a choice for the mention), Trondheim and Stavanger are not;</li>
 *   <li>Halden and Arendal are two substations named alike (Arendal's options are cut: 7 candidates);</li>
 *   <li>"how many" → COUNT answer 42; "voltage" → VALUE "400 kV"; "transformers" → one row per linked place, a
 *   transformer IRI of that place; "describe" → the linked place's own IRI and 420; "list" → 25 rows; otherwise 3 rows;</li>
 *   <li>while a clarification is open, "how many" and "transformers" questions come with the reading of each option (its
 *   answer with that option chosen), "lines" with a reading of the first option only; others ("describe") with none, as a
 *   time-series question has none;</li>
 *   <li>a question containing "explode" makes component ner fail ({@code failed} event); "slowly" makes every component take 1 s.</li>
 * </ul>
 * Every request is recorded for assertions.
 */
public final class FakePipeline implements AutoCloseable {
    public static final String CIM = "https://cim.ucaiug.io/ns#";
    public static final Map<String, List<String[]>> PLACES = Map.of(
            "oslo", List.of(new String[] {"https://grid.example/id/oslo-1", "Oslo 1 (420 kV)"}, new String[] {"https://grid.example/id/oslo-2", "Oslo 2 (132 kV)"}),
            "bergen", List.of(new String[] {"https://grid.example/id/bergen-1", "Bergen North"}, new String[] {"https://grid.example/id/bergen-2", "Bergen South"}),
            "trondheim", List.<String[]>of(new String[] {"https://grid.example/id/trondheim", "Trondheim"}),
            "stavanger", List.<String[]>of(new String[] {"https://grid.example/id/stavanger", "Stavanger"}),
            // same name, same class: the engine checks whether the answer depends on which one is meant
            "halden", List.of(new String[] {"https://grid.example/id/halden-1", "HALDEN"}, new String[] {"https://grid.example/id/halden-2", "HALDEN"}),
            "arendal", List.of(new String[] {"https://grid.example/id/arendal-1", "ARENDAL"}, new String[] {"https://grid.example/id/arendal-2", "ARENDAL"}));
    /** Places whose clarification offers fewer options than there are candidates (the list was cut). */
    static final Map<String, Integer> CANDIDATES = Map.of("arendal", 7);
    static final List<String> COMPONENTS = List.of("eat-classifier", "ner", "disambiguation", "relation-detection", "sparql-generator", "cognite-bridge", "diagrams");

    public record Request(String text, List<String> components, String additionalTriples, UserContext context) {}

    private final DatasetGraph dataset = DatasetGraphFactory.createTxnMem();
    private final FusekiServer fuseki;
    private final HttpServer http;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private volatile long componentDelayMs = 0;

    public FakePipeline() throws IOException {
        fuseki = FusekiServer.create().port(0).loopback(true).add("/qanary", dataset).build().start();
        http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        http.setExecutor(Executors.newFixedThreadPool(4));
        http.createContext("/questionanswering", this::questionAnswering);
        http.start();
    }

    public String url() { return "http://127.0.0.1:" + http.getAddress().getPort(); }

    /** The Qanary endpoint (queries and updates) of the annotation dataset. */
    public String qanaryEndpoint() { return "http://127.0.0.1:" + fuseki.getHttpPort() + "/qanary"; }

    public String qanaryQueryEndpoint() { return "http://127.0.0.1:" + fuseki.getHttpPort() + "/qanary/sparql"; }

    public List<Request> requests() { return List.copyOf(requests); }

    public Request lastRequest() { return requests.get(requests.size() - 1); }

    public void componentDelayMs(long ms) { this.componentDelayMs = ms; }

    private void questionAnswering(HttpExchange ex) throws IOException {
        try (ex) {
            Map<String, List<String>> form = form(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            String text = first(form, "textquestion");
            String triples = first(form, "additionaltriples");
            String id = UUID.randomUUID().toString();
            String graph = "urn:graph:" + id;
            Node question = NodeFactory.createURI(url() + "/question/" + id);
            Graph context = GraphFactory.createDefaultGraph();
            if (triples != null) RDFParser.source(new ByteArrayInputStream(triples.getBytes(StandardCharsets.UTF_8))).lang(Lang.TURTLE).parse(context);
            UserContext userContext = readContext(context);
            requests.add(new Request(text, form.getOrDefault("componentlist[]", List.of()), triples, userContext));

            Node g = NodeFactory.createURI(graph);
            Txn.executeWrite(dataset, () -> {
                dataset.add(g, question, RDF_TYPE, QA_QUESTION);
                dataset.add(g, question, OWL_SAME_AS, CURRENT_QUESTION);
                dataset.add(g, question, GC_TEXT, NodeFactory.createLiteralString(text));
                context.find().forEachRemaining(t -> dataset.add(g, t.getSubject(), t.getPredicate(), t.getObject()));
            });

            ex.getResponseHeaders().set("Content-Type", "text/event-stream");
            ex.sendResponseHeaders(200, 0);
            OutputStream out = ex.getResponseBody();
            send(out, "started", "{\"inGraph\":\"" + graph + "\",\"question\":\"" + question.getURI() + "\"}");
            List<Annotation> annotations = annotate(text.toLowerCase(Locale.ROOT), userContext);
            int order = 1;
            for (String c : COMPONENTS) {
                if (componentDelayMs > 0) sleep(componentDelayMs);
                if (text.contains("slowly")) sleep(1000);
                if (c.equals("ner") && text.toLowerCase(Locale.ROOT).contains("explode")) {
                    send(out, "component", "{\"component\":\"ner\",\"order\":" + order + ",\"status\":\"failed\",\"httpStatus\":500,\"durationMs\":3,\"error\":\"NullPointerException\"}");
                    send(out, "failed", "{\"component\":\"ner\",\"error\":\"NullPointerException\",\"inGraph\":\"" + graph + "\"}");
                    return;
                }
                send(out, "component", "{\"component\":\"" + c + "\",\"order\":" + order++ + ",\"status\":\"ok\",\"httpStatus\":200,\"durationMs\":2,\"error\":null}");
            }
            Txn.executeWrite(dataset, () -> {
                for (Annotation a : annotations) {
                    AnnotationShapes.write(a, question, "fake-pipeline", Instant.now(), t -> dataset.add(g, t.getSubject(), t.getPredicate(), t.getObject()));
                }
            });
            send(out, "done", "{\"endpoint\":\"" + qanaryQueryEndpoint() + "\",\"inGraph\":\"" + graph + "\",\"outGraph\":\"" + graph
                    + "\",\"question\":\"" + question.getURI() + "\"}");
        }
    }

    /** What the stand-in "components" annotate for a (lower-cased) question, honouring the user's choices. */
    public static List<Annotation> annotate(String text, UserContext context) {
        List<Annotation> out = new ArrayList<>();
        Map<String, String> chosen = new LinkedHashMap<>();
        for (UserContext.UserChoice c : context.choices()) chosen.put(c.mention().toLowerCase(Locale.ROOT), c.chosenOptionIri());
        boolean open = false;
        List<String> linked = new ArrayList<>();
        for (Map.Entry<String, List<String[]>> place : PLACES.entrySet().stream().sorted(Map.Entry.comparingByKey()).toList()) {
            int at = text.indexOf(place.getKey());
            if (at < 0) continue;
            String mention = Character.toUpperCase(place.getKey().charAt(0)) + place.getKey().substring(1);
            List<String[]> candidates = place.getValue();
            String iri = chosen.get(place.getKey());
            if (iri == null && candidates.size() > 1) {
                List<Clarification.Option> options = candidates.stream().map(c -> new Clarification.Option(c[0], c[1], CIM + "Substation")).toList();
                io.gridchat.kit.annotation.TextSpan span = new io.gridchat.kit.annotation.TextSpan(at, at + mention.length());
                out.add(new Clarification(span, mention, "Which " + mention + " do you mean?", options, 0.5,
                        CANDIDATES.getOrDefault(place.getKey(), options.size())));
                // what "lines" would answer for the first option (sparql-generator's reading; its relation is not the question's)
                if (text.contains("lines")) {
                    String first = options.get(0).iri();
                    out.add(new Relation(null, mention, CIM + "Line.Region", "<" + CIM + "Line.Region>", CIM + "Line", first, 0.8, first));
                    out.add(new io.gridchat.kit.annotation.Reading(span, mention, first, "SELECT ?l WHERE { ?l ?p <" + first + "> }",
                            result(List.of("l"), List.of(List.of(place.getKey() + " line 1"))), List.of("connect"), 0.8));
                } else if (text.contains("how many") || text.contains("transformers")) {
                    // the reading of each option: the answer the question gets with that option chosen
                    for (Clarification.Option o : options) {
                        List<UserContext.UserChoice> choices = new ArrayList<>(context.choices());
                        choices.add(new UserContext.UserChoice(mention, o.iri()));
                        List<Annotation> answered = annotate(text, new UserContext(context.userTime(), context.timeZone(), choices));
                        String sparql = answered.stream().filter(a -> a instanceof AnswerSparql).map(a -> ((AnswerSparql) a).sparql()).findFirst().orElse(null);
                        String json = answered.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElse(null);
                        if (sparql != null && json != null) out.add(new io.gridchat.kit.annotation.Reading(span, mention, o.iri(), sparql, json, List.of(), 0.8));
                    }
                }
                open = true;
                continue;
            }
            String resolved = iri != null ? iri : candidates.get(0)[0];
            String label = candidates.stream().filter(c -> c[0].equals(resolved)).map(c -> c[1]).findFirst().orElse(mention);
            out.add(new Instance(new io.gridchat.kit.annotation.TextSpan(at, at + mention.length()), mention, resolved, label, CIM + "Substation", 0.9));
            linked.add(resolved);
        }
        if (open) return out; // the sparql generator does not guess while a clarification is open
        if (text.contains("how many")) {
            out.add(new AnswerType(AnswerKind.COUNT, CIM + "Substation", 0.9));
            out.add(new AnswerSparql("SELECT (COUNT(?s) AS ?count) WHERE { ?s a <" + CIM + "Substation> }", 0.9));
            out.add(new AnswerJson(result(List.of("count"), List.of(List.of("42"))), 1.0));
        } else if (text.contains("transformers")) {
            out.add(new AnswerType(AnswerKind.LIST, CIM + "PowerTransformer", 0.9));
            out.add(new AnswerSparql("SELECT ?t WHERE { ?t a <" + CIM + "PowerTransformer> }", 0.9));
            out.add(new AnswerJson(iriResult("t", linked.stream().map(iri -> iri + "/T1").toList(), null, null), 1.0));
        } else if (text.contains("describe")) {
            out.add(new AnswerType(AnswerKind.LIST, CIM + "Substation", 0.9));
            out.add(new AnswerSparql("SELECT ?s ?kv WHERE { ?s a <" + CIM + "Substation> }", 0.9));
            out.add(new AnswerJson(iriResult("s", linked, "kv", "420"), 1.0));
        } else if (text.contains("voltage")) {
            out.add(new AnswerType(AnswerKind.VALUE, CIM + "BaseVoltage", 0.9));
            out.add(new AnswerSparql("SELECT ?value ?unit WHERE { ?v <" + CIM + "BaseVoltage.nominalVoltage> ?value }", 0.9));
            out.add(new AnswerJson(result(List.of("value", "unit"), List.of(List.of("400", "kV"))), 1.0));
        } else {
            int n = text.contains("list") ? 25 : 3;
            List<List<String>> rows = new ArrayList<>();
            for (int i = 1; i <= n; i++) rows.add(List.of("Line " + i));
            out.add(new AnswerType(AnswerKind.LIST, CIM + "ACLineSegment", 0.9));
            out.add(new AnswerSparql("SELECT ?name WHERE { ?l a <" + CIM + "ACLineSegment> ; <" + CIM + "IdentifiedObject.name> ?name }", 0.9));
            out.add(new AnswerJson(result(List.of("name"), rows), 1.0));
        }
        return out;
    }

    /** A column of IRIs, and optionally a column with one literal on every row. */
    private static String iriResult(String var, List<String> iris, String literalVar, String literal) {
        StringBuilder b = new StringBuilder("{\"head\":{\"vars\":[\"" + var + "\"" + (literalVar == null ? "" : ",\"" + literalVar + "\"")
                + "]},\"results\":{\"bindings\":[");
        for (int r = 0; r < iris.size(); r++) {
            b.append(r > 0 ? "," : "").append("{\"").append(var).append("\":{\"type\":\"uri\",\"value\":\"").append(iris.get(r)).append("\"}");
            if (literalVar != null) b.append(",\"").append(literalVar).append("\":{\"type\":\"literal\",\"value\":\"").append(literal).append("\"}");
            b.append('}');
        }
        return b.append("]}}").toString();
    }

    private static String result(List<String> vars, List<List<String>> rows) {
        StringBuilder b = new StringBuilder("{\"head\":{\"vars\":[");
        for (int i = 0; i < vars.size(); i++) b.append(i > 0 ? "," : "").append('"').append(vars.get(i)).append('"');
        b.append("]},\"results\":{\"bindings\":[");
        for (int r = 0; r < rows.size(); r++) {
            b.append(r > 0 ? "," : "").append('{');
            for (int i = 0; i < vars.size(); i++) {
                b.append(i > 0 ? "," : "").append('"').append(vars.get(i)).append("\":{\"type\":\"literal\",\"value\":\"").append(rows.get(r).get(i)).append("\"}");
            }
            b.append('}');
        }
        return b.append("]}}").toString();
    }

    private static UserContext readContext(Graph g) {
        Instant time = g.find(CONTEXT, GC_USER_TIME, Node.ANY).nextOptional().map(t -> Instant.parse(t.getObject().getLiteralLexicalForm())).orElse(null);
        String zone = g.find(CONTEXT, GC_TIME_ZONE, Node.ANY).nextOptional().map(t -> t.getObject().getLiteralLexicalForm()).orElse(null);
        List<UserContext.UserChoice> choices = new ArrayList<>();
        g.find(CONTEXT, GC_USER_CHOICE, Node.ANY).forEachRemaining(t -> {
            Node c = t.getObject();
            String mention = g.find(c, GC_MENTION, Node.ANY).nextOptional().map(x -> x.getObject().getLiteralLexicalForm()).orElse(null);
            g.find(c, GC_CHOSEN, Node.ANY).nextOptional().map(Triple::getObject).ifPresent(o -> choices.add(new UserContext.UserChoice(mention, o.getURI())));
        });
        return new UserContext(time, zone, choices);
    }

    private static void send(OutputStream out, String event, String data) throws IOException {
        out.write(("event: " + event + "\ndata: " + data + "\n\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private static Map<String, List<String>> form(String body) {
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            String k = URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8);
            String v = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            m.computeIfAbsent(k, x -> new ArrayList<>()).add(v);
        }
        return m;
    }

    private static String first(Map<String, List<String>> form, String key) {
        List<String> v = form.get(key);
        return v == null || v.isEmpty() ? null : v.get(0);
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        http.stop(0);
        fuseki.stop();
    }

    /** Runs the stand-in pipeline alone (used by the restart test's child JVM); prints its two URLs. */
    public static void main(String[] args) throws Exception {
        FakePipeline p = new FakePipeline();
        System.out.println(p.url() + " " + p.qanaryQueryEndpoint());
        Thread.currentThread().join();
    }
}
