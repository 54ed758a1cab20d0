package io.gridchat.relations;

import io.gridchat.kit.training.TrainingTemplates;
import io.gridchat.relations.training.LexiconTrainer;
import java.nio.file.Path;

/** Learns the path lexicon: {@code TrainMain --train train.yaml --out DIR} writes DIR/path-lexicon-v2.json. */
public final class TrainMain {
    public static void main(String[] args) throws Exception {
        Path train = null, out = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (args[i].equals("--train")) train = Path.of(args[i + 1]);
            if (args[i].equals("--out")) out = Path.of(args[i + 1]);
        }
        if (train == null || out == null) throw new IllegalArgumentException("usage: TrainMain --train train.yaml --out DIR");
        LexiconTrainer.train(TrainingTemplates.read(train)).save(out.resolve(RelationDetector.LEXICON_FILE));
        System.out.println("wrote " + out.resolve(RelationDetector.LEXICON_FILE));
    }
}
