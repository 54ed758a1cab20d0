package io.gridchat.store;

import io.gridchat.settings.RecordDefaults;
import io.gridchat.settings.Settings;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The one store configuration every service reads ({@code gridchat.store.*}): which protocol, where the server is, the
 * dataset/repository ids and credentials. With {@code url} unset each service keeps its own endpoint properties (the
 * embedded Fuseki defaults); with it set they are derived from here (see {@link Store}).
 *
 * @param kind              {@code fuseki} (default) | {@code graphdb} | {@code rdf4j}
 * @param url               server base URL, e.g. {@code http://127.0.0.1:7200} (GraphDB) or {@code http://127.0.0.1:3030} (Fuseki)
 * @param cimRepository     dataset / repository id of the grid graph (default {@code cim})
 * @param qanaryRepository  dataset / repository id of the question graphs (default {@code qanary})
 * @param username          Basic auth user (optional)
 * @param password          Basic auth password (optional)
 * @param token             GraphDB token, sent as {@code Authorization: GDB <token>} (optional; wins over Basic)
 */
@ConfigurationProperties(prefix = "gridchat.store")
public record StoreProperties(String kind, String url, @DefaultValue("cim") String cimRepository,
                              @DefaultValue("qanary") String qanaryRepository, String username, String password, String token) {
    public StoreProperties {
        Settings.requireText(cimRepository, "gridchat.store.cim-repository");
        Settings.requireText(qanaryRepository, "gridchat.store.qanary-repository");
    }

    /** Nothing configured: each service uses its own endpoint settings (the embedded Fuseki). */
    public static StoreProperties none() { return RecordDefaults.of(StoreProperties.class); }

    public StoreKind storeKind() { return StoreKind.parse(kind); }

    public StoreCredentials credentials() { return new StoreCredentials(username, password, token); }

    /** True when a server URL is configured, so endpoints are derived from it. */
    public boolean configured() { return url != null && !url.isBlank(); }

    /** The grid graph's query URL from this configuration, or the service's own setting when no server URL is set. */
    public String cimQueryUrlOr(String serviceSetting) { return configured() ? store().cimQueryUrl() : serviceSetting; }

    /** The question graphs' query URL from this configuration, or the service's own setting when no server URL is set. */
    public String qanaryQueryUrlOr(String serviceSetting) { return configured() ? store().qanaryQueryUrl() : serviceSetting; }

    @Override
    public String toString() { // never print secrets (issue 45)
        return "StoreProperties[kind=" + kind + ", url=" + url + ", cimRepository=" + cimRepository + ", qanaryRepository="
                + qanaryRepository + ", username=" + username + ", password=" + Settings.secret(password) + ", token="
                + Settings.secret(token) + "]";
    }

    /** The derived store; only meaningful when {@link #configured()}. */
    public Store store() {
        if (!configured()) throw new IllegalStateException("gridchat.store.url is not set");
        return new Store(storeKind(), url, cimRepository, qanaryRepository, credentials());
    }
}
