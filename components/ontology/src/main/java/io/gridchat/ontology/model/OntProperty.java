package io.gridchat.ontology.model;

import java.util.List;

/**
 * A property of the ontology with a declared domain: label, comment (may be null), domains, ranges (classes or
 * datatypes) and inverse (may be null).
 */
public record OntProperty(String iri, String label, String comment, List<String> domains, List<String> ranges, String inverse) {
    public OntProperty {
        domains = List.copyOf(domains);
        ranges = List.copyOf(ranges);
    }
}
