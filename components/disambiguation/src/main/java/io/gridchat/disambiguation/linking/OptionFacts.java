package io.gridchat.disambiguation.linking;

import io.gridchat.kit.CimStore;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.Clarification;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.rdf.model.RDFNode;
import org.springframework.stereotype.Component;

/**
 * Makes clarification options differ visibly: for each option the facts that tell it apart from the other options
 * (container and substation, voltage, region, the equipment of a terminal, the model it comes from), read from the
 * grid graph with one small query per option ({@code option-facts.rq}). Only facts that differ between options are
 * kept; when options would still read the same (same name, class and facts), the start of their mRID separates them.
 */
@Component
public class OptionFacts {
    static final String[] FACTS = {"equipment", "container", "substation", "voltage", "region", "model"};
    private final SparqlClient cim;

    public OptionFacts(CimStore store) {
        this.cim = store.client();
    }

    public List<Clarification.Option> describe(List<Clarification.Option> options) {
        List<Map<String, String>> facts = new ArrayList<>();
        for (Clarification.Option o : options) facts.add(read(o.iri()));
        return withDetails(options, facts);
    }

    /** Pure part (tested alone): facts per option → the options with the facts that differ as their detail. */
    static List<Clarification.Option> withDetails(List<Clarification.Option> options, List<Map<String, String>> facts) {
        List<String> differing = new ArrayList<>();
        for (String f : FACTS) {
            Set<String> values = new HashSet<>();
            for (Map<String, String> m : facts) values.add(m.get(f) == null ? null : phrase(f, m.get(f)));
            if (values.size() > 1) differing.add(f);
        }
        List<String> details = new ArrayList<>();
        for (Map<String, String> m : facts) {
            List<String> parts = new ArrayList<>();
            for (String f : differing) if (m.get(f) != null) parts.add(phrase(f, m.get(f)));
            details.add(String.join(", ", parts));
        }
        List<Clarification.Option> out = new ArrayList<>();
        for (int i = 0; i < options.size(); i++) {
            Clarification.Option o = options.get(i);
            String detail = details.get(i);
            boolean twin = false;
            for (int j = 0; j < options.size(); j++) {
                Clarification.Option p = options.get(j);
                twin |= j != i && Objects.equals(o.label(), p.label()) && Objects.equals(o.optionClass(), p.optionClass()) && detail.equals(details.get(j));
            }
            if (twin) detail = (detail.isEmpty() ? "" : detail + ", ") + "mRID " + mridStart(o.iri());
            out.add(new Clarification.Option(o.iri(), o.label(), o.optionClass(), detail.isEmpty() ? null : detail));
        }
        return out;
    }

    private Map<String, String> read(String iri) {
        Map<String, String> m = new LinkedHashMap<>();
        try {
            ParameterizedSparqlString q = SparqlClient.template(OptionFacts.class, "option-facts.rq");
            q.setIri("x", iri);
            ResultSet rs = cim.select(q.asQuery());
            if (rs.hasNext()) {
                QuerySolution row = rs.next();
                for (String f : FACTS) {
                    RDFNode n = row.get(f);
                    if (n != null) m.put(f, n.isLiteral() ? n.asLiteral().getLexicalForm() : n.toString());
                }
            }
        } catch (RuntimeException e) {
            // the options are still offered, only without their facts
        }
        return m;
    }

    private static String phrase(String fact, String value) {
        return switch (fact) {
            case "equipment" -> "of " + value;
            case "container" -> "in " + value;
            case "substation" -> "substation " + value;
            case "voltage" -> kv(value) + " kV";
            case "region" -> "region " + value;
            case "model" -> "model " + value;
            default -> value;
        };
    }

    private static String kv(String value) {
        try {
            return new BigDecimal(value).stripTrailingZeros().toPlainString();
        } catch (NumberFormatException e) {
            return value;
        }
    }

    static String mridStart(String iri) {
        String local = iri.substring(Math.max(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')), iri.lastIndexOf(':')) + 1);
        if (local.startsWith("_")) local = local.substring(1);
        return local.length() > 8 ? local.substring(0, 8) + "…" : local;
    }
}
