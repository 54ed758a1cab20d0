package io.gridchat.cognite;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.cognite.api.CogniteClient;
import io.gridchat.cognite.api.TimeSeriesCatalogFile;
import io.gridchat.cognite.measurement.MeasurementFinder;
import io.gridchat.cognite.question.TimeSeriesQuestionParser;
import io.gridchat.kit.CimStore;
import java.nio.file.Path;
import java.util.Optional;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/** The cognite-bridge Qanary component (port 8096): time-series questions answered from Cognite. */
@SpringBootApplication
@EnableConfigurationProperties(CogniteProperties.class)
public class CogniteBridgeApplication {

    public static void main(String[] args) {
        SpringApplication.run(CogniteBridgeApplication.class, args);
    }

    @Bean
    CogniteBridge cogniteBridge(CimStore cim, CogniteProperties properties, ObjectMapper json) {
        Optional<CogniteClient> client = properties.configured()
                ? Optional.of(new CogniteClient(properties.baseUrl(), properties.project(), properties.token(), properties.apiKey(),
                        properties.timeout(), json))
                : Optional.empty();
        Optional<TimeSeriesCatalogFile> catalog = properties.catalogFile() == null || properties.catalogFile().isBlank()
                ? Optional.empty()
                : Optional.of(TimeSeriesCatalogFile.read(Path.of(properties.catalogFile()), json));
        return new CogniteBridge(new TimeSeriesQuestionParser(), new MeasurementFinder(cim.client()), client, catalog, properties, json);
    }
}
