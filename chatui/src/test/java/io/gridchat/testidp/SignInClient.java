package io.gridchat.testidp;

import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One "device" talking to the chat UI and the provider over real HTTP with its own cookie jar, following redirects
 * one by one (so a test can see where it is sent): what a browser does, without the browser.
 */
public final class SignInClient {
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"[^>]*value=\"([^\"]+)\"|value=\"([^\"]+)\"[^>]*name=\"_csrf\"");
    private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(cookies).followRedirects(HttpClient.Redirect.NEVER).build();

    public HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> postForm(String url, String form) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** GET {@code url} and follow redirects until a response that is not one. */
    public HttpResponse<String> follow(String url) throws Exception {
        return followFrom(get(url));
    }

    private HttpResponse<String> followFrom(HttpResponse<String> response) throws Exception {
        for (int hops = 0; hops < 20 && response.statusCode() / 100 == 3; hops++) {
            response = get(response.uri().resolve(response.headers().firstValue("Location").orElseThrow()).toString());
        }
        return response;
    }

    /**
     * Opens {@code chatUrl}, is sent to the provider's log-in form, logs in as {@code user} and follows the redirects
     * back into the chat UI; returns the last response (the page the chat UI ends on).
     */
    public HttpResponse<String> signIn(String chatUrl, String user) throws Exception {
        HttpResponse<String> login = follow(chatUrl);
        if (!login.uri().getPath().equals("/login")) throw new AssertionError("not at the provider's log-in form: " + login.uri() + " " + login.statusCode() + " " + login.body().substring(0, Math.min(300, login.body().length())));
        String form = "username=" + enc(user) + "&password=" + enc(TestIdentityProvider.USERS.get(user)) + "&_csrf=" + enc(csrf(login.body()));
        return followFrom(postForm(login.uri().toString(), form));
    }

    /** The CSRF token of a page's form. */
    public static String csrf(String html) {
        Matcher m = CSRF.matcher(html);
        if (!m.find()) throw new AssertionError("no _csrf field in the page");
        return m.group(1) != null ? m.group(1) : m.group(2);
    }

    /** The Cookie header this device sends to {@code url} (for the WebSocket handshake). */
    public String cookieHeader(String url) {
        return String.join("; ", cookies.getCookieStore().get(URI.create(url)).stream().map(HttpCookie::toString).toList());
    }

    static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
