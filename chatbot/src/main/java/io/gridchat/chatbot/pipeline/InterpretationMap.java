package io.gridchat.chatbot.pipeline;

import io.gridchat.kit.annotation.Interpretation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code interpretation} object of an answer (issue 10): {@code understood} ({@code role}, {@code label},
 * {@code value}), {@code unused} ({@code phrase}, {@code reason}, {@code start}, {@code end}) and {@code withheld}.
 * Null when the pipeline wrote no {@code gc:AnnotationOfInterpretation}.
 */
final class InterpretationMap {
    private InterpretationMap() {}

    static Map<String, Object> of(List<Interpretation> interpretations) {
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
        return m;
    }
}
