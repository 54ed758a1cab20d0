package io.gridchat.chatbot.pipeline;

import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.kit.annotation.OtherEnd;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code interpretation} object of an answer (issue 10): {@code understood} ({@code role}, {@code label},
 * {@code value}), {@code unused} ({@code phrase}, {@code reason}, {@code start}, {@code end}), {@code withheld}, and
 * {@code otherEnds} ({@code used}, {@code other}, {@code more}, {@code examples}, {@code sparql}) when the answer
 * followed one end of a property pair the question left open.
 * Null when the pipeline wrote no {@code gc:AnnotationOfInterpretation}.
 */
final class InterpretationMap {
    private InterpretationMap() {}

    static Map<String, Object> of(List<Interpretation> interpretations, List<OtherEnd> otherEnds) {
        if (interpretations.isEmpty()) return null;
        Interpretation in = interpretations.get(interpretations.size() - 1);
        List<Map<String, Object>> understood = new ArrayList<>();
        for (Interpretation.Understood u : in.understood()) understood.add(AnswerReader.map("role", u.role(), "label", u.label(), "value", u.value()));
        List<Map<String, Object>> unused = new ArrayList<>();
        for (Interpretation.Unused u : in.unused()) {
            unused.add(AnswerReader.map("phrase", u.phrase(), "reason", u.reason(),
                    "start", u.span() == null ? null : u.span().start(), "end", u.span() == null ? null : u.span().end()));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("understood", understood);
        m.put("unused", unused);
        m.put("withheld", in.withheld());
        if (!otherEnds.isEmpty()) {
            List<Map<String, Object>> ends = new ArrayList<>();
            for (OtherEnd e : otherEnds) {
                ends.add(AnswerReader.map("used", e.used(), "other", e.other(), "more", e.more(), "examples", e.examples(), "sparql", e.sparql()));
            }
            m.put("otherEnds", ends);
        }
        return m;
    }
}
