package io.gridchat.cognite.measurement;

import java.util.List;

/** The measurements found for the objects of a question, ranked best first, and the SPARQL that found them. */
public record MeasurementLookup(List<Measurement> measurements, String sparql, String explanation) {
    public MeasurementLookup {
        measurements = measurements == null ? List.of() : List.copyOf(measurements);
    }

    public boolean isEmpty() { return measurements.isEmpty(); }
}
