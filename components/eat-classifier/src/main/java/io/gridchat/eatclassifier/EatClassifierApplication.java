package io.gridchat.eatclassifier;

import io.gridchat.kit.training.TrainingProperties;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;

@SpringBootApplication
@EnableConfigurationProperties({TrainingProperties.class, EatProperties.class})
public class EatClassifierApplication {
    public static void main(String[] args) { SpringApplication.run(EatClassifierApplication.class, args); }
}
