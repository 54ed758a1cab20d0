package io.gridchat.kit;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The grid-graph SELECT cache of a component ({@code gridchat.grid-cache.*}, {@link GridSelectCache}).
 *
 * @param maxRows the most result rows the cache holds over all its entries; 0 turns it off. The default, 50000, holds
 *                every lookup relation-detection and sparql-generator made over dev50 and the train split many times
 *                over (a few thousand rows) at a few tens of MB at most (a row of four IRIs is under 1 KB).
 */
@ConfigurationProperties(prefix = "gridchat.grid-cache")
public record GridCacheProperties(@DefaultValue("50000") int maxRows) {
    public GridCacheProperties {
        if (maxRows < 0) throw new IllegalArgumentException("gridchat.grid-cache.max-rows must be at least 0, not " + maxRows);
    }
}
