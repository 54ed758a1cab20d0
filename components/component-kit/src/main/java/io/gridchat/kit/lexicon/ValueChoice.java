package io.gridchat.kit.lexicon;

import java.util.List;

/**
 * One entry of the lexicon's value-choice table ({@code value-choices.tsv}): the value an engineer means by an
 * attribute of a class when another object holds it ("the rating of a power transformer" = the ratedS of its ends).
 *
 * @param classLocalName the CIM class's local name ("PowerTransformer")
 * @param attribute      the attribute's words as the lexicon means them ("rated", "s")
 * @param via            SPARQL 1.1 property path from the thing to the object that holds the value, full IRIs
 *                       ("^&lt;…PowerTransformerEnd.PowerTransformer&gt;": the transformer's ends)
 * @param property       the value's own property on that object, full IRI (its unit, label, quantity kind come from it)
 * @param reason         why an engineer means this value
 */
public record ValueChoice(String classLocalName, List<String> attribute, String via, String property, String reason) {
    public ValueChoice {
        attribute = List.copyOf(attribute);
    }

    /** The whole path from the thing to the value, full IRIs. */
    public String path() { return via + "/<" + property + ">"; }
}
