package io.gridchat.cognite;

import io.gridchat.settings.Settings;
import org.springframework.boot.context.properties.bind.DefaultValue;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the Cognite bridge ({@code gridchat.cognite.*}).
 *
 * @param baseUrl        Cognite cluster URL (default https://api.cognitedata.com)
 * @param project        CDF project; without it no call is made
 * @param token          OAuth bearer token (default from {@code COGNITE_TOKEN})
 * @param apiKey         legacy API key, used when no token is set (default from {@code COGNITE_API_KEY})
 * @param timeout        per HTTP request to Cognite
 * @param maxDatapoints  most datapoints fetched for one question when the question sets no limit
 * @param defaultRange   interval used when the question names none (ending at the user's time)
 * @param catalogFile    optional JSON export of time-series metadata, to name external ids without a connection
 * @param detectCues     also answer questions the answer-type classifier did not mark as time series when the
 *                       text asks for values over time ("readings", "prices from … to …", "hourly average")
 * @param offlineDir     a directory of exported datapoint files ({@code <externalId>.csv}) and their metadata
 *                       ({@code metadata.json}, else {@code catalogFile}): answers without a Cognite project
 * @param oauth          OAuth2 client credentials (token URL, client id, secret, scopes, audience): how CDF
 *                       projects authenticate; used when set, before {@code token} and {@code apiKey}
 */
@ConfigurationProperties(prefix = "gridchat.cognite")
public record CogniteProperties(@DefaultValue("https://api.cognitedata.com") String baseUrl, String project, String token,
                                String apiKey, @DefaultValue("30s") Duration timeout, @DefaultValue("5000") int maxDatapoints,
                                @DefaultValue("24h") Duration defaultRange, String catalogFile,
                                @DefaultValue("true") boolean detectCues, String offlineDir, OAuth oauth) {
    public CogniteProperties {
        Settings.requireText(baseUrl, "gridchat.cognite.base-url");
        if (maxDatapoints <= 0) throw new IllegalArgumentException("gridchat.cognite.max-datapoints must be positive, not " + maxDatapoints);
    }

    /** A call can be made: a project and some credential. */
    public boolean configured() {
        return project != null && !project.isBlank()
                && ((oauth != null && oauth.configured()) || (token != null && !token.isBlank()) || (apiKey != null && !apiKey.isBlank()));
    }

    public boolean offline() { return offlineDir != null && !offlineDir.isBlank(); }

    @Override
    public String toString() { // never print credentials (issue 45)
        return "CogniteProperties[baseUrl=" + baseUrl + ", project=" + project + ", token=" + Settings.secret(token) + ", apiKey="
                + Settings.secret(apiKey) + ", timeout=" + timeout + ", maxDatapoints=" + maxDatapoints + ", defaultRange="
                + defaultRange + ", catalogFile=" + catalogFile + ", detectCues=" + detectCues + ", offlineDir=" + offlineDir
                + ", oauth=" + oauth + "]";
    }

    /**
     * OAuth2 client credentials grant ({@code gridchat.cognite.oauth.*}), as CDF projects use it with Microsoft
     * Entra ID, Auth0, Keycloak …: {@code POST tokenUrl} with {@code grant_type=client_credentials}, the client id
     * and secret, {@code scope} (Entra: {@code https://<cluster>.cognitedata.com/.default}) and, for identity
     * providers that want it, {@code audience}.
     */
    public record OAuth(String tokenUrl, String clientId, String clientSecret, java.util.List<String> scopes, String audience) {
        public OAuth {
            scopes = scopes == null ? java.util.List.of() : scopes.stream().filter(x -> x != null && !x.isBlank()).toList();
        }

        public boolean configured() {
            return tokenUrl != null && !tokenUrl.isBlank() && clientId != null && !clientId.isBlank()
                    && clientSecret != null && !clientSecret.isBlank();
        }

        @Override
        public String toString() {
            return "OAuth[tokenUrl=" + tokenUrl + ", clientId=" + clientId + ", clientSecret=" + Settings.secret(clientSecret)
                    + ", scopes=" + scopes + ", audience=" + audience + "]";
        }
    }
}
