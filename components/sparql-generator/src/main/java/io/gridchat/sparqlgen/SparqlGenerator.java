package io.gridchat.sparqlgen;

import io.gridchat.kit.CimStore;
import io.gridchat.kit.ComponentProperties;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.sparqlgen.accounting.AnswerAccounting;
import io.gridchat.sparqlgen.accounting.OntologyWords;
import io.gridchat.sparqlgen.compose.QueryComposer;
import io.gridchat.sparqlgen.validation.SparqlValidator;
import io.gridchat.sparqlgen.validation.ValidationResult;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetFormatter;
import org.apache.jena.query.ResultSetRewindable;
import org.springframework.stereotype.Component;

/**
 * Composes the answer query from the answer type, the linked entities and the relations, validates it
 * (read-only, prefixes, IRIs, literal datatypes), runs it on the grid graph with a timeout and a row limit,
 * and writes the query and its JSON result. When nothing usable was found it writes an honest message
 * instead ("I could not find …"), never an error. The question text is never part of the query.
 */
@Component
public class SparqlGenerator implements QanaryComponent {
    private final SparqlClient cim;
    private final SparqlValidator validator;
    private final GeneratorProperties settings;
    private final QueryComposer composer = new QueryComposer();
    private final AnswerAccounting accounting;
    private volatile OntologyWords ontologyWords;
    private volatile long vocabularyFailedAt = Long.MIN_VALUE / 2;

    public SparqlGenerator(CimStore store, ComponentProperties component, GeneratorProperties settings) {
        this.cim = new SparqlClient(store.client().queryUrl(), null, settings.queryTimeout());
        this.validator = new SparqlValidator(q -> cim.select(q));
        this.settings = settings;
        this.accounting = new AnswerAccounting(this::ontologyWords);
    }

    /** The grid graph's vocabulary, read once (null while the store cannot be read: unknown words are then not judged). */
    OntologyWords ontologyWords() {
        OntologyWords w = ontologyWords;
        // a store that cannot answer is asked again after a minute, not on every question
        if (w == null && System.currentTimeMillis() - vocabularyFailedAt > 60_000) {
            try {
                ontologyWords = w = OntologyWords.read(q -> cim.select(q));
            } catch (RuntimeException e) {
                vocabularyFailedAt = System.currentTimeMillis();
                return null;
            }
        }
        return w;
    }

    @Override
    public String description() { return "Composes, validates and runs the answer SPARQL query (Jena ARQ syntax API)"; }

    @Override
    public void process(QuestionGraph question) {
        List<AnswerType> types = question.annotations(AnswerType.class);
        List<Annotation> answer = answer(types, question.annotations(Instance.class),
                question.annotations(SpotInstance.class), question.annotations(Relation.class));
        if (answer.isEmpty()) return; // time series, diagrams: answered by other components
        AnswerKind kind = types.stream().max(Comparator.comparingDouble(AnswerType::score)).map(AnswerType::kind).orElse(AnswerKind.LIST);
        // what was understood and what was not: a caveat, or the result withheld when it would mislead
        question.write(accounting.account(question.text(), question.snapshot(), kind, answer));
    }

    public List<Annotation> answer(List<AnswerType> types, List<Instance> instances, List<SpotInstance> spots, List<Relation> relations) {
        Optional<AnswerType> type = types.stream().max(Comparator.comparingDouble(AnswerType::score));
        AnswerKind kind = type.map(AnswerType::kind).orElse(AnswerKind.LIST);
        String target = relations.stream().map(Relation::subjectClass).filter(c -> c != null).findFirst()
                .orElse(type.map(AnswerType::targetClass).orElse(null));
        if (kind == AnswerKind.TIME_SERIES || kind == AnswerKind.DIAGRAM) {
            return List.of(); // answered by other components (cognite-bridge, diagrams)
        }
        Set<String> iris = new LinkedHashSet<>();
        instances.forEach(i -> iris.add(i.iri()));
        // an attribute relation (no subject class, path from the entity to a value) answers "what is the X of E"
        List<Relation> attributes = relations.stream().filter(r -> r.subjectClass() == null && r.path() != null && iris.contains(r.object())).toList();
        boolean attribute = attributes.size() == 1;
        if (target == null && !attribute) {
            return List.of(new AnswerMessage(notFound(instances, spots), 0.5));
        }
        List<Relation> usable = relations.stream().filter(r -> r.path() != null && r.object() != null && r.subjectClass() != null).toList();
        if (usable.isEmpty() && !attribute && !instances.isEmpty()) {
            return List.of(new AnswerMessage("I could not find how " + localName(target) + " relates to "
                    + String.join(", ", instances.stream().map(i -> i.mention() == null ? i.iri() : i.mention()).distinct().toList())
                    + " in the grid graph.", 0.5));
        }
        Query query = attribute ? composer.attribute(attributes.get(0)) : composer.compose(kind, target, usable, iris);
        ValidationResult checked = validator.validate(query.serialize());
        if (!checked.valid()) {
            return List.of(new AnswerMessage("I could not build a valid query: " + String.join("; ", checked.errors()), 0.3));
        }
        Query run = checked.query();
        if (run.isSelectType() && (!run.hasLimit() || run.getLimit() > settings.maxRows())) run.setLimit(settings.maxRows());
        List<Annotation> out = new ArrayList<>();
        out.add(new AnswerSparql(run.serialize(), 0.8));
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        try {
            if (run.isAskType()) {
                ResultSetFormatter.outputAsJSON(json, cim.ask(run));
            } else {
                ResultSetRewindable rs = cim.select(run);
                ResultSetFormatter.outputAsJSON(json, rs);
            }
        } catch (RuntimeException e) {
            out.add(new AnswerMessage("The query could not be run on the grid graph: " + e.getMessage(), 0.3));
            return out;
        }
        out.add(new AnswerJson(json.toString(StandardCharsets.UTF_8), 0.8));
        return out;
    }

    static String notFound(List<Instance> instances, List<SpotInstance> spots) {
        StringBuilder b = new StringBuilder("I could not find what kind of things the question asks for");
        if (instances.isEmpty() && spots.isEmpty()) return b.append(", nor any grid element or value it names.").toString();
        b.append("; I found ");
        List<String> found = new ArrayList<>();
        instances.forEach(i -> found.add((i.mention() == null ? "" : "\"" + i.mention() + "\" = ") + "<" + i.iri() + ">"));
        spots.forEach(s -> found.add("\"" + s.mention() + "\""));
        return b.append(String.join(", ", found)).append(".").toString();
    }

    private static String localName(String iri) {
        return iri.substring(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1);
    }
}
