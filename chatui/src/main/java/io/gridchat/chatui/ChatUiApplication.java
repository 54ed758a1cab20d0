package io.gridchat.chatui;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.scheduling.annotation.EnableScheduling;

/** The chat web app: Thymeleaf pages, one WebSocket endpoint, the annotation inspector. */
@SpringBootApplication
@ConfigurationPropertiesScan
@EnableScheduling
public class ChatUiApplication {
    public static void main(String[] args) {
        SpringApplication.run(ChatUiApplication.class, args);
    }
}
