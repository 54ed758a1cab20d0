package io.gridchat.pipeline.client;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The shared secrets services present to each other (issue 45; the README's "Security"): HTTP Basic with a fixed user
 * name per role and a secret that the launcher generates per start (or the deployment sets).
 * <ul>
 *   <li>{@link #SERVICE_USER} with {@code gridchat.security.service-secret}: callers of the pipeline API (chatbot,
 *       evaluation, launcher) and the pipeline calling components' {@code /annotatequestion};</li>
 *   <li>{@link #REGISTRAR_USER} with {@code gridchat.security.registration-secret}: components registering with the
 *       pipeline's Spring Boot Admin server (a credential of its own, so a caller of the API cannot register).</li>
 * </ul>
 * A blank secret means "no credentials": the service then runs open (and says so in its log).
 *
 * @param user   the HTTP Basic user name
 * @param secret the shared secret (never printed: see {@link #toString()})
 */
public record ServiceCredentials(String user, String secret) {
    public static final String SERVICE_USER = "gridchat-service";
    public static final String REGISTRAR_USER = "gridchat-registrar";
    public static final ServiceCredentials NONE = new ServiceCredentials(SERVICE_USER, null);

    /** The service credential for a secret (null or blank: none). */
    public static ServiceCredentials service(String secret) { return new ServiceCredentials(SERVICE_USER, secret); }

    public boolean present() { return secret != null && !secret.isBlank(); }

    /** The {@code Authorization} header value, or null without a secret. */
    public String authorization() {
        if (!present()) return null;
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + secret).getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public String toString() { return present() ? user + " (secret set)" : "none"; }
}
