package io.gridchat.relations.paths;

import java.util.List;

/**
 * What the ranking knows about one candidate property path (from instances of the target class to a linked entity,
 * or a datatype property holding a value). Every feature carries meaning to questions never seen in training: none
 * of them names a template. (A count of the path's uses for the same (target class, entity class) pair in train
 * was dropped: learned freely it weighed −1.49 — it rewards repeating train's templates — and frozen at 0 it did
 * nothing.)
 *
 * @param name        share of the property names' words found among the question's relation cue words (summed over
 *                    the path's properties)
 * @param literalName the same share for a value-filter property (0 for entity paths): a value's property is usually
 *                    named in the question ("a rated power of 300")
 * @param path        log(1 + uses of this exact path in train)
 * @param prop        log(1 + uses of the path's properties in train) (mean)
 * @param length      number of steps beyond the first
 * @param shortcut    share of the path's properties that are generic shortcuts ({@code cimr:} connectedTo, isPart, …)
 * @param domainFit   1 when the first property belongs to the target class or one of its superclasses
 * @param rangeFit    1 when the last property's role names the entity's class or one of its superclasses
 * @param embedding   cosine of the sentence embeddings of the cue words and the properties' descriptions (mean)
 * @param description share of the cue words found in the property's definition (its label and the first sentence of
 *                    its comment: "Zero sequence series reactance of the entire line section."), mean over the path
 * @param coverage    share of the cue words that some property of the path names (its name words, an abbreviation
 *                    written out counting): "voltage limits of the same operational limit set as X" — "set" is named
 *                    by the path through {@code OperationalLimit.OperationalLimitSet}, not by the one through the type
 */
public record PathFeatures(double name, double literalName, double path, double prop,
                           double length, double shortcut, double domainFit, double rangeFit, double embedding,
                           double description, double coverage) {

    public static final List<String> NAMES = List.of("name", "literalName", "path", "prop", "length",
            "shortcut", "domainFit", "rangeFit", "embedding", "description", "coverage");

    public double[] vector() {
        return new double[] {name, literalName, path, prop, length, shortcut, domainFit, rangeFit, embedding, description, coverage};
    }

    public static PathFeatures of(double[] v) {
        return new PathFeatures(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]);
    }
}
