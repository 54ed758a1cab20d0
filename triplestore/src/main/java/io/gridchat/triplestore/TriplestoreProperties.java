package io.gridchat.triplestore;

import java.nio.file.Path;

import io.gridchat.triplestore.server.QanaryStorage;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings ({@code gridchat.triplestore.*}).
 *
 * @param dataDir   where the TDB2 datasets live ({@code DIR/tdb2/cim}, {@code DIR/tdb2/qanary})
 * @param host      loopback by default; any other value binds all interfaces
 * @param port      HTTP port of Fuseki
 * @param loadOrder a load-order TSV loaded when the store is empty (instead of the default data)
 * @param qanaryStorage   {@code memory} (default) or {@code tdb2}: where the question graphs live ({@link QanaryStorage})
 * @param qanaryMaxGraphs in memory, the most question graphs kept (the oldest are dropped)
 */
@ConfigurationProperties("gridchat.triplestore")
public record TriplestoreProperties(
    @DefaultValue("./data") Path dataDir,
    @DefaultValue("127.0.0.1") String host,
    @DefaultValue("3030") int port,
    Path loadOrder,
    @DefaultValue("memory") QanaryStorage.Kind qanaryStorage,
    @DefaultValue("" + QanaryStorage.DEFAULT_MAX_GRAPHS) int qanaryMaxGraphs) {

    public QanaryStorage storage() { return new QanaryStorage(qanaryStorage, qanaryMaxGraphs); }
}
