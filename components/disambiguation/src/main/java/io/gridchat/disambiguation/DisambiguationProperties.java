package io.gridchat.disambiguation;

import io.gridchat.settings.RecordDefaults;
import org.springframework.boot.context.properties.bind.DefaultValue;
import io.gridchat.kit.gazetteer.GazetteerSettings;
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
public record DisambiguationProperties(
        @DefaultValue("60s") Duration refreshInterval,
        @DefaultValue("0.05") double clarifyMargin,
        @DefaultValue("5") int maxOptions,
        @DefaultValue({"TopologicalNode", "ConnectivityNode", "Diagram", "DiagramObject", "DiagramObjectStyle",
                "TextDiagramObject", "DiagramObjectPoint"}) List<String> secondaryClasses,
        List<String> nameProperties, List<String> mridProperties, List<String> eicProperties,
        // Not power-system equipment, but named after it: a line's Location, a generator's RegulatingControl
        // (cim:RegulatingControl is a PowerSystemResource, so the hierarchy alone does not rank it below equipment).
        @DefaultValue({"Location", "PositionPoint", "CoordinateSystem", "RegulatingControl"}) List<String> auxiliaryClasses) {
    public DisambiguationProperties {
        if (maxOptions < 2) throw new IllegalArgumentException("gridchat.disambiguation.max-options must be at least 2, not " + maxOptions);
        secondaryClasses = secondaryClasses == null ? List.of() : List.copyOf(secondaryClasses);
        auxiliaryClasses = auxiliaryClasses == null ? List.of() : List.copyOf(auxiliaryClasses);
    }

    /** The documented defaults (the {@code @DefaultValue}s above), for code outside Spring. */
    public static DisambiguationProperties defaults() { return RecordDefaults.of(DisambiguationProperties.class); }

    public GazetteerSettings gazetteer() {
        return new GazetteerSettings(nameProperties, mridProperties, eicProperties, 0, 0, true);
    }
}
