package io.gridchat.chatui.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Security headers on every response of the chat UI, in both sign-in modes (issue 45):
 * <ul>
 *   <li>a strict Content-Security-Policy: scripts only from this origin and only as files (no inline script, no
 *       {@code eval}; the pages load ES modules from {@code /js}), no plugins, no frames, no framing by others, forms
 *       and connections (the WebSocket) to this origin only. Styles allow inline ({@code 'unsafe-inline'}): the
 *       diagrams are SVG with their own {@code <style>}, and CSS cannot run script in current browsers;</li>
 *   <li>{@code X-Frame-Options: DENY} (older browsers), {@code X-Content-Type-Options: nosniff},
 *       {@code Referrer-Policy: same-origin};</li>
 *   <li>{@code Strict-Transport-Security} when the request came over HTTPS (directly or as the proxy says, with
 *       {@code server.forward-headers-strategy}).</li>
 * </ul>
 * A servlet filter rather than Spring Security's header writers: with sign-in off no security filter runs at all.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class SecurityHeaders extends OncePerRequestFilter {
    public static final String POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; frame-src 'none'; "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
    /** One year, the usual HSTS lifetime. */
    static final long HSTS_SECONDS = 31_536_000L;

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!response.containsHeader("Content-Security-Policy")) response.setHeader("Content-Security-Policy", POLICY);
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Referrer-Policy", "same-origin");
        if (request.isSecure()) response.setHeader("Strict-Transport-Security", "max-age=" + HSTS_SECONDS + "; includeSubDomains");
        chain.doFilter(request, response);
    }
}
