package io.gridchat.kit.security;

import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;

/** The part of a service's security chain that the pipeline and the components share. */
public final class ServiceHttpSecurity {
    /** Open to probes (load balancers, Kubernetes, the launcher); health shows no details without credentials. */
    public static final String[] PROBES = {"/actuator/health", "/actuator/health/**", "/actuator/info", "/error"};

    private ServiceHttpSecurity() {}

    /**
     * HTTP Basic against the shared secrets, no session, no CSRF token (no browser session or cookie authenticates a
     * service call: every request carries its credential).
     */
    public static HttpSecurity stateless(HttpSecurity http, SharedSecretAuthentication authentication) throws Exception {
        return http.csrf(AbstractHttpConfigurer::disable)
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .authenticationProvider(authentication)
                .httpBasic(Customizer.withDefaults());
    }
}
