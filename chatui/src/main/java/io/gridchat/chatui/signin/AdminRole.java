package io.gridchat.chatui.signin;

import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.authority.mapping.GrantedAuthoritiesMapper;
import org.springframework.security.oauth2.core.oidc.user.OidcUserAuthority;

/**
 * Gives {@code ROLE_ADMIN} to a user whose {@code admin-claim} (a string or a list; ID token claims, then user info)
 * holds {@code admin-value}: Entra ID app roles arrive as {@code roles}, Keycloak realm roles once mapped to a claim.
 * Any other signed-in user is a plain user (chats; no feedback page).
 */
final class AdminRole implements GrantedAuthoritiesMapper {
    static final String ADMIN = "ROLE_ADMIN";
    private final String claim;
    private final String value;

    AdminRole(SignInProperties properties) {
        this.claim = properties.adminClaim();
        this.value = properties.adminValue();
    }

    @Override
    public Collection<? extends GrantedAuthority> mapAuthorities(Collection<? extends GrantedAuthority> authorities) {
        Set<GrantedAuthority> mapped = new HashSet<>(authorities);
        for (GrantedAuthority authority : authorities) {
            if (authority instanceof OidcUserAuthority oidc) {
                Map<String, Object> claims = new LinkedHashMap<>();
                if (oidc.getUserInfo() != null) claims.putAll(oidc.getUserInfo().getClaims());
                claims.putAll(oidc.getIdToken().getClaims());
                if (holds(claims.get(claim))) mapped.add(new SimpleGrantedAuthority(ADMIN));
            }
        }
        return mapped;
    }

    private boolean holds(Object claimValue) {
        if (claimValue instanceof Collection<?> values) return values.stream().anyMatch(v -> value.equals(String.valueOf(v)));
        if (claimValue instanceof String s) return value.equals(s) || Set.of(s.split("[\\s,]+")).contains(value);
        return false;
    }
}
