package io.gridchat.crossval;

import io.gridchat.eatclassifier.EatClassifier;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.relations.RelationDetector;
import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.PathFinder;
import io.gridchat.sparqlgen.compose.QueryComposer;
import io.gridchat.sparqlgen.validation.LiteralTyping;
import io.gridchat.sparqlgen.validation.NumericMatching;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;

/**
 * eat-classifier → relation-detection → sparql-generator on one question with its gold entities and values, the
 * components' own decision code called in process (the same static entry points the components call). What is
 * scored is the answer column, as steps_score's sparql step scores it.
 */
public record Chain(TargetClassModel classModel, PathFinder finder, ClassChoiceWeights choice,
                    Function<Query, ResultSetRewindable> select) {

    /** @param classifierClass the eat-classifier's first class; {@code chosenClass} the one relation detection kept */
    public record Outcome(GoldQuestion question, boolean answered, boolean classTop1, String classifierClass, String chosenClass, String sparql) {}

    public Outcome replay(GoldQuestion gold) {
        GoldQuestion g = gold.withLinkedClasses(select); // each entity of the class NER and disambiguation give it
        // the eat-classifier sees the question with the named objects and values masked, as NER's spots give them
        List<String> mentions = new java.util.ArrayList<>();
        g.entities().forEach(e -> mentions.add(e.mention()));
        g.values().forEach(v -> mentions.add(v.mention()));
        List<AnswerType> types = EatClassifier.classify(TargetClassModel.masked(g.text(), mentions), classModel);
        boolean classTop1 = g.goldClass().equals(types.get(0).targetClass());
        String sparql = null, chosen = null;
        boolean answered;
        try {
            List<Relation> relations = RelationDetector.detect(g.text(), types, g.entities(), g.values(), finder, choice);
            chosen = relations.stream().map(Relation::subjectClass).filter(c -> c != null).findFirst().orElse(types.get(0).targetClass());
            Query query = compose(types.get(0).kind(), chosen, relations, g.entities());
            query = NumericMatching.byValue(LiteralTyping.typeByRange(query, select)); // as SparqlValidator does
            sparql = query.serialize();
            answered = g.reference().equals(AnswerColumn.of(select.apply(query)));
        } catch (RuntimeException e) {
            answered = false;
            if (sparql == null) sparql = "ERROR " + e;
        }
        return new Outcome(gold, answered, classTop1, types.get(0).targetClass(), chosen, sparql);
    }

    /** As the sparql-generator composes: an attribute relation answers "what is the X of E", else a list or a count. */
    static Query compose(AnswerKind kind, String target, List<Relation> relations, List<Instance> entities) {
        Set<String> iris = new LinkedHashSet<>();
        entities.forEach(i -> iris.add(i.iri()));
        List<Relation> attributes = relations.stream().filter(r -> r.subjectClass() == null && r.path() != null && iris.contains(r.object())).toList();
        QueryComposer composer = new QueryComposer();
        if (attributes.size() == 1) return composer.attribute(attributes.get(0));
        List<Relation> usable = relations.stream().filter(r -> r.path() != null && r.object() != null && r.subjectClass() != null).toList();
        return composer.compose(kind == AnswerKind.COUNT ? AnswerKind.COUNT : AnswerKind.LIST, target, usable, iris);
    }
}
