package io.gridchat.cognite;

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
public record CogniteProperties(String baseUrl, String project, String token, String apiKey, Duration timeout,
                                Integer maxDatapoints, Duration defaultRange, String catalogFile, Boolean detectCues,
                                String offlineDir, OAuth oauth) {
    public CogniteProperties {
        if (baseUrl == null || baseUrl.isBlank()) baseUrl = "https://api.cognitedata.com";
        if (timeout == null) timeout = Duration.ofSeconds(30);
        if (maxDatapoints == null || maxDatapoints <= 0) maxDatapoints = 5000;
        if (defaultRange == null) defaultRange = Duration.ofHours(24);
        if (detectCues == null) detectCues = true;
    }

    /** A call can be made: a project and some credential. */
    public boolean configured() {
        return project != null && !project.isBlank()
                && ((oauth != null && oauth.configured()) || (token != null && !token.isBlank()) || (apiKey != null && !apiKey.isBlank()));
    }

    public boolean offline() { return offlineDir != null && !offlineDir.isBlank(); }

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
    }
}
