package io.gridchat.sparqlgen;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;

@SpringBootApplication
@EnableConfigurationProperties(GeneratorProperties.class)
public class SparqlGeneratorApplication {
    public static void main(String[] args) { SpringApplication.run(SparqlGeneratorApplication.class, args); }
}
