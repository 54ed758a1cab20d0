package io.gridchat.eval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eval.scoring.StepsScore;
import io.gridchat.eval.steps.EntityLookup;
import io.gridchat.eval.steps.QueryStep;
import io.gridchat.eval.steps.SystemSteps;
import io.gridchat.eval.steps.TimeSeriesStep;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * On the real splits in ../shared: the reader sees every template and question, and the scorer gives 1 to a
 * system that replays the reference's own steps (and less when the final step is removed).
 */
@Tag("shared")
class SharedDatasetTest {
    static Path qa() {
        return Path.of(System.getProperty("gridchat.shared.dir", "../../shared"), "datasets", "t2ps-qa");
    }

    @Test
    void dev50HasFiftyTemplatesAnd177Questions() throws Exception {
        List<Question> questions = DatasetReader.readQuestions(qa().resolve("dev.yaml"), qa().resolve("dev50.json"));
        assertThat(questions).hasSize(177);
        assertThat(questions.stream().map(Question::templateId).collect(Collectors.toSet())).hasSize(50);
        assertThat(DatasetReader.readQuestions(qa().resolve("dev.yaml"), null)).hasSize(532);
    }

    @Test
    void replayingTheReferenceScoresOneOnDevAndTimeSeries() throws Exception {
        List<Question> questions = new ArrayList<>(DatasetReader.readQuestions(qa().resolve("dev.yaml"), null));
        List<Question> timeSeries = DatasetReader.readQuestions(qa().resolve("timeseries-dev.yaml"), null);
        assertThat(timeSeries).hasSize(30);
        questions.addAll(timeSeries);
        Instant run = Instant.parse("2026-01-01T00:00:00Z");
        for (Question q : questions) {
            assertThat(StepsScore.score(q.groups(), replay(q.groups()), run)).as(q.id()).isEqualTo(1.0);
            // without the last group's steps the question scores 0 (the stop rule)
            assertThat(StepsScore.score(q.groups(), replay(q.groups().subList(0, q.groups().size() - 1)), run)).as(q.id()).isEqualTo(0.0);
        }
    }

    static SystemSteps replay(List<ReferenceStepGroup> groups) {
        List<EntityLookup> lookups = new ArrayList<>();
        List<QueryStep> queries = new ArrayList<>();
        List<TimeSeriesStep> calls = new ArrayList<>();
        for (ReferenceStepGroup g : groups) {
            for (ReferenceStep s : g.steps()) {
                Map<String, Object> a = s.args();
                switch (s.name()) {
                    case ReferenceStep.IRI_DISCOVERY -> lookups.add(new EntityLookup(String.valueOf(a.get("query")), List.of(s.output().toString()), "replay"));
                    case ReferenceStep.SPARQL_QUERY -> queries.add(new QueryStep(s.query(), s.output().toString(), "replay"));
                    case ReferenceStep.RETRIEVE_TIME_SERIES -> calls.add(new TimeSeriesStep(List.of(a.get("mrid").toString()), null, null, null, null, null, null));
                    case ReferenceStep.RETRIEVE_DATA_POINTS -> calls.add(new TimeSeriesStep(List.of(), str(a.get("external_id")), str(a.get("start")),
                            str(a.get("end")), a.get("aggregates") instanceof Collection<?> c ? c.stream().map(Object::toString).toList() : null,
                            str(a.get("granularity")), a.get("limit") == null ? null : Integer.valueOf(a.get("limit").toString())));
                    default -> throw new IllegalStateException("unknown step " + s.name());
                }
            }
        }
        return new SystemSteps(lookups, queries, calls);
    }

    static String str(Object o) {
        return o == null ? null : o.toString();
    }

}
