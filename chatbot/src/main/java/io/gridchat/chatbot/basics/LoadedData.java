package io.gridchat.chatbot.basics;

import java.util.List;

/**
 * What the grid graph holds, as the conversation-basics answers tell it: counts of the main kinds of object, the
 * models with their substations, the regions, and two names for example questions (null when the graph has none).
 */
public record LoadedData(long substations, long lines, long generators, long transformers, long voltageLevels,
                         List<Model> models, List<Region> regions, String exampleSubstation, String exampleSubregion) {

    public LoadedData {
        models = List.copyOf(models);
        regions = List.copyOf(regions);
    }

    /** A grid model (named by its graph's title or source folder) and how many substations it defines. */
    public record Model(String name, long substations) {}

    /** A geographical region, its sub-regions and the substations in them. */
    public record Region(String name, long subregions, long substations) {}

    public boolean empty() { return substations == 0 && lines == 0 && generators == 0 && transformers == 0; }
}
