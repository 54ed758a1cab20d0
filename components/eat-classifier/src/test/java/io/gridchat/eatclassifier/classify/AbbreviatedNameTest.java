package io.gridchat.eatclassifier.classify;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.text.Words;
import org.junit.jupiter.api.Test;

/** A class name that abbreviates a word the question writes out ("asset information" for AssetInfo). */
class AbbreviatedNameTest {
    private static boolean found(String question, String name) {
        return !TargetClassModel.abbreviatedOccurrences(Words.stems(question), Words.stems(name)).isEmpty();
    }

    @Test
    void aWordWrittenOutMatchesTheNameThatAbbreviatesIt() {
        assertThat(found("List all asset information entries", "AssetInfo")).isTrue();
        assertThat(found("Which switch information is recorded", "SwitchInfo")).isTrue();
        assertThat(found("What load activities are related", "LoadAction")).isTrue(); // the stem of "Action" is "act"
    }

    @Test
    void notAPluralAWordThatMerelyStartsAlikeOrAShortWord() {
        assertThat(found("List all asset infos", "AssetInfo")).isFalse(); // the same stem: the plain name matches it
        assertThat(found("Which linear shunt compensators", "Line")).isFalse(); // "linear" is only two letters longer
        assertThat(found("Which accurate line segments", "AC line segment")).isFalse(); // "ac" is too short to be an abbreviation
        assertThat(found("Which asset information", "Asset Model")).isFalse(); // every other word must match as written
    }
}
