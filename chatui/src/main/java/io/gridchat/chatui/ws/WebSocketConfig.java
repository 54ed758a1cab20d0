package io.gridchat.chatui.ws;

import io.gridchat.chatui.ChatUiProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.socket.config.annotation.EnableWebSocket;
import org.springframework.web.socket.config.annotation.WebSocketConfigurer;
import org.springframework.web.socket.config.annotation.WebSocketHandlerRegistry;
import org.springframework.web.socket.server.standard.ServletServerContainerFactoryBean;

/** The one WebSocket endpoint, {@code /ws}. Origin and session are checked by {@link HandshakeChecks}. */
@Configuration
@EnableWebSocket
public class WebSocketConfig implements WebSocketConfigurer {
    /** Frames up to this size are read so that an oversize question gets a clear error instead of a dropped socket. */
    static final int CONTAINER_BUFFER_BYTES = 1 << 20;

    private final ChatWebSocketHandler handler;
    private final HandshakeChecks checks;

    public WebSocketConfig(ChatWebSocketHandler handler, HandshakeChecks checks) {
        this.handler = handler;
        this.checks = checks;
    }

    @Override
    public void registerWebSocketHandlers(WebSocketHandlerRegistry registry) {
        registry.addHandler(handler, "/ws").addInterceptors(checks);
    }

    @Bean
    ServletServerContainerFactoryBean webSocketContainer(ChatUiProperties properties) {
        ServletServerContainerFactoryBean container = new ServletServerContainerFactoryBean();
        int buffer = Math.max(CONTAINER_BUFFER_BYTES, properties.maxMessageBytes() * 2);
        container.setMaxTextMessageBufferSize(buffer);
        container.setMaxBinaryMessageBufferSize(8192);
        container.setMaxSessionIdleTimeout(30L * 60 * 1000);
        return container;
    }
}
