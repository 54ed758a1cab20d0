package io.gridchat.cognite.measurement;

/**
 * A {@code cim:Analog} with {@code cimr:Measurement.isInCognite true}: its mRID is what the Cognite time
 * series carries (as {@code metadata.RNDP_mrid}, {@code metadata.mrid} or its external id).
 * {@code unitSymbol} is the full IRI ({@code cim:UnitSymbol.EURperMWh}); optional fields may be null.
 */
public record Measurement(String iri, String mrid, String name, String measurementType, String unitSymbol,
                          Boolean positiveFlowIn) {}
