package io.gridchat.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Every URL a service needs, derived from one store configuration. */
class StoreTest {
    @Test
    void fusekiUrls() {
        Store s = new StoreProperties("fuseki", "http://127.0.0.1:3030/", "cim", "qanary", null, null, null).store();
        assertThat(s.cimQueryUrl()).isEqualTo("http://127.0.0.1:3030/cim/sparql");
        assertThat(s.qanaryEndpoint()).isEqualTo("http://127.0.0.1:3030/qanary");
        assertThat(s.qanaryQueryUrl()).isEqualTo("http://127.0.0.1:3030/qanary/sparql");
        assertThat(s.qanaryUpdateUrl()).isEqualTo("http://127.0.0.1:3030/qanary");
        assertThat(s.workbenchUrl()).isNull();
    }

    @Test
    void graphDbUrls() {
        Store s = new StoreProperties("graphdb", "http://gdb:7200", "grid", "qa", null, null, null).store();
        assertThat(s.cimQueryUrl()).isEqualTo("http://gdb:7200/repositories/grid");
        assertThat(s.cimUpdateUrl()).isEqualTo("http://gdb:7200/repositories/grid/statements");
        assertThat(s.qanaryEndpoint()).isEqualTo("http://gdb:7200/repositories/qa");
        assertThat(s.qanaryQueryUrl()).isEqualTo("http://gdb:7200/repositories/qa");
        assertThat(s.qanaryUpdateUrl()).isEqualTo("http://gdb:7200/repositories/qa/statements");
        assertThat(s.workbenchUrl()).isEqualTo("http://gdb:7200");
    }

    @Test
    void componentsDeriveTheUpdateUrlFromTheQanaryEndpoint() {
        assertThat(StoreKind.GRAPHDB.updateUrlFor("http://gdb:7200/repositories/qanary")).isEqualTo("http://gdb:7200/repositories/qanary/statements");
        assertThat(StoreKind.GRAPHDB.updateUrlFor("http://gdb:7200/repositories/qanary/statements")).isEqualTo("http://gdb:7200/repositories/qanary/statements");
        assertThat(StoreKind.GRAPHDB.queryUrlFor("http://gdb:7200/repositories/qanary/statements")).isEqualTo("http://gdb:7200/repositories/qanary");
        assertThat(StoreKind.FUSEKI.updateUrlFor("http://127.0.0.1:3030/qanary")).isEqualTo("http://127.0.0.1:3030/qanary");
    }

    @Test
    void kinds() {
        assertThat(StoreKind.parse(null)).isEqualTo(StoreKind.FUSEKI);
        assertThat(StoreKind.parse("RDF4J")).isEqualTo(StoreKind.GRAPHDB);
        assertThatThrownBy(() -> StoreKind.parse("stardog")).hasMessageContaining("stardog");
    }

    @Test
    void credentialsBecomeOneHeaderAndAreNeverPrinted() {
        assertThat(new StoreCredentials("admin", "root", null).authorization()).isEqualTo("Basic YWRtaW46cm9vdA==");
        assertThat(new StoreCredentials("admin", "root", "abc").authorization()).isEqualTo("GDB abc");
        assertThat(new StoreCredentials("admin", "root", "GDB abc").authorization()).isEqualTo("GDB abc");
        assertThat(StoreCredentials.NONE.authorization()).isNull();
        assertThat(new StoreCredentials("admin", "root", null).toString()).doesNotContain("root");
    }
}
