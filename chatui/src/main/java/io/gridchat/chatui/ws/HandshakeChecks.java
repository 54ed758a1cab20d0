package io.gridchat.chatui.ws;

import io.gridchat.chatui.ChatUiProperties;
import io.gridchat.chatui.session.Owner;
import io.gridchat.chatui.session.SessionCookies;
import io.gridchat.chatui.signin.SignInProperties;
import io.gridchat.chatui.signin.SignedInUsers;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.socket.WebSocketHandler;
import org.springframework.web.socket.server.HandshakeInterceptor;

/**
 * A WebSocket handshake must come from this site (its Origin equals the page's own origin, or one of the
 * configured {@code gridchat.chatui.allowed-origins}) and carry a session cookie — with sign-in on, the session of a
 * signed-in user instead —; otherwise 403. Browsers always send Origin with a WebSocket handshake, so a missing Origin
 * is refused too.
 */
@Component
public class HandshakeChecks implements HandshakeInterceptor {
    static final String OWNER = "gridchat.owner";
    private static final Logger log = LoggerFactory.getLogger(HandshakeChecks.class);

    private final SessionCookies sessions;
    private final ChatUiProperties properties;
    private final SignInProperties signIn;

    public HandshakeChecks(SessionCookies sessions, ChatUiProperties properties, SignInProperties signIn) {
        this.sessions = sessions;
        this.properties = properties;
        this.signIn = signIn;
    }

    @Override
    public boolean beforeHandshake(ServerHttpRequest request, ServerHttpResponse response, WebSocketHandler handler,
                                   Map<String, Object> attributes) {
        String origin = request.getHeaders().getOrigin();
        if (!originAllowed(origin, request.getURI(), request.getHeaders().getFirst(HttpHeaders.HOST))) {
            log.info("WebSocket handshake refused: origin {}", origin);
            response.setStatusCode(HttpStatus.FORBIDDEN);
            return false;
        }
        Optional<Owner> owner = signIn.enabled() ? SignedInUsers.owner(request.getPrincipal())
                : sessions.ownerOfCookieHeader(request.getHeaders().getOrDefault(HttpHeaders.COOKIE, List.of()));
        if (owner.isEmpty()) {
            log.info("WebSocket handshake refused: {}", signIn.enabled() ? "not signed in" : "no session cookie");
            response.setStatusCode(HttpStatus.FORBIDDEN);
            return false;
        }
        attributes.put(OWNER, owner.get());
        return true;
    }

    @Override
    public void afterHandshake(ServerHttpRequest request, ServerHttpResponse response, WebSocketHandler handler, Exception e) {}

    boolean originAllowed(String origin, URI requestUri, String hostHeader) {
        if (origin == null || origin.isBlank()) return false;
        String normalised = normalise(origin);
        if (normalised == null) return false;
        for (String allowed : properties.allowedOrigins()) {
            if (allowed.equals("*") || normalised.equals(normalise(allowed))) return true;
        }
        String host = hostHeader != null ? hostHeader : requestUri.getAuthority();
        if (host == null) return false;
        String scheme = requestUri.getScheme() != null && requestUri.getScheme().toLowerCase(Locale.ROOT).matches("https|wss") ? "https" : "http";
        return normalised.equals(normalise(scheme + "://" + host));
    }

    /** scheme://host:port with the default port made explicit, lower case; null when not an http(s) origin. */
    static String normalise(String origin) {
        try {
            URI uri = new URI(origin.trim());
            String scheme = uri.getScheme() == null ? null : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!"http".equals(scheme) && !"https".equals(scheme) || uri.getHost() == null) return null;
            int port = uri.getPort() != -1 ? uri.getPort() : scheme.equals("https") ? 443 : 80;
            return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + ":" + port;
        } catch (Exception e) {
            return null;
        }
    }
}
