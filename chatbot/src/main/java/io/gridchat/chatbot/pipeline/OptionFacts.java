package io.gridchat.chatbot.pipeline;

import io.gridchat.chatbot.clarification.ClarificationOption;
import io.gridchat.chatbot.clarification.PendingClarification;
import io.gridchat.chatbot.context.ClassWords;
import io.gridchat.kit.SparqlClient;
import io.gridchat.store.CimNamespaces;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.binding.BindingFactory;
import org.apache.jena.sparql.syntax.ElementData;
import org.apache.jena.sparql.syntax.ElementGroup;

/**
 * The facts that tell the options of a clarification apart, from the grid graph ({@code option-facts.rq}): the named
 * objects one or two links from each option (voltage level, bay, substation, the transformer of a tap changer, …) as
 * "class NAME", and nominal voltages as "300 kV". Only facts that not every option shares are kept (at most
 * {@link #MAX_FACTS} per option) as the option's {@code facts}, so they are shown with the question and a free-text
 * answer ("the one in the 300 kV voltage level", "the one on transformer HALDEN T1") is matched against them when the
 * disambiguation component's own detail does not decide.
 * On any failure the options stay as they were.
 */
public final class OptionFacts {
    /** At most this many facts are added to one option (the nearest first), so the question stays readable. */
    public static final int MAX_FACTS = 5;
    /** Clarifications with more options than this are not looked up (one query for all options). */
    public static final int MAX_OPTIONS = 12;
    /**
     * Classes left out of the facts: abstract CIM classes a named object also has when superclasses are materialised
     * (they name no kind of thing), and terminals (named "T1", "T2" everywhere: they tell nothing apart).
     */
    static final Set<String> GENERIC = Set.of("Terminal", "IdentifiedObject", "PowerSystemResource", "Equipment", "ConductingEquipment",
            "EquipmentContainer", "ConnectivityNodeContainer", "ACDCTerminal", "RegulatingCondEq", "RotatingMachine",
            "EnergyConnection", "OperationalLimit", "TapChanger", "TransformerEnd", "Switch", "ProtectedSwitch", "Connector",
            "Conductor", "ShuntCompensator", "GeneratingUnit");
    private static final String RESOURCE = "/io/gridchat/chatbot/clarification/option-facts.rq";
    private final SparqlClient cim;
    private final String template;

    public OptionFacts(String cimQueryEndpoint, Duration timeout) {
        this.cim = new SparqlClient(cimQueryEndpoint, null, timeout);
        try (InputStream in = OptionFacts.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("missing resource " + RESOURCE);
            this.template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public List<PendingClarification> withFacts(List<PendingClarification> items) {
        List<PendingClarification> out = new ArrayList<>();
        for (PendingClarification item : items) {
            try {
                out.add(withFacts(item));
            } catch (RuntimeException e) {
                out.add(item); // the grid graph cannot be read: the options as the pipeline gave them
            }
        }
        return out;
    }

    PendingClarification withFacts(PendingClarification item) {
        if (item.options().size() < 2 || item.options().size() > MAX_OPTIONS) return item;
        Map<String, Set<String>> facts = facts(item.options().stream().map(ClarificationOption::iri).toList());
        // keep what tells the options apart: a fact every option has says nothing
        Set<String> common = null;
        for (ClarificationOption o : item.options()) {
            Set<String> f = facts.getOrDefault(o.iri(), Set.of());
            if (common == null) common = new HashSet<>(f);
            else common.retainAll(f);
        }
        List<ClarificationOption> options = new ArrayList<>();
        for (ClarificationOption o : item.options()) {
            List<String> own = new ArrayList<>();
            for (String f : facts.getOrDefault(o.iri(), Set.of())) {
                if (common != null && common.contains(f)) continue;
                if (o.detail() != null && o.detail().toLowerCase(java.util.Locale.ROOT).contains(f.toLowerCase(java.util.Locale.ROOT))) continue;
                if (own.size() < MAX_FACTS) own.add(f);
            }
            options.add(own.isEmpty() ? o : o.withFacts(own));
        }
        return new PendingClarification(item.mention(), item.question(), options, item.candidates());
    }

    /** Option IRI → its facts ("voltage level ARENDAL 300", "300 kV"), nearest first. */
    Map<String, Set<String>> facts(List<String> iris) {
        Query q = QueryFactory.create(template);
        Var option = Var.alloc("option");
        ElementData values = new ElementData();
        values.add(option);
        for (String iri : iris) values.add(BindingFactory.binding(option, NodeFactory.createURI(iri)));
        ElementGroup where = new ElementGroup();
        where.addElement(values);
        where.addElement(q.getQueryPattern());
        q.setQueryPattern(where);
        Map<String, Set<String>> out = new LinkedHashMap<>();
        // option → name → the classes the named object has (a class and its superclasses when they are materialised)
        Map<String, Map<String, List<String>>> named = new LinkedHashMap<>();
        ResultSet rs = cim.select(q);
        while (rs.hasNext()) {
            QuerySolution row = rs.next();
            String iri = row.getResource("option").getURI();
            Set<String> f = out.computeIfAbsent(iri, k -> new LinkedHashSet<>());
            if (row.contains("kv")) {
                String kv = row.getLiteral("kv").getLexicalForm().replaceAll("\\.0+$", "");
                f.add(kv + " kV");
            } else if (row.contains("name") && row.contains("class")) {
                String cls = row.getResource("class").getURI();
                if (!cls.startsWith(CimNamespaces.CIM) || GENERIC.contains(cls.substring(CimNamespaces.CIM.length()))) continue;
                String name = row.getLiteral("name").getLexicalForm().strip().replaceAll("\\s+", " ");
                named.computeIfAbsent(iri, k -> new LinkedHashMap<>()).computeIfAbsent(name, k -> new ArrayList<>()).add(cls);
            }
        }
        // one fact per named object, with its most specific-looking class: the shortest class words left
        named.forEach((iri, names) -> names.forEach((name, classes) -> {
            String cls = classes.stream().min(java.util.Comparator.comparingInt(c -> ClassWords.of(c).length())).orElseThrow();
            out.computeIfAbsent(iri, k -> new LinkedHashSet<>()).add(ClassWords.of(cls) + " " + name);
        }));
        return out;
    }
}
