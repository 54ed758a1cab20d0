package io.gridchat.pipeline;

import org.springframework.boot.web.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.stereotype.Component;

/** The pipeline's own base URL, from {@code gridchat.pipeline.url} or the port the server actually bound. */
@Component
public class PipelineAddress implements ApplicationListener<WebServerInitializedEvent> {
    private final PipelineProperties properties;
    private volatile String baseUrl;

    public PipelineAddress(PipelineProperties properties) {
        this.properties = properties;
        this.baseUrl = strip(properties.url());
    }

    @Override
    public void onApplicationEvent(WebServerInitializedEvent event) {
        if (properties.url() == null || properties.url().isBlank()) {
            baseUrl = "http://127.0.0.1:" + event.getWebServer().getPort();
        }
    }

    public String baseUrl() {
        if (baseUrl == null) throw new IllegalStateException("the pipeline's web server has not started yet");
        return baseUrl;
    }

    public String questionIri(String id) { return baseUrl() + "/question/" + id; }

    private static String strip(String url) {
        if (url == null || url.isBlank()) return null;
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
