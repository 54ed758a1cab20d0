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

/** Names of the default CGMES data (MicroGrid Belgium) are spotted through the component API. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DefaultDataTest {
    static final FusekiServer FUSEKI = CimFixtures.serve(CimFixtures.microGridBE());

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry r) {
        r.add("gridchat.component.cim-endpoint", () -> "http://localhost:" + FUSEKI.getPort() + "/cim/sparql");
        r.add("gridchat.ner.refresh-interval", () -> "0s");
        r.add("spring.boot.admin.client.enabled", () -> "false");
    }

    @AfterAll
    static void stop() { FUSEKI.stop(); }

    @LocalServerPort
    int port;

    @Test
    void spotsSubstationAndGeneratorNames() throws Exception {
        List<SpotInstance> spots = annotateOn(FUSEKI, "Which voltage levels are in the substation PP_Brussels and in Anvers?");
        assertThat(spots).extracting(SpotInstance::mention).containsExactlyInAnyOrder("PP_Brussels", "Anvers");
        assertThat(spots).extracting(SpotInstance::kind).containsOnly(SpotKind.NAME);
    }

    private List<SpotInstance> annotateOn(FusekiServer f, String q) throws Exception {
        // NerComponentTest's helper writes into the /qanary dataset of the Fuseki it is given.
        return NerComponentTestSupport.annotate(port, "http://localhost:" + f.getPort(), q);
    }
}
