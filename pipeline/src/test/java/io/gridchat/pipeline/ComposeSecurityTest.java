package io.gridchat.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 45: {@code docker-compose.yml} publishes only the chat UI's port (no store, no pipeline port), every service
 * needs the shared secrets (compose refuses to start without them: {@code ${VAR:?…}}), the services reach GraphDB as
 * their own user, GraphDB's security is turned on before anything uses it, and its repositories bound their queries.
 * (Kubernetes manifests are checked where they live.)
 */
class ComposeSecurityTest {
    static final List<String> SERVICES = List.of("pipeline", "eat-classifier", "ner", "disambiguation", "relation-detection",
            "sparql-generator", "cognite-bridge", "chatui");

    @Test
    @SuppressWarnings("unchecked")
    void onlyTheChatUiIsPublishedAndEveryServiceNeedsTheSecrets() throws Exception {
        Map<String, Object> compose = ComposeFileTest.compose();
        Map<String, Object> services = (Map<String, Object>) compose.get("services");
        services.forEach((name, s) -> {
            Object ports = ((Map<String, Object>) s).get("ports");
            if (name.equals("chatui")) assertThat((List<Object>) ports).containsExactly("8080:8080");
            else assertThat(ports).as(name + " publishes no port").isNull();
        });
        for (String name : SERVICES) {
            Map<String, String> env = ComposeFileTest.environment(compose, name);
            assertThat(env.get("GRIDCHAT_SECURITY_SERVICE_SECRET")).as(name).startsWith("${GRIDCHAT_SERVICE_SECRET:?");
            assertThat(env.get("GRIDCHAT_SECURITY_REGISTRATION_SECRET")).as(name).startsWith("${GRIDCHAT_REGISTRATION_SECRET:?");
            assertThat(env).as(name).containsEntry("GRIDCHAT_STORE_USERNAME", "gridchat");
            assertThat(env.get("GRIDCHAT_STORE_PASSWORD")).as(name).startsWith("${GRAPHDB_PASSWORD:?");
        }
        assertThat(ComposeFileTest.environment(compose, "chatui")).containsEntry("GRIDCHAT_CHATUI_COOKIESECURE", "true");
        Map<String, String> security = ComposeFileTest.environment(compose, "graphdb-security");
        assertThat(security.get("GRAPHDB_ADMIN_PASSWORD")).startsWith("${GRAPHDB_ADMIN_PASSWORD:?");
        String script = Files.readString(ComposeFileTest.root().resolve("deploy/graphdb/secure.sh"));
        assertThat(script).contains("READ_REPO_cim").contains("WRITE_REPO_qanary").doesNotContain("WRITE_REPO_cim")
                .contains("/rest/security");
        for (String repo : List.of("cim", "qanary")) {
            String config = Files.readString(ComposeFileTest.root().resolve(Path.of("deploy/graphdb", repo + "-config.ttl")));
            assertThat(config).contains("graphdb:query-timeout \"60\"").contains("graphdb:query-limit-results \"1000000\"");
        }
    }
}
