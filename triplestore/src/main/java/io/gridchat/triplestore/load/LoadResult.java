package io.gridchat.triplestore.load;

/** What a load produced: counted after post-load updates, over the de-duplicated union. */
public record LoadResult(int files, long explicitTriples, long inferredTriples, long millis) {

    public String summary() {
        return "loaded %d files, %d explicit + %d inferred triples in %d ms"
            .formatted(files, explicitTriples, inferredTriples, millis);
    }
}
