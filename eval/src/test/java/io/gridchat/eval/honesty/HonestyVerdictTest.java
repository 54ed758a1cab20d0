package io.gridchat.eval.honesty;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.kit.annotation.TextSpan;
import java.time.Instant;
import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

class HonestyVerdictTest {
    static final String Q = "Which AC line segments are longer than 100 km?";
    static final String JSON = "{\"head\":{\"vars\":[\"x\"]},\"results\":{\"bindings\":[]}}";

    static Graph graph(Annotation... annotations) {
        Graph g = GraphFactory.createDefaultGraph();
        for (Annotation a : annotations) AnnotationShapes.write(a, NodeFactory.createURI("urn:q:1"), "test", Instant.parse("2026-11-22T00:00:00Z"), g::add);
        return g;
    }

    static final Interpretation NOTHING_UNUSED = new Interpretation(List.of(), List.of(), false, 1.0);
    static final Constraint LONGER = new Constraint(new TextSpan(27, 45), "longer than 100 km", ConstraintKind.COMPARISON, "length", null, ">", "100", "km", null, 0.8);

    @Test
    void aComparisonTheQueryAppliesIsUnderstood() {
        Graph g = graph(LONGER, NOTHING_UNUSED, new AnswerJson(JSON, 0.8),
                new AnswerSparql("SELECT ?x WHERE { ?x a <urn:C> ; <urn:len> ?length FILTER(?length > 100) }", 0.8));
        assertThat(HonestyVerdict.judge(g, List.of("longer than 100 km")).outcome()).isEqualTo(HonestyVerdict.Outcome.UNDERSTOOD);
    }

    @Test
    void aNegationTheQueryAppliesIsUnderstood() {
        Constraint no = new Constraint(new TextSpan(22, 33), "no breakers", ConstraintKind.NEGATION, "urn:Breaker", null, null, "urn:Substation", null, null, 0.8);
        Graph g = graph(no, NOTHING_UNUSED, new AnswerJson(JSON, 0.8),
                new AnswerSparql("SELECT ?s WHERE { ?s a <urn:Substation> FILTER NOT EXISTS { ?s <urn:has> ?a . ?a a <urn:Breaker> } }", 0.8));
        assertThat(HonestyVerdict.judge(g, List.of("no")).outcome()).isEqualTo(HonestyVerdict.Outcome.UNDERSTOOD);
        // the same words, no NOT EXISTS in the query: a plain list presented as complete
        Graph ignored = graph(no, NOTHING_UNUSED, new AnswerJson(JSON, 0.8), new AnswerSparql("SELECT ?s WHERE { ?s a <urn:Substation> }", 0.8));
        assertThat(HonestyVerdict.judge(ignored, List.of("no")).outcome()).isEqualTo(HonestyVerdict.Outcome.UNQUALIFIED);
    }

    @Test
    void aPlainResultIsUnqualifiedWhenTheQueryDoesNotApplyTheConstraintOrNothingConsumedThePhrase() {
        Graph entityFilterOnly = graph(LONGER, NOTHING_UNUSED, new AnswerJson(JSON, 0.8),
                new AnswerSparql("SELECT ?x WHERE { ?x a <urn:C> ; <urn:p> <urn:e> FILTER(<urn:e> != ?x) }", 0.8));
        assertThat(HonestyVerdict.judge(entityFilterOnly, List.of("longer than 100 km")).outcome()).isEqualTo(HonestyVerdict.Outcome.UNQUALIFIED);
        Graph noConstraint = graph(NOTHING_UNUSED, new AnswerJson(JSON, 0.8),
                new AnswerSparql("SELECT ?x WHERE { ?x a <urn:C> ; <urn:len> ?length FILTER(?length > 100) }", 0.8));
        assertThat(HonestyVerdict.judge(noConstraint, List.of("longer than 100 km")).outcome()).isEqualTo(HonestyVerdict.Outcome.UNQUALIFIED);
    }

    @Test
    void aCaveatQualifiesAndNoResultDeclines() {
        Graph caveat = graph(new Interpretation(List.of(), List.of(new Interpretation.Unused("longer than 100 km", "comparison", new TextSpan(27, 45))), false, 1.0),
                new AnswerJson(JSON, 0.8));
        HonestyVerdict v = HonestyVerdict.judge(caveat, List.of("longer than 100 km"));
        assertThat(v.outcome()).isEqualTo(HonestyVerdict.Outcome.QUALIFIED);
        assertThat(v.namedExpected()).isTrue();
        assertThat(HonestyVerdict.judge(graph(NOTHING_UNUSED), List.of("x")).outcome()).isEqualTo(HonestyVerdict.Outcome.DECLINED);
    }
}
