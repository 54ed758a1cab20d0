package io.gridchat.triplestore;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

import io.gridchat.store.StoreCredentials;
import io.gridchat.store.StoreProperties;
import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.load.LoaderCli;

/**
 * The triplestore service: {@code java -jar triplestore-exec.jar} serves; {@code ... load ...} loads and exits
 * (see {@link LoaderCli}). No servlet container of Spring's own: Fuseki brings its Jetty.
 */
@SpringBootApplication
@EnableConfigurationProperties({TriplestoreProperties.class, StoreProperties.class})
public class TriplestoreApplication {

    /** TDB2 system property; read once when Jena initialises. */
    public static final String EXACT_LEXICAL_FORMS = "org.apache.jena.tdb.store.enableInlineLiterals";

    public static void main(String[] args) {
        // Before any Jena class loads: TDB2 otherwise stores numbers, dates and booleans as values, so
        // "1.0E-1"^^xsd:float comes back as "0.1" and matches "0.1"^^xsd:float. GraphDB (where the benchmark was
        // recorded) and the RDF data model keep lexical forms distinct.
        System.setProperty(EXACT_LEXICAL_FORMS, System.getProperty(EXACT_LEXICAL_FORMS, "false"));
        if (args.length > 0 && args[0].equals("load")) {
            System.exit(LoaderCli.run(args, System.out, System.err));
        }
        org.apache.jena.sparql.expr.NodeValue.VerboseWarnings = false; // see LoaderCli
        SpringApplication app = new SpringApplication(TriplestoreApplication.class);
        app.setDefaultProperties(java.util.Map.of(
            "spring.main.web-application-type", "none",
            // Fuseki logs three lines per request at INFO; keep the console for what matters
            "logging.level.org.apache.jena.fuseki.Fuseki", "WARN",
            "logging.level.org.apache.jena.fuseki.Request", "WARN"));
        app.run(args);
    }

    @Bean(destroyMethod = "close")
    EmbeddedTriplestore embeddedTriplestore(TriplestoreProperties props, StoreProperties storeSettings) {
        LoadRequest request = props.loadOrder() == null ? null : LoadRequest.fromOrderFile(props.loadOrder());
        // the store credential every service sends (gridchat.store.username/password) guards the qanary writes (issue 45)
        StoreCredentials writer = storeSettings.credentials();
        if (writer.authorization() == null) {
            org.slf4j.LoggerFactory.getLogger(TriplestoreApplication.class).warn("gridchat.store.username/password are not set:"
                + " anyone who reaches this port can write question graphs (./gridchat up sets them; README \"Security\")");
        }
        EmbeddedTriplestore store = EmbeddedTriplestore.start(props.dataDir(), props.host(), props.port(), request, props.storage(), writer);
        System.out.println("triplestore ready on " + store.baseUrl() + " cim=" + store.cimTripleCount() + " triples");
        return store;
    }
}
