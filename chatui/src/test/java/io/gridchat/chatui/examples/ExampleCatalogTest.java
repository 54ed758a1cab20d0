package io.gridchat.chatui.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shipped {@code catalog.tsv} and how its templates are filled (which lines are answered: ExampleCatalogE2eTest). */
class ExampleCatalogTest {

    @Test
    void everyLineHasACategoryATitleAnExampleAndASibling() {
        List<ExampleCatalog.Template> templates = ExampleCatalog.templates();
        assertThat(templates).isNotEmpty();
        assertThat(templates).allSatisfy(t -> {
            assertThat(t.category()).matches("[a-z_]+");
            assertThat(t.example()).isNotBlank().isNotEqualTo(t.sibling());
            assertThat(t.sibling()).isNotBlank();
        });
        assertThat(templates.stream().map(ExampleCatalog.Template::category).distinct().count()).isEqualTo(templates.size());
    }

    @Test
    void placeholdersAreFilledFromTheDataAndLinesWithoutValuesAreLeftOut() {
        List<ExampleCatalog.Template> templates = List.of(
                new ExampleCatalog.Template("containment", "Inside", "Which voltage levels are in substation {substation}?", "Which breakers are in {substation2}?"),
                new ExampleCatalog.Template("value", "Values", "What is the length of {line}?", "What is the rated power of {generator}?"),
                new ExampleCatalog.Template("count", "Counting", "How many substations are there?", "How many lines are there?"));
        List<ExampleCatalog.Group> groups = ExampleCatalog.fill(templates, Map.of("substation", "PP_Brussels", "substation2", "PP_Amsterdam", "line", "BE-Line_7"));
        assertThat(groups).extracting(ExampleCatalog.Group::category).containsExactly("containment", "count");
        assertThat(groups.get(0).questions()).containsExactly("Which voltage levels are in substation PP_Brussels?", "Which breakers are in PP_Amsterdam?");
    }

    @Test
    void aNameWithDollarSignsOrBackslashesIsInsertedAsWritten() {
        List<ExampleCatalog.Group> groups = ExampleCatalog.fill(
                List.of(new ExampleCatalog.Template("value", "Values", "What is the length of {line}?", "And {line}?")), Map.of("line", "A$1\\B"));
        assertThat(groups.get(0).example()).isEqualTo("What is the length of A$1\\B?");
    }
}
