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

    /**
     * The service credential of a stack {@code ./gridchat up} started on this machine, for clients run beside it (the
     * end-to-end tests): the environment variable {@code GRIDCHAT_SECURITY_SERVICE_SECRET}, else the line
     * {@code export GRIDCHAT_SECURITY_SERVICE_SECRET=…} of {@code run/secrets/env} (mode 600) in {@code GRIDCHAT_RUN_DIR}
     * or in the checkout's {@code run/} (found upwards from the working directory); none when neither exists.
     */
    public static ServiceCredentials ofLocalStack() {
        String secret = System.getenv("GRIDCHAT_SECURITY_SERVICE_SECRET");
        if (secret != null && !secret.isBlank()) return service(secret);
        String runDir = System.getenv("GRIDCHAT_RUN_DIR");
        java.nio.file.Path dir = runDir != null && !runDir.isBlank() ? java.nio.file.Path.of(runDir) : null;
        for (java.nio.file.Path p = java.nio.file.Path.of("").toAbsolutePath(); dir == null && p != null; p = p.getParent()) {
            if (java.nio.file.Files.isRegularFile(p.resolve("gridchat"))) dir = p.resolve("run");
        }
        if (dir == null) return NONE;
        try {
            for (String line : java.nio.file.Files.readAllLines(dir.resolve("secrets").resolve("env"))) {
                String prefix = "export GRIDCHAT_SECURITY_SERVICE_SECRET=";
                if (line.startsWith(prefix)) return service(line.substring(prefix.length()).strip());
            }
        } catch (java.io.IOException e) {
            return NONE; // no stack started here (or not readable): no credential
        }
        return NONE;
    }

    /** The {@code Authorization} header value, or null without a secret. */
    public String authorization() {
        if (!present()) return null;
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + secret).getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public String toString() { return present() ? user + " (secret set)" : "none"; }
}
