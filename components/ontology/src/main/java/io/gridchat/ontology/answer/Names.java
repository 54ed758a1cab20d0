package io.gridchat.ontology.answer;

import io.gridchat.ontology.model.Ontology;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.jena.rdf.model.RDFNode;

/** How classes, properties, units and multiplicities are written in sentences: names, never IRIs. */
final class Names {
    private Names() {}

    /** At most this many names are listed in a sentence; the table has them all. */
    static final int LISTED = 12;

    static String of(Ontology ontology, RDFNode n) {
        if (n == null) return null;
        if (n.isURIResource()) return ontology.name(n.asResource().getURI());
        if (n.isLiteral()) return n.asLiteral().getLexicalForm();
        return n.toString();
    }

    /** "a, b and c" (with "and N more" past {@link #LISTED}). */
    static String list(List<String> names) {
        if (names.isEmpty()) return "";
        List<String> shown = names.size() > LISTED ? names.subList(0, LISTED) : names;
        String more = names.size() > LISTED ? " and " + (names.size() - LISTED) + " more" : "";
        if (shown.size() == 1) return shown.get(0) + more;
        if (!more.isEmpty()) return String.join(", ", shown) + more;
        return shown.subList(0, shown.size() - 1).stream().collect(Collectors.joining(", ")) + " and " + shown.get(shown.size() - 1);
    }

    /** {@code UnitMultiplier.k} + {@code UnitSymbol.m} → "km"; {@code none} multiplier → just the symbol. */
    static String unit(RDFNode multiplier, RDFNode symbol) {
        if (symbol == null) return null;
        String s = after(symbol, "UnitSymbol.");
        String m = multiplier == null ? "" : after(multiplier, "UnitMultiplier.");
        if (m.equals("none")) m = "";
        return m + s;
    }

    /** {@code UnitMultiplier.k} → "k" ("none" when there is none). */
    static String multiplier(RDFNode n) { return n == null ? "none" : after(n, "UnitMultiplier."); }

    /** {@code UnitSymbol.m} → "m". */
    static String symbol(RDFNode n) { return n == null ? "none" : after(n, "UnitSymbol."); }

    /** A profile IRI in short: its last two path segments ("StateVariables-EU/3.0"). */
    static String profile(String iri) {
        String[] parts = iri.replaceAll("[#/]+$", "").split("[/#]");
        return parts.length >= 2 ? parts[parts.length - 2] + "/" + parts[parts.length - 1] : iri;
    }

    /** {@code cims:M:0..1} → "0..1". */
    static String multiplicity(RDFNode n) {
        if (n == null) return null;
        String local = n.isURIResource() ? Ontology.localName(n.asResource().getURI()) : n.toString();
        return local.startsWith("M:") ? local.substring(2) : local;
    }

    private static String after(RDFNode n, String prefix) {
        String local = n.isURIResource() ? Ontology.localName(n.asResource().getURI()) : n.asLiteral().getLexicalForm();
        return local.startsWith(prefix) ? local.substring(prefix.length()) : local;
    }
}
