package io.gridchat.chatui.signin;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Optional sign-in with an OpenID Connect provider ({@code gridchat.chatui.sign-in.*}): Microsoft Entra ID,
 * Keycloak or any provider that publishes {@code <issuer>/.well-known/openid-configuration}.
 *
 * @param enabled      off (default): anonymous cookie sessions, as without this feature; on: every page, API and the
 *                     WebSocket handshake need a signed-in user, and conversations belong to the user
 * @param issuerUri    the provider's issuer, e.g. {@code https://login.microsoftonline.com/<tenant>/v2.0}; its
 *                     discovery document is read at start-up
 * @param clientId     the application's client id at the provider
 * @param clientSecret the application's client secret at the provider
 * @param scopes       scopes asked for at sign-in
 * @param adminClaim   the ID token (or user info) claim that carries roles; a string or a list of strings
 * @param adminValue   the value of {@code adminClaim} that makes a user an admin (sees {@code /feedback} and its export)
 */
@ConfigurationProperties("gridchat.chatui.sign-in")
public record SignInProperties(
        @DefaultValue("false") boolean enabled,
        String issuerUri,
        String clientId,
        String clientSecret,
        @DefaultValue({"openid", "profile"}) List<String> scopes,
        @DefaultValue("roles") String adminClaim,
        @DefaultValue("admin") String adminValue) {
    @Override
    public String toString() { // never print the client secret (issue 45)
        return "SignInProperties[enabled=" + enabled + ", issuerUri=" + issuerUri + ", clientId=" + clientId + ", clientSecret="
                + io.gridchat.settings.Settings.secret(clientSecret) + ", scopes=" + scopes + ", adminClaim=" + adminClaim
                + ", adminValue=" + adminValue + "]";
    }
}
