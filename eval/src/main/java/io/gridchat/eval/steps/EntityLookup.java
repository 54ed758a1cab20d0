package io.gridchat.eval.steps;

import java.util.List;

/**
 * An entity lookup the system made: a mention and the IRIs it resolved to (one for a linked
 * {@code Instance}, the options of a {@code Clarification}, none for a bare {@code SpotInstance}).
 */
public record EntityLookup(String mention, List<String> iris, String source) {
    public EntityLookup {
        iris = List.copyOf(iris);
    }
}
