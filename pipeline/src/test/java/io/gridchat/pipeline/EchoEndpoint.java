package io.gridchat.pipeline;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.util.concurrent.Executors;

/**
 * A bare {@code /annotatequestion} endpoint (JDK {@link HttpServer}) that answers 200 with the message it got: a
 * component that does nothing and says nothing of what it wrote (no {@code urn:gridchat#written}).
 */
final class EchoEndpoint {
    private EchoEndpoint() {}

    /** Started on a free loopback port with a pool of two threads; stop it with {@code stop(0)}. */
    static HttpServer start() throws IOException {
        // The JDK's HttpServer writes headers and body separately; without TCP_NODELAY, Nagle + delayed ACK
        // add ~40 ms to every response. Real components (Tomcat, Jetty) set TCP_NODELAY.
        System.setProperty("sun.net.httpserver.nodelay", "true");
        HttpServer s = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
        s.createContext("/annotatequestion", ex -> {
            byte[] body;
            try (InputStream in = ex.getRequestBody()) { body = in.readAllBytes(); }
            ex.getResponseHeaders().add("Content-Type", "application/json");
            ex.sendResponseHeaders(200, body.length);
            try (OutputStream out = ex.getResponseBody()) { out.write(body); }
        });
        s.setExecutor(Executors.newFixedThreadPool(2));
        s.start();
        return s;
    }
}
