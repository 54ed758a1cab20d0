package io.gridchat.kit.security;

import jakarta.servlet.DispatcherType;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.configurers.AuthorizeHttpRequestsConfigurer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;

/** The part of a service's security chain that the pipeline and the components share. */
public final class ServiceHttpSecurity {
    /** Open to probes (load balancers, Kubernetes, the launcher); health shows no details without credentials. */
    public static final String[] PROBES = {"/actuator/health", "/actuator/health/**", "/actuator/info", "/error"};

    private ServiceHttpSecurity() {}

    /**
     * The rules before a service's own: probes open; the ASYNC and ERROR dispatches of a request (an event stream's
     * completion, an error page) pass, since the request itself was authorised when it came in.
     */
    public static void common(AuthorizeHttpRequestsConfigurer<HttpSecurity>.AuthorizationManagerRequestMatcherRegistry a) {
        a.dispatcherTypeMatchers(DispatcherType.ASYNC, DispatcherType.ERROR).permitAll();
        a.requestMatchers(PROBES).permitAll();
    }

    /**
     * HTTP Basic against the shared secrets (when {@code secured}; open, a credential sent anyway is ignored), no session,
     * no CSRF token (no browser session or cookie authenticates a service call: every request carries its credential).
     */
    public static HttpSecurity stateless(HttpSecurity http, SharedSecretAuthentication authentication, boolean secured) throws Exception {
        http.csrf(AbstractHttpConfigurer::disable)
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .authenticationProvider(authentication);
        return secured ? http.httpBasic(Customizer.withDefaults()) : http.httpBasic(AbstractHttpConfigurer::disable);
    }
}
