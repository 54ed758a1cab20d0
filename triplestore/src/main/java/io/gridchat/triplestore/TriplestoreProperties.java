package io.gridchat.triplestore;

import java.nio.file.Path;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings ({@code gridchat.triplestore.*}).
 *
 * @param dataDir   where the TDB2 datasets live ({@code DIR/tdb2/cim}, {@code DIR/tdb2/qanary})
 * @param host      loopback by default; any other value binds all interfaces
 * @param port      HTTP port of Fuseki
 * @param loadOrder a load-order TSV loaded when the store is empty (instead of the default data)
 */
@ConfigurationProperties("gridchat.triplestore")
public record TriplestoreProperties(
    @DefaultValue("./data") Path dataDir,
    @DefaultValue("127.0.0.1") String host,
    @DefaultValue("3030") int port,
    Path loadOrder) {}
