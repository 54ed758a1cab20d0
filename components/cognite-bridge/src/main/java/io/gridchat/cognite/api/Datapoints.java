package io.gridchat.cognite.api;

import com.fasterxml.jackson.databind.node.ArrayNode;

/**
 * The datapoints Cognite returned for one query, all pages joined: each element is a JSON object with
 * {@code timestamp} (epoch ms) and {@code value} (raw) or one field per aggregate. {@code truncated} is true
 * when more points existed than were fetched.
 */
public record Datapoints(String externalId, String unit, boolean isString, ArrayNode points, boolean truncated, int requests) {}
