package io.gridchat.qanaryinterop;

import eu.wdaqua.qanary.component.QanaryComponent;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ComponentScan;

/**
 * A Qanary component exactly as the official template builds one (eu.wdaqua.qanary:qa.component, Spring Boot 2):
 * the template's controllers ({@code POST /annotatequestion}, description, Spring Boot Admin client) come from
 * scanning {@code eu.wdaqua.qanary}; this application only contributes the {@link QanaryComponent} bean.
 */
@SpringBootApplication
@ComponentScan(basePackages = {"eu.wdaqua.qanary", "io.gridchat.qanaryinterop"})
public class QanaryInteropApplication {

    @Bean
    public QanaryComponent qanaryComponent(@Value("${spring.application.name}") String applicationName) {
        return new QuotedNameSpotter(applicationName);
    }

    public static void main(String[] args) {
        SpringApplication.run(QanaryInteropApplication.class, args);
    }
}
