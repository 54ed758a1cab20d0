package io.gridchat.sparqlgen.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.eatclassifier.EatClassifier;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.classify.TargetClasses;
import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.relations.RelationDetector;
import io.gridchat.relations.paths.PathFinder;
import io.gridchat.relations.paths.PathLexicon;
import io.gridchat.relations.training.LexiconTrainer;
import io.gridchat.sparqlgen.compose.QueryComposer;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.query.Dataset;
import org.apache.jena.query.DatasetFactory;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetFactory;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;

/**
 * Offline evaluation of eat-classifier → relation-detection → sparql-generator on the dev split with GOLD
 * entities (from parameter_bindings) and gold literal values, against the benchmark graph built in-process.
 * Score = steps_score's sparql step: the query's result column equals the reference's required column.
 *
 * <pre>mvn -q -o -pl components/sparql-generator test-compile exec:java ... or run from the IDE:
 * OfflineEval SHARED_DIR [all|dev50] [verbose]</pre>
 */
public final class OfflineEval {
    public static void main(String[] args) throws Exception {
        Path shared = Path.of(args.length > 0 ? args[0] : System.getProperty("gridchat.shared.dir", "../shared"));
        boolean verbose = args.length > 2 && args[2].equals("verbose");
        Path qa = shared.resolve("datasets/t2ps-qa");
        Dataset ds = load(shared);
        Function<Query, ResultSetRewindable> select = q -> {
            try (QueryExecution qe = QueryExecutionFactory.create(q, ds)) {
                return ResultSetFactory.copyResults(qe.execSelect());
            }
        };
        // -Dstore=http-mem | http-tdb2: the same graph behind a real Fuseki on a free port (TDB2 like the real stack)
        String storeMode = System.getProperty("store", "mem");
        if (storeMode.startsWith("http")) {
            org.apache.jena.atlas.logging.LogCtl.setLevel("org.apache.jena.fuseki", "WARN");
            DatasetGraph served = ds.asDatasetGraph();
            if (storeMode.equals("http-tdb2")) served = tdb2(ds.asDatasetGraph());
            org.apache.jena.fuseki.main.FusekiServer server = org.apache.jena.fuseki.main.FusekiServer.create().port(0).add("/cim", served).build().start();
            io.gridchat.kit.SparqlClient client = new io.gridchat.kit.SparqlClient("http://127.0.0.1:" + server.getPort() + "/cim/sparql", null, java.time.Duration.ofSeconds(20));
            select = client::select;
            System.out.println("store: " + storeMode + " on port " + server.getPort());
        }
        Function<Query, ResultSetRewindable> plain = select;
        select = q -> {
            long t = System.nanoTime();
            try { return plain.apply(q); } finally { QUERIES[0]++; QUERY_NANOS[0] += System.nanoTime() - t; }
        };
        String grid = System.getProperty("grid", "");
        List<String> configs = grid.isEmpty() ? List.of("") : List.of(grid.split(";"));
        TargetClassModel.Counts counts = TargetClassModel.train(TrainingSet.examples(qa.resolve("train.yaml")));
        List<String> classes = TargetClasses.read(select);
        PathLexicon lexicon = LexiconTrainer.train(LexiconTrainer.templates(qa.resolve("train.yaml")));
        for (String config : configs) {
            for (String kv : config.split(",")) if (kv.contains("=")) System.setProperty(kv.substring(0, kv.indexOf('=')).trim(), kv.substring(kv.indexOf('=') + 1).trim());
            for (int pass = 1; pass <= Integer.getInteger("passes", 1); pass++) {
                System.out.println("==== config " + config + " pass " + pass);
                run(qa, select, counts, classes, lexicon, args, verbose);
            }
        }
        System.exit(0); // an HTTP store's Fuseki threads would keep the JVM alive
    }

    /** Query count and time of the current stage (single-threaded evaluation). */
    static final long[] QUERIES = new long[1], QUERY_NANOS = new long[1];

    static DatasetGraph tdb2(DatasetGraph mem) {
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "gridchat-eval-tdb2");
        boolean fresh = !Files.exists(dir.resolve("Data-0001"));
        DatasetGraph tdb = org.apache.jena.tdb2.TDB2Factory.connectDataset(dir.toString()).asDatasetGraph();
        if (fresh) {
            long t0 = System.currentTimeMillis();
            org.apache.jena.system.Txn.executeWrite(tdb, () -> mem.find().forEachRemaining(tdb::add));
            System.out.printf("TDB2 copy in %d ms%n", System.currentTimeMillis() - t0);
        }
        return tdb;
    }

    record Stage(List<Long> ms, List<Long> queries) {
        Stage() { this(new ArrayList<>(), new ArrayList<>()); }
        void add(long nanos, long q) { ms.add(nanos / 1_000_000); queries.add(q); }
        String summary() {
            List<Long> m = new ArrayList<>(ms); m.sort(null);
            return String.format("p50 %d ms p95 %d ms, queries/question avg %.1f", m.get(m.size() / 2), m.get((int) (m.size() * 0.95)),
                    queries.stream().mapToLong(Long::longValue).average().orElse(0));
        }
    }

    @SuppressWarnings("unchecked")
    static double run(Path qa, Function<Query, ResultSetRewindable> select, TargetClassModel.Counts counts, List<String> classes,
                    PathLexicon lexicon, String[] args, boolean verbose) throws Exception {
        if (Boolean.getBoolean("no.class-model")) counts = TargetClassModel.Counts.empty();
        if (Boolean.getBoolean("no.path-lexicon")) lexicon = PathLexicon.empty();
        TargetClassModel model = new TargetClassModel(counts, classes, Double.parseDouble(System.getProperty("w.alias", "" + EatClassifier.ALIAS_WEIGHT)), Double.parseDouble(System.getProperty("w.nb", "" + EatClassifier.BAYES_WEIGHT)));
        PathFinder.Weights d = PathFinder.Weights.defaults();
        PathFinder.Weights weights = new PathFinder.Weights(Double.parseDouble(System.getProperty("w.pair", "" + d.pair())),
                Double.parseDouble(System.getProperty("w.path", "" + d.path())), Double.parseDouble(System.getProperty("w.prop", "" + d.prop())),
                Double.parseDouble(System.getProperty("w.lex", "" + d.lex())), Double.parseDouble(System.getProperty("w.name", "" + d.name())),
                Double.parseDouble(System.getProperty("w.length", "" + d.length())), Double.parseDouble(System.getProperty("w.results", "" + d.results())));
        PathFinder finder = new PathFinder(select, lexicon, weights);

        Set<String> dev50 = new HashSet<>();
        new ObjectMapper().readTree(qa.resolve("dev50.json").toFile()).get("dev50_template_ids").forEach(n -> dev50.add(n.asText()));
        List<Map<String, Object>> dev = LexiconTrainer.templates(qa.resolve("dev.yaml"));
        int n = 0, ok = 0, n50 = 0, ok50 = 0, classOk = 0;
        List<Long> times = new ArrayList<>();
        Stage eatStage = new Stage(), relStage = new Stage(), genStage = new Stage();
        io.gridchat.sparqlgen.validation.SparqlValidator validator = new io.gridchat.sparqlgen.validation.SparqlValidator(select);
        java.io.PrintWriter dump = System.getProperty("dump") == null ? null : new java.io.PrintWriter(Files.newBufferedWriter(Path.of(System.getProperty("dump"))));
        for (Map<String, Object> t : dev) {
            boolean in50 = dev50.contains(String.valueOf(t.get("template_id")));
            if (args.length > 1 && args[1].equals("dev50") && !in50) continue;
            String goldClass = TrainingSet.expand(String.valueOf(((List<Map<String, Object>>) t.get("outputs")).get(0).get("type")));
            for (Map<String, Object> q : (List<Map<String, Object>>) t.get("questions")) {
                String text = String.valueOf(q.get("question_text"));
                Map<String, Object> bindings = (Map<String, Object>) q.get("parameter_bindings");
                List<Instance> instances = new ArrayList<>();
                List<SpotInstance> spots = new ArrayList<>();
                List<String> mentions = new ArrayList<>();
                Map<String, Object> sparqlStep = null;
                for (List<Map<String, Object>> g : (List<List<Map<String, Object>>>) q.get("reference_steps")) {
                    for (Map<String, Object> s : g) {
                        if ("iri_discovery".equals(s.get("name"))) mentions.add(String.valueOf(((Map<String, Object>) s.get("args")).get("query")));
                        if ("sparql_query".equals(s.get("name"))) sparqlStep = s;
                    }
                }
                int mi = 0;
                for (Map.Entry<String, Object> b : bindings.entrySet()) {
                    String key = b.getKey();
                    if (key.startsWith("$ObjectIdentity")) {
                        String cls = TrainingSet.expand(key.substring(key.indexOf(',') + 1, key.lastIndexOf(')')).trim());
                        String mention = mi < mentions.size() ? mentions.get(mi++) : null;
                        instances.add(new Instance(null, mention, String.valueOf(b.getValue()), null, cls, 1.0));
                    } else if (key.startsWith("$ValueFilter")) {
                        spots.add(new SpotInstance(null, String.valueOf(b.getValue()), SpotKind.NUMBER, String.valueOf(b.getValue()), null, null, 1.0));
                    }
                }
                long start = System.nanoTime();
                String got;
                QUERIES[0] = 0;
                List<AnswerType> types = EatClassifier.classify(text, model);
                long tEat = System.nanoTime();
                eatStage.add(tEat - start, QUERIES[0]);
                QUERIES[0] = 0;
                long tRel = tEat;
                if (types.get(0).targetClass() != null && types.get(0).targetClass().equals(goldClass)) classOk++;
                List<Relation> relations;
                String sparql = null;
                try {
                    relations = RelationDetector.detect(text, types, instances, spots, finder);
                    tRel = System.nanoTime();
                    relStage.add(tRel - tEat, QUERIES[0]);
                    QUERIES[0] = 0;
                    String target = relations.stream().map(Relation::subjectClass).filter(c -> c != null).findFirst().orElse(types.get(0).targetClass());
                    Set<String> iris = new HashSet<>();
                    instances.forEach(i -> iris.add(i.iri()));
                    Query query = new QueryComposer().compose(types.get(0).kind() == AnswerKind.COUNT ? AnswerKind.COUNT : AnswerKind.LIST, target, relations, iris);
                    query = io.gridchat.sparqlgen.validation.LiteralTyping.typeByRange(query, select);
                    sparql = query.toString();
                    validator.validate(query.serialize()); // as the component does (timed; the eval keeps its own path)
                    got = column(select.apply(query));
                    genStage.add(System.nanoTime() - tRel, QUERIES[0]);
                } catch (RuntimeException e) {
                    got = "ERROR " + e;
                }
                times.add((System.nanoTime() - start) / 1_000_000);
                String want = reference(sparqlStep);
                if (dump != null) dump.println(t.get("template_id") + "\t" + text.replace('\t', ' ') + "\t" + (sparql == null ? got : sparql.replace('\n', ' ')));
                boolean match = want.equals(got);
                n++; if (match) ok++;
                if (in50) { n50++; if (match) ok50++; }
                if (verbose && !match) {
                    System.out.println("---- MISS " + t.get("name") + "\n  Q: " + text + "\n  gold: " + ((Map<String, Object>) sparqlStep.get("args")).get("query").toString().replace("\n", " ")
                            + "\n  ours: " + (sparql == null ? got : sparql.replaceAll("PREFIX[^\n]*\n", "").replace("\n", " ")) + "\n  types: " + types);
                }
            }
        }
        times.sort(null);
        if (dump != null) dump.close();
        System.out.println("eat-classifier     " + eatStage.summary());
        if (!relStage.ms().isEmpty()) System.out.println("relation-detection " + relStage.summary());
        if (!genStage.ms().isEmpty()) System.out.println("sparql-generator   " + genStage.summary());
        System.out.printf("dev50: %d/%d = %.3f%n", ok50, n50, n50 == 0 ? 0 : ok50 / (double) n50);
        System.out.printf("all evaluated: %d/%d = %.3f   target class top-1 %.3f%n", ok, n, ok / (double) n, classOk / (double) n);
        System.out.printf("ms/question p50 %d p95 %d%n", times.get(times.size() / 2), times.get((int) (times.size() * 0.95)));
        return n50 == 0 ? 0 : ok50 / (double) n50;
    }

    /** Builds everything and returns the dev50 accuracy (used by the shared-data test). */
    public static double dev50(Path shared) throws Exception {
        Path qa = shared.resolve("datasets/t2ps-qa");
        Dataset ds = load(shared);
        Function<Query, ResultSetRewindable> select = q -> {
            try (QueryExecution qe = QueryExecutionFactory.create(q, ds)) {
                return ResultSetFactory.copyResults(qe.execSelect());
            }
        };
        return run(qa, select, TargetClassModel.train(TrainingSet.examples(qa.resolve("train.yaml"))), TargetClasses.read(select),
                LexiconTrainer.train(LexiconTrainer.templates(qa.resolve("train.yaml"))), new String[] {"", "dev50"}, false);
    }

    static String column(ResultSetRewindable rs) {
        List<String> values = new ArrayList<>();
        String var = rs.getResultVars().get(0);
        rs.forEachRemaining(s -> values.add(norm(s.get(var))));
        values.sort(null);
        return String.join("\n", values);
    }

    static String norm(RDFNode n) {
        if (n == null) return "";
        if (n.isLiteral()) {
            try {
                if (n.asLiteral().getValue() instanceof Number num) return String.format("%.8f", num.doubleValue());
            } catch (RuntimeException ignored) { }
            return n.asLiteral().getLexicalForm();
        }
        return n.isURIResource() ? n.asResource().getURI() : n.toString();
    }

    static String reference(Map<String, Object> step) throws Exception {
        JsonNode json = new ObjectMapper().readTree(String.valueOf(step.get("output")));
        String col = String.valueOf(((List<Object>) step.get("required_columns")).get(0));
        List<String> values = new ArrayList<>();
        for (JsonNode b : json.get("results").get("bindings")) {
            JsonNode v = b.get(col);
            if (v == null) { values.add(""); continue; }
            String value = v.get("value").asText();
            if (v.has("datatype") && v.get("datatype").asText().matches(".*#(float|double|decimal|int|integer|long)")) {
                value = String.format("%.8f", Double.parseDouble(value));
            }
            values.add(value);
        }
        values.sort(null);
        return String.join("\n", values);
    }

    /** The benchmark graph, built once with the triplestore's loader and cached as N-Quads in /tmp. */
    static Dataset load(Path shared) throws Exception {
        Path cache = Path.of(System.getProperty("java.io.tmpdir"), "gridchat-eval-benchmark.nq");
        DatasetGraph dsg = DatasetGraphFactory.createTxnMem();
        long t0 = System.currentTimeMillis();
        if (Files.exists(cache)) {
            RDFDataMgr.read(dsg, cache.toString(), Lang.NQUADS);
        } else {
            // The triplestore module's loader (range typing, inference, post-load updates). Called reflectively because
            // the triplestore artifact is currently packaged as a Spring Boot fat jar, whose classes a test cannot import.
            Class<?> requestType = Class.forName("io.gridchat.triplestore.load.LoadRequest");
            Object request = requestType.getMethod("fromOrderFile", Path.class).invoke(null, shared.resolve("datasets/kg/load-order-qa-v3-era.tsv"));
            Class<?> loaderType = Class.forName("io.gridchat.triplestore.load.Loader");
            Object loader = loaderType.getConstructor(java.util.function.Consumer.class).newInstance((java.util.function.Consumer<String>) System.out::println);
            loaderType.getMethod("load", DatasetGraph.class, requestType).invoke(loader, dsg, request);
            try (OutputStream out = Files.newOutputStream(cache)) {
                org.apache.jena.system.Txn.executeRead(dsg, () -> RDFDataMgr.write(out, dsg, Lang.NQUADS));
            }
        }
        System.out.printf("graph ready in %d ms%n", System.currentTimeMillis() - t0);
        return DatasetFactory.wrap(dsg);
    }
}
