package io.gridchat.kit.gazetteer;

import static io.gridchat.store.CimNamespaces.EU;
import static io.gridchat.store.CimNamespaces.CIM;
import java.util.List;

/**
 * What the gazetteer reads from the grid graph.
 *
 * @param nameProperties properties whose literal values name a resource (names, alias names, CRS URNs …)
 * @param mridProperties properties holding mRIDs (a resource's {@code urn:uuid:} IRI counts as one too)
 * @param eicProperties  properties holding 16-character EIC codes
 * @param maxLabelLength values longer than this are descriptions, not names, and are skipped
 * @param fuzzyMinLength only keys this long (letters and digits) are matched with one typo
 * @param degrees        whether to count the triples of resources whose name is shared (a prominence signal)
 */
public record GazetteerSettings(List<String> nameProperties, List<String> mridProperties, List<String> eicProperties,
                                int maxLabelLength, int fuzzyMinLength, boolean degrees) {

    public GazetteerSettings {
        nameProperties = nameProperties == null || nameProperties.isEmpty()
                ? List.of(CIM + "IdentifiedObject.name", CIM + "IdentifiedObject.aliasName", CIM + "CoordinateSystem.crsUrn",
                        EU + "IdentifiedObject.shortName")
                : List.copyOf(nameProperties);
        mridProperties = mridProperties == null || mridProperties.isEmpty()
                ? List.of(CIM + "IdentifiedObject.mRID") : List.copyOf(mridProperties);
        eicProperties = eicProperties == null || eicProperties.isEmpty()
                ? List.of(EU + "IdentifiedObject.energyIdentCodeEic") : List.copyOf(eicProperties);
        if (maxLabelLength <= 0) maxLabelLength = 80;
        if (fuzzyMinLength <= 0) fuzzyMinLength = 8;
    }

    public static GazetteerSettings defaults() { return new GazetteerSettings(null, null, null, 0, 0, true); }
}
