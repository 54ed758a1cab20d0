package io.gridchat.kit.gazetteer;

import io.gridchat.kit.annotation.SpotKind;

/**
 * One way of naming a resource of the grid graph.
 *
 * @param iri      the resource
 * @param label    the value as stored (name, alias, mRID, EIC code, enum label …)
 * @param kind     what kind of spot a mention of this value is
 * @param property the property the value came from (or a pseudo-property for values derived from the IRI)
 * @param enumClass for enumeration members: their enumeration class (mentions need a cue word from it); else null
 */
public record Entry(String iri, String label, SpotKind kind, String property, String enumClass) {
    public boolean isEnumMember() { return enumClass != null; }

    /** A country word of the lexicon naming a region ("Belgian" for the region BE): another name, never its label. */
    public boolean isPlaceWord() { return GazetteerLoader.PLACE_WORD.equals(property); }
}
