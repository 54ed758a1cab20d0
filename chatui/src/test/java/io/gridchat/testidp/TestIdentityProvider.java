package io.gridchat.testidp;

import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.interfaces.RSAPrivateKey;
import java.security.interfaces.RSAPublicKey;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.autoconfigure.http.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration;
import org.springframework.boot.autoconfigure.security.servlet.SecurityAutoConfiguration;
import org.springframework.boot.autoconfigure.security.servlet.SecurityFilterAutoConfiguration;
import org.springframework.boot.autoconfigure.web.servlet.DispatcherServletAutoConfiguration;
import org.springframework.boot.autoconfigure.web.servlet.ServletWebServerFactoryAutoConfiguration;
import org.springframework.boot.autoconfigure.web.servlet.WebMvcAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.servlet.context.ServletWebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.oidc.OidcScopes;
import org.springframework.security.oauth2.core.oidc.endpoint.OidcParameterNames;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.server.authorization.client.InMemoryRegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.config.annotation.web.configuration.OAuth2AuthorizationServerConfiguration;
import org.springframework.security.oauth2.server.authorization.config.annotation.web.configurers.OAuth2AuthorizationServerConfigurer;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.oauth2.server.authorization.settings.ClientSettings;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.util.matcher.MediaTypeRequestMatcher;

/**
 * A real OpenID Connect provider for the sign-in tests: Spring Authorization Server on a random port of
 * {@code localhost} (the chat UI under test runs on {@code 127.0.0.1}, so the two apps' session cookies never meet),
 * with a form log-in page and two users: {@code alice} (role {@code admin} in the {@code roles} claim of her ID token,
 * as Entra ID sends app roles) and {@code bob} (no role). One client, {@code gridchat}, authorization code with a
 * client secret, scopes {@code openid profile}, redirect URI {@code http://127.0.0.1/login/oauth2/code/oidc} (a
 * loopback address: any port is accepted, RFC 8252), no consent screen. Not a mock: the chat UI reads its discovery
 * document, sends users to its log-in page and exchanges the code for signed tokens over HTTP.
 *
 * <p>Run alone for the browser e2e: {@code TestIdentityProvider.main} prints the issuer.
 */
public final class TestIdentityProvider implements AutoCloseable {
    public static final String CLIENT_ID = "gridchat";
    public static final String CLIENT_SECRET = "gridchat-test-secret";
    /** user → password; the password is the user name with "-pw" (test users of a test provider). */
    public static final Map<String, String> USERS = Map.of("alice", "alice-pw", "bob", "bob-pw");

    private final ConfigurableApplicationContext context;

    private TestIdentityProvider(ConfigurableApplicationContext context) {
        this.context = context;
    }

    /** Starts the provider on a random port (or {@code port} when > 0). */
    public static TestIdentityProvider start(int port) {
        ConfigurableApplicationContext context = new SpringApplicationBuilder(Provider.class)
                .web(WebApplicationType.SERVLET)
                .run("--spring.config.name=gridchat-testidp", "--server.port=" + port, "--server.address=127.0.0.1",
                        "--spring.main.banner-mode=off", "--spring.jmx.enabled=false");
        return new TestIdentityProvider(context);
    }

    public static void main(String[] args) throws InterruptedException {
        int port = args.length > 0 ? Integer.parseInt(args[0]) : 0;
        TestIdentityProvider idp = start(port);
        System.out.println("test identity provider issuer: " + idp.issuer());
        Thread.currentThread().join();
    }

    /** The issuer, {@code http://localhost:<port>}. */
    public String issuer() {
        return "http://localhost:" + ((ServletWebServerApplicationContext) context).getWebServer().getPort();
    }

    /** How many ID tokens the provider has issued for this user (each one is a sign-in at a client). */
    public int idTokensIssued(String user) {
        return context.getBean(IdTokens.class).issued(user);
    }

    @Override
    public void close() {
        context.close();
    }

    /** Counts ID tokens per user and puts the user's name and roles into them. */
    static final class IdTokens implements OAuth2TokenCustomizer<JwtEncodingContext> {
        private final Map<String, AtomicInteger> issued = new ConcurrentHashMap<>();

        @Override
        public void customize(JwtEncodingContext context) {
            if (!OidcParameterNames.ID_TOKEN.equals(context.getTokenType().getValue())) return;
            String user = context.getPrincipal().getName();
            List<String> roles = context.getPrincipal().getAuthorities().stream().map(GrantedAuthority::getAuthority)
                    .filter(a -> a.startsWith("ROLE_")).map(a -> a.substring(5).toLowerCase()).toList();
            context.getClaims().claim("name", user.substring(0, 1).toUpperCase() + user.substring(1) + " Tester")
                    .claim("preferred_username", user)
                    .claim("roles", roles);
            issued.computeIfAbsent(user, u -> new AtomicInteger()).incrementAndGet();
        }

        int issued(String user) {
            AtomicInteger n = issued.get(user);
            return n == null ? 0 : n.get();
        }
    }

    @SpringBootConfiguration
    @ImportAutoConfiguration({ServletWebServerFactoryAutoConfiguration.class, DispatcherServletAutoConfiguration.class,
            WebMvcAutoConfiguration.class, HttpMessageConvertersAutoConfiguration.class, JacksonAutoConfiguration.class,
            SecurityAutoConfiguration.class, SecurityFilterAutoConfiguration.class})
    static class Provider {
        @Bean
        @Order(1)
        SecurityFilterChain authorizationServer(HttpSecurity http) throws Exception {
            OAuth2AuthorizationServerConfigurer server = OAuth2AuthorizationServerConfigurer.authorizationServer();
            http.securityMatcher(server.getEndpointsMatcher())
                    .with(server, s -> s.oidc(Customizer.withDefaults()))
                    .authorizeHttpRequests(a -> a.anyRequest().authenticated())
                    .exceptionHandling(e -> e.defaultAuthenticationEntryPointFor(
                            new LoginUrlAuthenticationEntryPoint("/login"), new MediaTypeRequestMatcher(MediaType.TEXT_HTML)));
            return http.build();
        }

        @Bean
        @Order(2)
        SecurityFilterChain logIn(HttpSecurity http) throws Exception {
            return http.authorizeHttpRequests(a -> a.anyRequest().authenticated()).formLogin(Customizer.withDefaults()).build();
        }

        @Bean
        UserDetailsService users() {
            return new InMemoryUserDetailsManager(
                    User.withUsername("alice").password("{noop}" + USERS.get("alice")).roles("ADMIN").build(),
                    User.withUsername("bob").password("{noop}" + USERS.get("bob")).roles().build());
        }

        @Bean
        RegisteredClientRepository clients() {
            RegisteredClient client = RegisteredClient.withId(UUID.randomUUID().toString())
                    .clientId(CLIENT_ID).clientSecret("{noop}" + CLIENT_SECRET)
                    .clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
                    .authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
                    .redirectUri("http://127.0.0.1/login/oauth2/code/oidc")
                    .scope(OidcScopes.OPENID).scope(OidcScopes.PROFILE)
                    .clientSettings(ClientSettings.builder().requireAuthorizationConsent(false).build())
                    .build();
            return new InMemoryRegisteredClientRepository(client);
        }

        @Bean
        IdTokens idTokens() {
            return new IdTokens();
        }

        @Bean
        JWKSource<SecurityContext> jwkSource() throws Exception {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            KeyPair keys = generator.generateKeyPair();
            RSAKey key = new RSAKey.Builder((RSAPublicKey) keys.getPublic()).privateKey((RSAPrivateKey) keys.getPrivate())
                    .keyID(UUID.randomUUID().toString()).build();
            return new ImmutableJWKSet<>(new JWKSet(key));
        }

        @Bean
        JwtDecoder jwtDecoder(JWKSource<SecurityContext> jwkSource) {
            return OAuth2AuthorizationServerConfiguration.jwtDecoder(jwkSource);
        }

        @Bean
        AuthorizationServerSettings authorizationServerSettings() {
            return AuthorizationServerSettings.builder().build();
        }
    }
}
