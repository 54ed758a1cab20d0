package io.gridchat.chatui.signin;

import io.gridchat.chatui.session.Owner;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Principal;
import java.util.HexFormat;
import java.util.Optional;
import org.springframework.security.oauth2.client.authentication.OAuth2AuthenticationToken;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;

/**
 * Who a signed-in request belongs to. The owner id is a hash of the issuer and the {@code sub} claim: the pair is
 * what identifies a user in OpenID Connect (sub is unique per issuer, never reassigned), so the same person gets the
 * same conversations on every device; the hash has a fixed length (the store's owner column) and keeps no claim
 * values in the conversation store.
 */
public final class SignedInUsers {
    private SignedInUsers() {}

    /** The OIDC user of a request's principal, when it is one. */
    public static Optional<OidcUser> user(Principal principal) {
        return principal instanceof OAuth2AuthenticationToken token && token.getPrincipal() instanceof OidcUser user
                ? Optional.of(user) : Optional.empty();
    }

    /** The owner of a signed-in request; empty for an anonymous one. */
    public static Optional<Owner> owner(Principal principal) {
        return user(principal).map(u -> new Owner(ownerId(String.valueOf(u.getIssuer()), u.getSubject())));
    }

    /** What the page header shows: the name claim, else the preferred user name, else the subject. */
    public static String displayName(OidcUser user) {
        for (String name : new String[] {user.getFullName(), user.getPreferredUsername(), user.getEmail()}) {
            if (name != null && !name.isBlank()) return name;
        }
        return user.getSubject();
    }

    static String ownerId(String issuer, String subject) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest((issuer + "\n" + subject).getBytes(StandardCharsets.UTF_8));
            return "u-" + HexFormat.of().formatHex(hash, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
