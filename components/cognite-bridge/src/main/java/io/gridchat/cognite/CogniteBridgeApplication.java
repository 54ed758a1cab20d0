package io.gridchat.cognite;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.cognite.api.ClientCredentials;
import io.gridchat.cognite.api.CogniteClient;
import io.gridchat.cognite.api.CogniteCredentials;
import io.gridchat.cognite.api.TimeSeriesCatalogFile;
import io.gridchat.cognite.api.TimeSeriesSource;
import io.gridchat.cognite.offline.OfflineTimeSeries;
import io.gridchat.cognite.measurement.MeasurementFinder;
import io.gridchat.cognite.question.TimeSeriesQuestionParser;
import io.gridchat.kit.CimStore;
import java.nio.file.Path;
import java.time.Clock;
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
        boolean hasCatalog = properties.catalogFile() != null && !properties.catalogFile().isBlank();
        Optional<TimeSeriesCatalogFile> catalog = hasCatalog
                ? Optional.of(TimeSeriesCatalogFile.read(Path.of(properties.catalogFile()), json))
                : Optional.empty();
        // a Cognite project when one is configured, else exported files when a directory is set, else none
        Optional<TimeSeriesSource> source = Optional.empty();
        if (properties.configured()) {
            CogniteProperties.OAuth oauth = properties.oauth();
            CogniteCredentials credentials = oauth != null && oauth.configured()
                    ? new ClientCredentials(oauth.tokenUrl(), oauth.clientId(), oauth.clientSecret(), oauth.scopes(), oauth.audience(),
                            properties.timeout(), Clock.systemUTC(), json)
                    : CogniteCredentials.of(properties.token(), properties.apiKey());
            source = Optional.of(new CogniteClient(properties.baseUrl(), properties.project(), credentials, properties.timeout(), json));
        } else if (properties.offline()) {
            source = Optional.of(OfflineTimeSeries.open(Path.of(properties.offlineDir()),
                    hasCatalog ? Path.of(properties.catalogFile()) : null, json));
        }
        return new CogniteBridge(new TimeSeriesQuestionParser(), new MeasurementFinder(cim.client()), source, catalog, properties, json);
    }
}
