package io.gridchat.chatui.signin;

import java.util.LinkedHashMap;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.oauth2.client.registration.ClientRegistrations;
import org.springframework.security.oauth2.client.registration.InMemoryClientRegistrationRepository;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.DelegatingAuthenticationEntryPoint;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.security.web.authentication.HttpStatusEntryPoint;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;

/**
 * Spring Security for the chat UI. Sign-in off (default): one filter chain that matches no request, so no security
 * filter runs and the anonymous cookie sessions work exactly as without Spring Security (no CSRF, no extra headers;
 * it also keeps Boot from installing its default log-in page). Sign-in on: OpenID Connect log-in (authorization
 * code) at the configured provider; every page and API need a signed-in user (pages are redirected to the provider,
 * {@code /api/**} gets 401), the WebSocket handshake is refused by {@code HandshakeChecks} without one, the feedback
 * page and its export need the admin role (403), and {@code POST /logout} (with the CSRF token) ends the
 * application's session only, not the provider's.
 */
@Configuration
public class SignInSecurity {
    /** The one client registration; its id is the last path segment of the redirect URI. */
    public static final String REGISTRATION = "oidc";

    @Bean
    @ConditionalOnProperty(prefix = "gridchat.chatui.sign-in", name = "enabled", havingValue = "false", matchIfMissing = true)
    SecurityFilterChain signInOff(HttpSecurity http) throws Exception {
        return http.securityMatcher(request -> false).build();
    }

    @Bean
    @ConditionalOnProperty(prefix = "gridchat.chatui.sign-in", name = "enabled", havingValue = "true")
    SecurityFilterChain signInOn(HttpSecurity http, SignInProperties properties) throws Exception {
        PathPatternRequestMatcher.Builder paths = PathPatternRequestMatcher.withDefaults();
        http.authorizeHttpRequests(requests -> requests
                        .requestMatchers("/actuator/health", "/actuator/health/**", "/signed-out", "/css/**", "/error").permitAll()
                        .requestMatchers("/ws").permitAll() // HandshakeChecks refuses it (403) without a signed-in user
                        .requestMatchers("/feedback", "/feedback/**").hasAuthority(AdminRole.ADMIN)
                        .anyRequest().authenticated())
                .exceptionHandling(e -> e.authenticationEntryPoint(notSignedIn(paths)))
                .oauth2Login(login -> login.userInfoEndpoint(info -> info.userAuthoritiesMapper(new AdminRole(properties))))
                .logout(logout -> logout.logoutSuccessUrl("/signed-out"))
                // The API's only write is a PUT that takes application/json alone (415 otherwise): a cross-site page
                // cannot send that without a CORS preflight, which this app never answers.
                .csrf(csrf -> csrf.ignoringRequestMatchers(paths.matcher("/api/**")));
        return http.build();
    }

    /** The API answers 401; everything else goes to the provider's log-in. */
    private static AuthenticationEntryPoint notSignedIn(PathPatternRequestMatcher.Builder paths) {
        LinkedHashMap<RequestMatcher, AuthenticationEntryPoint> byPath = new LinkedHashMap<>();
        byPath.put(paths.matcher("/api/**"), new HttpStatusEntryPoint(HttpStatus.UNAUTHORIZED));
        DelegatingAuthenticationEntryPoint entryPoint = new DelegatingAuthenticationEntryPoint(byPath);
        entryPoint.setDefaultEntryPoint(new LoginUrlAuthenticationEntryPoint("/oauth2/authorization/" + REGISTRATION));
        return entryPoint;
    }

    @Bean
    @ConditionalOnProperty(prefix = "gridchat.chatui.sign-in", name = "enabled", havingValue = "true")
    ClientRegistrationRepository clientRegistrations(SignInProperties properties) {
        require(properties.issuerUri(), "issuer-uri");
        require(properties.clientId(), "client-id");
        require(properties.clientSecret(), "client-secret");
        ClientRegistration registration = ClientRegistrations.fromIssuerLocation(properties.issuerUri())
                .registrationId(REGISTRATION)
                .clientId(properties.clientId())
                .clientSecret(properties.clientSecret())
                .scope(properties.scopes())
                .redirectUri("{baseUrl}/login/oauth2/code/{registrationId}")
                .build();
        return new InMemoryClientRegistrationRepository(registration);
    }

    private static void require(String value, String name) {
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("gridchat.chatui.sign-in.enabled=true needs gridchat.chatui.sign-in." + name);
        }
    }
}
