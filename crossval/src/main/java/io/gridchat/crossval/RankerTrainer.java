package io.gridchat.crossval;

import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.text.Words;
import io.gridchat.relations.paths.PathFeatures;
import io.gridchat.relations.paths.PathFinder;
import io.gridchat.relations.paths.RankingWeights;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Learns the {@link RankingWeights} of relation detection: a conditional logit over each training question's candidate
 * paths (the graph's, as the component finds them), the template's gold path being the chosen one. Features of a
 * training question must come from a lexicon that did not see its template (the caller passes finders learned on the
 * other inner folds), or the lexicon features would look better than they are on unseen questions.
 */
public final class RankerTrainer {
    /** The candidates of one decision and which one is gold. */
    public record Group(List<double[]> candidates, int gold) {}

    private RankerTrainer() {}

    /** The decisions of the questions: one per gold entity path and per gold value property found among the candidates. */
    public static List<Group> groups(List<GoldQuestion> questions, PathFinder finder) {
        List<Group> out = new ArrayList<>();
        for (GoldQuestion g : questions) {
            List<String> stems = Words.stems(g.text());
            String cueText = g.text();
            for (Instance e : g.entities()) if (e.mention() != null && !e.mention().isBlank()) cueText = cueText.replace(e.mention(), " ");
            for (SpotInstance v : g.values()) if (v.mention() != null && !v.mention().isBlank()) cueText = cueText.replace(v.mention(), " ");
            PathFinder f = finder.forQuestion(cueText);
            for (int i = 0; i < g.entities().size(); i++) {
                List<String> gold = g.goldPaths().get(i);
                if (gold == null) continue;
                Instance e = g.entities().get(i);
                var candidates = f.entityPaths(List.of(g.goldClass()), new PathFinder.Entity(e.iri(), e.instanceClass(), e.mention()), stems)
                        .get(g.goldClass());
                add(out, candidates, gold);
            }
            for (int i = 0; i < g.values().size(); i++) {
                String gold = g.goldValueProps().get(i);
                if (gold == null) continue;
                SpotInstance v = g.values().get(i);
                var candidates = f.literalProperties(List.of(g.goldClass()), new PathFinder.Literal(v.literalValue(), v.literalDatatype(), v.mention()), stems)
                        .get(g.goldClass());
                add(out, candidates, List.of(gold));
            }
        }
        return out;
    }

    private static void add(List<Group> out, List<PathFinder.Candidate> candidates, List<String> gold) {
        if (candidates.size() < 2) return; // one candidate teaches nothing about ranking
        int index = -1;
        List<double[]> vectors = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            if (candidates.get(i).props().equals(gold)) index = i;
            vectors.add(candidates.get(i).features().vector());
        }
        if (index >= 0) out.add(new Group(vectors, index));
    }

    /**
     * Maximum a-posteriori weights: minimises Σ −log softmax(w·f)[gold] + λ/2 |w|² by Newton's method (the loss is
     * convex; a dozen features make the Hessian tiny). {@code frozen} features keep weight 0.
     */
    public static RankingWeights fit(List<Group> groups, double lambda, java.util.Set<String> frozen) {
        int d = PathFeatures.NAMES.size();
        boolean[] free = new boolean[d];
        for (int j = 0; j < d; j++) free[j] = !frozen.contains(PathFeatures.NAMES.get(j));
        double[] w = new double[d];
        for (int iteration = 0; iteration < 50; iteration++) {
            double[] grad = new double[d];
            double[][] hess = new double[d][d];
            for (int j = 0; j < d; j++) { grad[j] = lambda * w[j]; hess[j][j] = lambda; }
            for (Group g : groups) {
                int n = g.candidates().size();
                double[] s = new double[n];
                double max = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < n; i++) { s[i] = dot(w, g.candidates().get(i)); max = Math.max(max, s[i]); }
                double z = 0;
                for (int i = 0; i < n; i++) { s[i] = Math.exp(s[i] - max); z += s[i]; }
                double[] mean = new double[d];
                for (int i = 0; i < n; i++) {
                    double p = s[i] / z;
                    double[] f = g.candidates().get(i);
                    for (int j = 0; j < d; j++) mean[j] += p * f[j];
                }
                double[] gold = g.candidates().get(g.gold());
                for (int j = 0; j < d; j++) grad[j] += mean[j] - gold[j];
                for (int i = 0; i < n; i++) {
                    double p = s[i] / z;
                    double[] f = g.candidates().get(i);
                    for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) hess[a][b] += p * (f[a] - mean[a]) * (f[b] - mean[b]);
                }
            }
            for (int j = 0; j < d; j++) if (!free[j]) { grad[j] = 0; for (int k = 0; k < d; k++) { hess[j][k] = 0; hess[k][j] = 0; } hess[j][j] = 1; }
            double[] step = solve(hess, grad);
            double size = 0;
            for (int j = 0; j < d; j++) { w[j] -= step[j]; size = Math.max(size, Math.abs(step[j])); }
            if (size < 1e-6) break;
        }
        return RankingWeights.of(w);
    }

    /** Share of groups whose gold candidate scores highest under the weights (ties count against). */
    public static double accuracy(List<Group> groups, RankingWeights weights) {
        int ok = 0;
        double[] w = weights.vector();
        for (Group g : groups) {
            double gold = dot(w, g.candidates().get(g.gold()));
            boolean best = true;
            for (int i = 0; i < g.candidates().size() && best; i++) if (i != g.gold() && dot(w, g.candidates().get(i)) >= gold) best = false;
            if (best) ok++;
        }
        return groups.isEmpty() ? 0 : ok / (double) groups.size();
    }

    static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) s += a[i] * b[i];
        return s;
    }

    /** Gaussian elimination with partial pivoting (the Hessian is positive definite with λ > 0). */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) { System.arraycopy(a[i], 0, m[i], 0, n); m[i][n] = b[i]; }
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
            double[] t = m[c]; m[c] = m[pivot]; m[pivot] = t;
            if (Math.abs(m[c][c]) < 1e-12) continue;
            for (int r = 0; r < n; r++) {
                if (r == c) continue;
                double f = m[r][c] / m[c][c];
                for (int k = c; k <= n; k++) m[r][k] -= f * m[c][k];
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = Math.abs(m[i][i]) < 1e-12 ? 0 : m[i][n] / m[i][i];
        return x;
    }

    /** The weights as "name=value" pairs, for reports and for pasting into settings. */
    public static String describe(RankingWeights w) {
        double[] v = w.vector();
        StringBuilder b = new StringBuilder();
        for (int j = 0; j < v.length; j++) b.append(j == 0 ? "" : ", ").append(PathFeatures.NAMES.get(j)).append('=').append(String.format(java.util.Locale.ROOT, "%.3f", v[j]));
        return b.toString();
    }

    static Map<String, Double> asMap(RankingWeights w) {
        Map<String, Double> m = new java.util.LinkedHashMap<>();
        double[] v = w.vector();
        for (int j = 0; j < v.length; j++) m.put(PathFeatures.NAMES.get(j), v[j]);
        return m;
    }
}
