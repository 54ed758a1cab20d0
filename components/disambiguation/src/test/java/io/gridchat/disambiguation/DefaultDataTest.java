package io.gridchat.disambiguation;

import static io.gridchat.disambiguation.QuestionGraphs.annotate;
import static io.gridchat.disambiguation.QuestionGraphs.spot;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.testing.CimFixtures;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotKind;
import java.util.List;
import org.apache.jena.fuseki.main.FusekiServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** A name of the default CGMES data (MicroGrid Belgium) is linked through the component API. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DefaultDataTest {
    static final FusekiServer FUSEKI = CimFixtures.serve(CimFixtures.microGridBE());

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry r) {
        r.add("gridchat.component.cim-endpoint", () -> "http://localhost:" + FUSEKI.getPort() + "/cim/sparql");
        r.add("gridchat.disambiguation.refresh-interval", () -> "0s");
        r.add("spring.boot.admin.client.enabled", () -> "false");
    }

    @AfterAll
    static void stop() { FUSEKI.stop(); }

    @LocalServerPort
    int port;

    @Test
    void linksASubstationOfMicroGrid() throws Exception {
        String q = "Which voltage levels are in the substation PP_Brussels?";
        List<Instance> instances = annotate(port, "http://localhost:" + FUSEKI.getPort(), q,
                List.of(spot(q, "PP_Brussels", SpotKind.NAME)), null, null).annotations(Instance.class);
        assertThat(instances).singleElement().satisfies(i -> {
            assertThat(i.iri()).isEqualTo("urn:uuid:37e14a0f-5e34-4647-a062-8bfd9305fa9d");
            assertThat(i.instanceClass()).isEqualTo("https://cim.ucaiug.io/ns#Substation");
        });
    }
}
