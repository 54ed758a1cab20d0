package io.gridchat.relations;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;

@SpringBootApplication
@EnableConfigurationProperties(TrainingProperties.class)
public class RelationDetectionApplication {
    public static void main(String[] args) { SpringApplication.run(RelationDetectionApplication.class, args); }
}
