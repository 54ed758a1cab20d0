package io.gridchat.chatui.session;

import io.gridchat.chatui.ChatUiProperties;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;

/**
 * The session is a cookie holding 256 random bits. Nothing is kept server-side: the owner id is a hash of the
 * cookie, so a session survives server restarts, and the secret itself is never stored in the conversation store.
 */
@Component
public class SessionCookies {
    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9_-]{43}");
    private final SecureRandom random = new SecureRandom();
    private final ChatUiProperties properties;

    public SessionCookies(ChatUiProperties properties) {
        this.properties = properties;
    }

    /** The owner of a request that carries a well-formed session cookie. */
    public Optional<Owner> ownerOf(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        if (cookies == null) return Optional.empty();
        for (Cookie c : cookies) {
            if (c.getName().equals(properties.cookieName())) return ownerOfCookieValue(c.getValue());
        }
        return Optional.empty();
    }

    /** The owner of a raw Cookie header (the WebSocket handshake). */
    public Optional<Owner> ownerOfCookieHeader(List<String> cookieHeaders) {
        for (String header : cookieHeaders) {
            for (String part : header.split(";")) {
                int eq = part.indexOf('=');
                if (eq > 0 && part.substring(0, eq).trim().equals(properties.cookieName())) {
                    return ownerOfCookieValue(part.substring(eq + 1).trim());
                }
            }
        }
        return Optional.empty();
    }

    /** The owner of this request, creating the session cookie when there is none yet. */
    public Owner ensure(HttpServletRequest request, HttpServletResponse response) {
        Optional<Owner> owner = ownerOf(request);
        if (owner.isPresent()) return owner.get();
        byte[] secret = new byte[32];
        random.nextBytes(secret);
        String value = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        ResponseCookie cookie = ResponseCookie.from(properties.cookieName(), value)
                // Secure whenever the page came over HTTPS (directly, or as a proxy says with server.forward-headers-strategy),
                // or always with gridchat.chatui.cookie-secure (issue 45)
                .httpOnly(true).sameSite("Lax").secure(properties.cookieSecure() || request.isSecure())
                .path("/").maxAge(Duration.ofDays(365)).build();
        response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());
        return ownerOfCookieValue(value).orElseThrow();
    }

    private static Optional<Owner> ownerOfCookieValue(String value) {
        if (value == null || !VALID.matcher(value).matches()) return Optional.empty();
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.US_ASCII));
            return Optional.of(new Owner("s-" + HexFormat.of().formatHex(hash, 0, 16)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
