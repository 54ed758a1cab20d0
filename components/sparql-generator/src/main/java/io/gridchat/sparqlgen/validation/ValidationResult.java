package io.gridchat.sparqlgen.validation;

import java.util.List;
import org.apache.jena.query.Query;

/**
 * Outcome of validating a query: the (possibly corrected) query when valid, the corrections made, and the
 * errors that make it unusable.
 */
public record ValidationResult(Query query, List<String> fixes, List<String> errors) {
    public ValidationResult {
        fixes = List.copyOf(fixes);
        errors = List.copyOf(errors);
    }

    public boolean valid() { return errors.isEmpty() && query != null; }
}
