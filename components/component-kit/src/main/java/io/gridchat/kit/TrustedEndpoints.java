package io.gridchat.kit;

import java.net.URI;
import java.util.Locale;

/**
 * The only places a component contacts on behalf of a Qanary message (issue 45, "service-to-service trust"): the
 * configured question-graph endpoint, and question IRIs under the configured pipeline URL (for {@code {question}/raw}).
 * A message naming any other endpoint is refused before anything is sent anywhere, so a forged message can neither
 * make the component send the store's {@code Authorization} header to a foreign host (credential leak, SSRF) nor write
 * annotations into another dataset or repository.
 *
 * <p>URLs are compared as text after normalising the scheme and host case and dropping one trailing slash; names are
 * never resolved (so {@code localhost} and {@code 127.0.0.1} are different endpoints: configure the one the pipeline uses).
 *
 * @param questionGraphEndpoint the Qanary endpoint the pipeline names in its messages ({@code urn:qanary#endpoint})
 * @param pipelineUrl           the pipeline's base URL; question IRIs are fetched only below it (null: never fetched)
 */
public record TrustedEndpoints(String questionGraphEndpoint, String pipelineUrl) {
    public TrustedEndpoints {
        if (questionGraphEndpoint == null || questionGraphEndpoint.isBlank()) {
            throw new IllegalArgumentException("no question-graph endpoint configured (gridchat.component.qanary-endpoint)");
        }
        questionGraphEndpoint = normalise(questionGraphEndpoint);
        pipelineUrl = pipelineUrl == null || pipelineUrl.isBlank() ? null : normalise(pipelineUrl);
    }

    /** The configured endpoint when the message names it; otherwise a {@link ForeignEndpointException} (HTTP 400). */
    public String requireQuestionGraphEndpoint(String endpoint) {
        if (endpoint != null && normalise(endpoint).equals(questionGraphEndpoint)) return questionGraphEndpoint;
        throw new ForeignEndpointException("the message names the question-graph endpoint '" + endpoint
                + "', which is not this component's configured one (gridchat.component.qanary-endpoint); nothing was sent there");
    }

    /** True when a question IRI lies below the configured pipeline URL, so that {@code {iri}/raw} may be fetched. */
    public boolean mayFetchQuestion(String questionIri) {
        if (pipelineUrl == null || questionIri == null) return false;
        String iri = normalise(questionIri);
        return iri.startsWith(pipelineUrl + "/") && !iri.contains("/../") && !iri.contains("@");
    }

    /**
     * The question-graph endpoint of a component whose only setting is its grid-graph query URL: the {@code qanary}
     * dataset on the same Fuseki ({@code …/cim/sparql} → {@code …/qanary}) or repository on the same GraphDB
     * ({@code …/repositories/cim} → {@code …/repositories/qanary}). Both graphs live on one store in every deployment.
     */
    public static String qanaryBesideCim(String cimEndpoint, String qanaryDataset) {
        String e = cimEndpoint.endsWith("/") ? cimEndpoint.substring(0, cimEndpoint.length() - 1) : cimEndpoint;
        for (String service : new String[] {"/sparql", "/query"}) {
            if (e.endsWith(service)) {
                e = e.substring(0, e.length() - service.length());
                break;
            }
        }
        int slash = e.lastIndexOf('/');
        if (slash < e.indexOf("//") + 2) throw new IllegalArgumentException("cannot derive a question-graph endpoint from '" + cimEndpoint + "'");
        return e.substring(0, slash + 1) + qanaryDataset;
    }

    static String normalise(String url) {
        String u = url.trim();
        if (u.endsWith("/")) u = u.substring(0, u.length() - 1);
        try {
            URI uri = URI.create(u);
            if (uri.getScheme() != null && uri.getRawAuthority() != null) {
                String rest = u.substring(uri.getScheme().length() + 3 + uri.getRawAuthority().length());
                return uri.getScheme().toLowerCase(Locale.ROOT) + "://" + uri.getRawAuthority().toLowerCase(Locale.ROOT) + rest;
            }
        } catch (IllegalArgumentException e) {
            // not a URI: compared as given (and so matches nothing configured)
        }
        return u;
    }

    /** A message that names an endpoint or IRI this component does not trust: answered with HTTP 400. */
    public static final class ForeignEndpointException extends IllegalArgumentException {
        public ForeignEndpointException(String message) { super(message); }
    }
}
