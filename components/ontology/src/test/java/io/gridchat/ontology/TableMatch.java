package io.gridchat.ontology;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;

/**
 * The natural set's scoring rule, for tests: the answer's rows, restricted to columns matched to the reference's
 * variables by value (one answer column per reference variable), equal the reference's rows as sets. IRIs compare
 * exactly, numbers by value, other literals by lexical form; extra answer columns are allowed.
 */
public final class TableMatch {
    private TableMatch() {}

    public static boolean matches(ResultSetRewindable reference, ResultSetRewindable answer) {
        List<String> rv = reference.getResultVars(), av = answer.getResultVars();
        List<List<String>> rrows = rows(reference, rv), arows = rows(answer, av);
        Set<List<String>> gold = new HashSet<>(rrows);
        return tryMap(0, rv.size(), av.size(), new ArrayList<>(), arows, gold);
    }

    private static boolean tryMap(int i, int n, int m, List<Integer> mapping, List<List<String>> arows, Set<List<String>> gold) {
        if (i == n) {
            Set<List<String>> got = new HashSet<>();
            for (List<String> r : arows) {
                List<String> projected = new ArrayList<>();
                for (int j : mapping) projected.add(r.get(j));
                got.add(projected);
            }
            return got.equals(gold);
        }
        for (int j = 0; j < m; j++) {
            if (mapping.contains(j)) continue;
            mapping.add(j);
            if (tryMap(i + 1, n, m, mapping, arows, gold)) return true;
            mapping.remove(mapping.size() - 1);
        }
        return false;
    }

    private static List<List<String>> rows(ResultSetRewindable rs, List<String> vars) {
        rs.reset();
        List<List<String>> out = new ArrayList<>();
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            List<String> row = new ArrayList<>();
            for (String v : vars) row.add(cell(s.get(v)));
            out.add(row);
        }
        rs.reset();
        return out;
    }

    static String cell(RDFNode n) {
        if (n == null) return null;
        if (n.isURIResource()) return "I:" + n.asResource().getURI();
        if (n.isLiteral()) {
            String lex = n.asLiteral().getLexicalForm();
            if (lex.matches("[\\s+\\-0-9.eE]+") && !lex.isBlank()) {
                try {
                    return "N:" + new java.math.BigDecimal(lex.trim()).stripTrailingZeros().toPlainString();
                } catch (NumberFormatException e) {
                    return "L:" + lex;
                }
            }
            return "L:" + lex;
        }
        return "B:" + n;
    }

    /** The rows as text, for a failure message. */
    public static String show(ResultSetRewindable rs) {
        rs.reset();
        String text = org.apache.jena.query.ResultSetFormatter.asText(rs);
        rs.reset();
        return text.length() > 2000 ? text.substring(0, 2000) + "…" : text;
    }
}
