package io.gridchat.eval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class DatasetReaderTest {
    private static Path resource(String name) throws Exception {
        return Path.of(DatasetReaderTest.class.getResource("/" + name).toURI());
    }

    @Test
    void readsTemplatesQuestionsGroupsAndSteps() throws Exception {
        List<Template> templates = DatasetReader.readTemplates(resource("tiny-dataset.yaml"));
        assertThat(templates).extracting(Template::id).containsExactly("template_list_breakers", "template_value_rated");
        Question q = templates.get(0).questions().get(0);
        assertThat(q.id()).isEqualTo("question_breakers_oslo");
        assertThat(q.templateId()).isEqualTo("template_list_breakers");
        assertThat(q.text()).isEqualTo("Which breakers are in substation OSLO?");
        assertThat(q.groups()).hasSize(2);
        ReferenceStep iri = q.groups().get(0).steps().get(0);
        assertThat(iri.name()).isEqualTo(ReferenceStep.IRI_DISCOVERY);
        assertThat(iri.output()).isEqualTo("urn:uuid:sub-oslo");
        ReferenceStep sparql = q.groups().get(1).steps().get(0);
        assertThat(sparql.requiredColumns()).containsExactly("breaker");
        assertThat(q.expectedSparql()).startsWith("SELECT ?breaker");
    }

    @Test
    void filtersByTemplateIdsFromAJsonObjectOrArray() throws Exception {
        List<Question> qs = DatasetReader.readQuestions(resource("tiny-dataset.yaml"), resource("tiny-templates.json"));
        assertThat(qs).extracting(Question::id).containsExactly("question_rated_line");
    }
}
