package io.gridchat.chatbot.clarification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One option of an open clarification: the object's IRI, name, class and the facts that tell it apart from the
 * other options ({@code detail}: container, voltage, region, model, mRID prefix; null when the disambiguation
 * component gave none). {@code answer}: what the question would answer if it meant this option, in brief (the
 * pipeline's reading of it; null when there is none). The event key of the class is {@code class}, as the UI reads it.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ClarificationOption(String iri, String label, @JsonProperty("class") String optionClass, String detail, String answer) {

    /** An option without a reading. */
    public ClarificationOption(String iri, String label, String optionClass, String detail) {
        this(iri, label, optionClass, detail, null);
    }
}
