package io.gridchat.diagrams;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the diagrams service ({@code gridchat.diagrams.*}).
 *
 * @param publicUrl     base URL browsers reach this service under (the diagram links); empty: http://host:port
 * @param checkInterval how often (at most) the store is asked whether the grid graph changed
 * @param cacheSize     rendered diagrams kept
 * @param defaultDepth  steps around the element of a network-area diagram when the question gives none
 * @param warmUp        import every model in the background right after start (else: on first use)
 */
@ConfigurationProperties("gridchat.diagrams")
public record DiagramsProperties(@DefaultValue("") String publicUrl,
                                 @DefaultValue("60s") Duration checkInterval,
                                 @DefaultValue("64") int cacheSize,
                                 @DefaultValue("1") int defaultDepth,
                                 @DefaultValue("false") boolean warmUp) {}
