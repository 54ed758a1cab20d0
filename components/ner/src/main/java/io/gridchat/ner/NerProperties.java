package io.gridchat.ner;

import org.springframework.boot.context.properties.bind.DefaultValue;
import io.gridchat.kit.gazetteer.GazetteerSettings;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the ner component ({@code gridchat.ner.*}).
 *
 * @param refreshInterval how often to check the grid graph for changes (0 = never after the first load)
 * @param fuzzy           accept names with one typo (edit distance 1) when at least {@code fuzzyMinLength} long
 * @param fuzzyMinLength  shortest key (letters and digits) matched with a typo
 * @param nameProperties  properties whose values name resources (default: name, aliasName, crsUrn, eu shortName)
 * @param mridProperties  properties holding mRIDs (default: cim:IdentifiedObject.mRID)
 * @param eicProperties   properties holding EIC codes (default: eu:IdentifiedObject.energyIdentCodeEic)
 * @param maxLabelLength  longer values (descriptions) are not names
 */
@ConfigurationProperties(prefix = "gridchat.ner")
public record NerProperties(@DefaultValue("60s") Duration refreshInterval, @DefaultValue("true") boolean fuzzy,
                            @DefaultValue("0") int fuzzyMinLength, List<String> nameProperties,
                            List<String> mridProperties, List<String> eicProperties, @DefaultValue("0") int maxLabelLength) {

    public GazetteerSettings gazetteer() {
        return new GazetteerSettings(nameProperties, mridProperties, eicProperties, maxLabelLength, fuzzyMinLength, false);
    }
}
