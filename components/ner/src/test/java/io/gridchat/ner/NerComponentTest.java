package io.gridchat.ner;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.testing.CimFixtures;
import java.util.List;
import org.apache.jena.fuseki.main.FusekiServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The ner component over HTTP ({@code POST /annotatequestion}) against a real Fuseki holding a small grid graph. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NerComponentTest {
    static final FusekiServer FUSEKI = CimFixtures.serve(CimFixtures.turtle(NerComponentTest.class, "grid.ttl"));

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry r) {
        r.add("gridchat.component.cim-endpoint", () -> base() + "/cim/sparql");
        r.add("gridchat.ner.refresh-interval", () -> "0s");
        r.add("spring.boot.admin.client.enabled", () -> "false");
    }

    @AfterAll
    static void stop() { FUSEKI.stop(); }

    @LocalServerPort
    int port;

    static String base() { return "http://localhost:" + FUSEKI.getPort(); }

    @Test
    void writesSpotsWithPositionsAndKinds() throws Exception {
        String q = "Which AC line segments make up the transmission line LC 300TRONDHEIM-MO 2 above 400 kV?";
        List<SpotInstance> spots = NerComponentTestSupport.annotate(port, base(), q);
        assertThat(spots).extracting(SpotInstance::kind).containsExactlyInAnyOrder(SpotKind.NAME, SpotKind.NUMBER);
        SpotInstance name = spots.stream().filter(s -> s.kind() == SpotKind.NAME).findFirst().orElseThrow();
        assertThat(name.span().of(q)).isEqualTo("LC 300TRONDHEIM-MO 2");
        SpotInstance number = spots.stream().filter(s -> s.kind() == SpotKind.NUMBER).findFirst().orElseThrow();
        assertThat(number.literalValue()).isEqualTo("400");
        assertThat(number.unit()).isEqualTo("kV");
    }

    @Test
    void questionsWithoutEntitiesGetNoAnnotations() throws Exception {
        assertThat(NerComponentTestSupport.annotate(port, base(), "How many substations are there?")).isEmpty();
        assertThat(NerComponentTestSupport.annotate(port, base(), "INSERT DATA { <urn:x> <urn:y> <urn:z> } ; DROP ALL")).isEmpty();
    }
}
