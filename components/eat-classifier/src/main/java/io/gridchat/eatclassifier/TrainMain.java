package io.gridchat.eatclassifier;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.training.TrainingSet;
import java.nio.file.Path;
import java.util.List;

/** Learns the target-class model: {@code TrainMain --train train.yaml --out DIR} writes DIR/eat-class-model.json. */
public final class TrainMain {
    public static void main(String[] args) throws Exception {
        Path train = null, out = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (args[i].equals("--train")) train = Path.of(args[i + 1]);
            if (args[i].equals("--out")) out = Path.of(args[i + 1]);
        }
        if (train == null || out == null) throw new IllegalArgumentException("usage: TrainMain --train train.yaml --out DIR");
        var examples = TrainingSet.examples(train);
        TargetClassModel.save(TargetClassModel.train(examples), out.resolve(EatClassifier.MODEL_FILE));
        System.out.println("learned from " + examples.size() + " texts into " + out.resolve(EatClassifier.MODEL_FILE));
    }
}
