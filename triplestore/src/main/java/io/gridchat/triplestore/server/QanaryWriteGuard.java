package io.gridchat.triplestore.server;

import io.gridchat.store.StoreCredentials;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;

/**
 * Puts every write to the {@code qanary} dataset (SPARQL Update at {@code /qanary} and {@code /qanary/update}, Graph
 * Store writes at {@code /qanary/data}, anything else that is not a read) behind the store credential (HTTP Basic,
 * {@code gridchat.store.username}/{@code password}; the launcher generates the password per start). Reads — GET, HEAD,
 * a POSTed query — stay open. Issue 45: before, anyone reaching the port could change what users are told.
 *
 * <p>A servlet filter rather than Fuseki's endpoint auth policies: those need Jetty path constraints that would ask
 * for credentials on the dataset URL for queries as well, and the dataset URL takes both (one Qanary endpoint).
 */
public final class QanaryWriteGuard implements Filter {
    static final String REALM = "gridchat qanary writes";
    private final byte[] expected;

    public QanaryWriteGuard(StoreCredentials writer) {
        String authorization = writer.authorization();
        if (authorization == null) throw new IllegalArgumentException("a write guard needs credentials");
        this.expected = authorization.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        if (!isRead(request)) {
            String given = request.getHeader("Authorization");
            if (given == null || !MessageDigest.isEqual(expected, given.getBytes(StandardCharsets.UTF_8))) {
                HttpServletResponse response = (HttpServletResponse) res;
                response.setHeader("WWW-Authenticate", "Basic realm=\"" + REALM + "\", charset=\"UTF-8\"");
                response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
                response.setContentType("text/plain;charset=utf-8");
                response.getWriter().write("Writes to the qanary dataset need the store credential (gridchat.store.username/"
                        + "password; README \"Security\"). Reads are open.\n");
                return;
            }
        }
        chain.doFilter(req, res);
    }

    /** GET/HEAD/OPTIONS, or a POSTed query (never an update: a form with an {@code update} parameter is a write). */
    static boolean isRead(HttpServletRequest request) {
        String method = request.getMethod().toUpperCase(Locale.ROOT);
        if (method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS")) return true;
        if (!method.equals("POST")) return false;
        String path = request.getRequestURI();
        if (path.endsWith("/update") || path.endsWith("/data")) return false;
        String type = request.getContentType() == null ? "" : request.getContentType().toLowerCase(Locale.ROOT);
        if (type.startsWith("application/sparql-query")) return true;
        if (type.startsWith("application/x-www-form-urlencoded")) {
            return request.getParameter("update") == null && request.getParameter("query") != null;
        }
        return false;
    }
}
