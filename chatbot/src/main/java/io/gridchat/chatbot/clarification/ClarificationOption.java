package io.gridchat.chatbot.clarification;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * One option of an open clarification: the object's IRI, name, class and the facts that tell it apart from the
 * other options ({@code detail}: container, voltage, region, model, mRID prefix, from the disambiguation component;
 * null when it gave none). {@code answer}: what the question would answer if it meant this option, in brief (the
 * pipeline's reading of it; null when there is none). {@code facts}: what the chatbot found about the option in the
 * grid graph that the other options do not share ({@code pipeline/OptionFacts}: "voltage level ARENDAL 300",
 * "300 kV"; empty when none). The event key of the class is {@code class}, as the UI reads it.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record ClarificationOption(String iri, String label, @JsonProperty("class") String optionClass, String detail, String answer,
                                  List<String> facts) {
    public ClarificationOption {
        facts = facts == null ? List.of() : List.copyOf(facts);
    }

    /** An option without facts from the grid graph. */
    public ClarificationOption(String iri, String label, String optionClass, String detail, String answer) {
        this(iri, label, optionClass, detail, answer, List.of());
    }

    /** An option without a reading. */
    public ClarificationOption(String iri, String label, String optionClass, String detail) {
        this(iri, label, optionClass, detail, null, List.of());
    }

    public ClarificationOption withFacts(List<String> found) {
        return new ClarificationOption(iri, label, optionClass, detail, answer, found);
    }
}
