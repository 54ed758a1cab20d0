package io.gridchat.kit.annotation;

import java.util.List;

/**
 * {@code gc:AnnotationOfOtherEnd}: the answer followed one property of a pair that differ only in the end they name
 * ({@code nc:BiddingZoneBorder.BiddingZoneOne} / {@code …BiddingZoneTwo}) where the question does not say which end.
 * Followed the other way, the same question has {@code more} results the answer does not list: {@code examples} names
 * a few of them and {@code sparql} is that query, so a list that looks complete says what it left out.
 * Written by sparql-generator beside the answer.
 */
public record OtherEnd(String used, String other, int more, List<String> examples, String sparql, double score) implements Annotation {
    public OtherEnd {
        examples = examples == null ? List.of() : List.copyOf(examples);
    }
}
