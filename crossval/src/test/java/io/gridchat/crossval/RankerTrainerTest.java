package io.gridchat.crossval;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.relations.paths.PathFeatures;
import io.gridchat.relations.paths.RankingWeights;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RankerTrainerTest {
    static final int D = PathFeatures.NAMES.size();

    /** Groups whose gold candidate is drawn from the softmax of a known weight vector. */
    static List<RankerTrainer.Group> sample(double[] truth, int groups, long seed) {
        Random r = new Random(seed);
        List<RankerTrainer.Group> out = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            List<double[]> c = new ArrayList<>();
            double[] p = new double[4];
            double z = 0;
            for (int i = 0; i < 4; i++) {
                double[] f = new double[D];
                for (int j = 0; j < D; j++) f[j] = r.nextGaussian();
                c.add(f);
                p[i] = Math.exp(RankerTrainer.dot(truth, f));
                z += p[i];
            }
            double u = r.nextDouble() * z;
            int gold = 0;
            while (gold < 3 && (u -= p[gold]) > 0) gold++;
            out.add(new RankerTrainer.Group(c, gold));
        }
        return out;
    }

    @Test
    void recoversTheWeightsThatGeneratedTheChoices() {
        double[] truth = new double[D];
        truth[0] = 2.0;   // name
        truth[3] = -1.0;  // prop
        truth[6] = 0.5;   // domainFit
        RankingWeights w = RankerTrainer.fit(sample(truth, 4000, 1), 0.01, Set.of());
        double[] got = w.vector();
        for (int j = 0; j < D; j++) assertThat(got[j]).as(PathFeatures.NAMES.get(j)).isCloseTo(truth[j], org.assertj.core.data.Offset.offset(0.15));
        assertThat(RankerTrainer.accuracy(sample(truth, 500, 2), w)).isGreaterThan(0.5);
    }

    @Test
    void frozenFeaturesKeepWeightZeroAndRegularisationShrinks() {
        double[] truth = new double[D];
        truth[0] = 2.0;
        truth[4] = 1.0; // length
        List<RankerTrainer.Group> groups = sample(truth, 2000, 3);
        RankingWeights frozen = RankerTrainer.fit(groups, 0.01, Set.of("length"));
        assertThat(frozen.length()).isZero();
        RankingWeights strong = RankerTrainer.fit(groups, 1000, Set.of());
        assertThat(Math.abs(strong.name())).isLessThan(Math.abs(RankerTrainer.fit(groups, 0.01, Set.of()).name()));
    }
}
