package io.gridchat.kit.security;

import io.gridchat.pipeline.client.ServiceCredentials;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;

/**
 * Checks HTTP Basic credentials against the configured shared secrets, in constant time: user
 * {@value ServiceCredentials#SERVICE_USER} gets role {@code SERVICE}, {@value ServiceCredentials#REGISTRAR_USER} role
 * {@code REGISTRAR}. Written here rather than an {@code InMemoryUserDetailsManager} because that would need either a
 * slow password hash on every service call (BCrypt: tens of milliseconds per request on these cores) or plain
 * {@code equals} (not constant time); a generated secret of 256 bits needs no hashing.
 */
public final class SharedSecretAuthentication implements AuthenticationProvider {
    public static final String SERVICE = "SERVICE";
    public static final String REGISTRAR = "REGISTRAR";

    private final Map<String, Role> roles;

    private record Role(byte[] secret, String role) {}

    public SharedSecretAuthentication(ServiceSecurityProperties properties) {
        this.roles = Stream.of(new Object[] {properties.service(), SERVICE}, new Object[] {properties.registrar(), REGISTRAR})
                .filter(r -> ((ServiceCredentials) r[0]).present())
                .collect(Collectors.toUnmodifiableMap(r -> ((ServiceCredentials) r[0]).user(),
                        r -> new Role(((ServiceCredentials) r[0]).secret().getBytes(StandardCharsets.UTF_8), (String) r[1])));
    }

    @Override
    public Authentication authenticate(Authentication authentication) {
        String user = authentication.getName();
        Object given = authentication.getCredentials();
        Role role = roles.get(user);
        byte[] secret = given == null ? new byte[0] : given.toString().getBytes(StandardCharsets.UTF_8);
        byte[] expected = role == null ? new byte[32] : role.secret();
        if (!MessageDigest.isEqual(expected, secret) || role == null) {
            throw new BadCredentialsException("wrong service credentials");
        }
        return UsernamePasswordAuthenticationToken.authenticated(user, null, List.of(new SimpleGrantedAuthority("ROLE_" + role.role())));
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
    }
}
