package io.gridchat.disambiguation;

import io.gridchat.ner.gazetteer.GazetteerSettings;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the disambiguation component ({@code gridchat.disambiguation.*}).
 *
 * @param refreshInterval how often to check the grid graph for changes (0 = never after the first load)
 * @param clarifyMargin   ask instead of linking when the best two candidates score closer than this (0 = never ask)
 * @param maxOptions      at most this many options in a clarification
 * @param secondaryClasses local names of classes ranked below others when a name is shared (a substation and its
 *                        topological node; a switch and its diagram object)
 * @param nameProperties  properties whose values name resources (same defaults as ner)
 * @param mridProperties  properties holding mRIDs
 * @param eicProperties   properties holding EIC codes
 * @param auxiliaryClasses local names of classes (with their subclasses) that describe equipment rather than being
 *                        equipment (its location, its regulating control): ranked below equipment sharing their name
 */
@ConfigurationProperties(prefix = "gridchat.disambiguation")
public record DisambiguationProperties(Duration refreshInterval, Double clarifyMargin, Integer maxOptions, List<String> secondaryClasses,
                                       List<String> nameProperties, List<String> mridProperties, List<String> eicProperties,
                                       List<String> auxiliaryClasses) {
    public DisambiguationProperties {
        if (refreshInterval == null) refreshInterval = Duration.ofSeconds(60);
        if (clarifyMargin == null) clarifyMargin = 0.05;
        if (maxOptions == null || maxOptions < 2) maxOptions = 5;
        if (secondaryClasses == null) secondaryClasses = DEFAULT_SECONDARY;
        if (auxiliaryClasses == null) auxiliaryClasses = DEFAULT_AUXILIARY;
    }

    /**
     * Not power-system equipment, but named after it: a line's Location, a generator's RegulatingControl
     * (cim:RegulatingControl is a PowerSystemResource, so the hierarchy alone does not rank it below equipment).
     */
    public static final List<String> DEFAULT_AUXILIARY = List.of("Location", "PositionPoint", "CoordinateSystem",
            "RegulatingControl");

    public static final List<String> DEFAULT_SECONDARY = List.of("TopologicalNode", "ConnectivityNode", "Diagram",
            "DiagramObject", "DiagramObjectStyle", "TextDiagramObject", "DiagramObjectPoint");

    public GazetteerSettings gazetteer() {
        return new GazetteerSettings(nameProperties, mridProperties, eicProperties, 0, 0, true);
    }
}
