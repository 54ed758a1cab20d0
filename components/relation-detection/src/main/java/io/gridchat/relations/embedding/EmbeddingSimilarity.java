package io.gridchat.relations.embedding;

import io.gridchat.store.CimNamespaces;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import io.gridchat.kit.text.Words;
import io.gridchat.relations.ontology.PropertyDescriptions;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Cosine similarity between a question's relation cue words and a property's description, with the in-process
 * quantized all-MiniLM-L6-v2 sentence-embedding model (shipped inside its Maven jar; nothing downloaded).
 * A property's description is its local name split into words ({@code RotatingMachine.ratedS} becomes
 * "rotating machine rated s") plus its {@code rdfs:label} and {@code rdfs:comment} when the ontology has them
 * ({@link PropertyDescriptions}). Property and cue embeddings are kept in
 * bounded LRU caches (property IRI / cue text as key); {@link #preload} fills the first ahead of the questions, from a
 * file kept between starts. Thread-safe.
 */
public final class EmbeddingSimilarity {
    private static final Logger log = LoggerFactory.getLogger(EmbeddingSimilarity.class);
    private static final int MAX_COMMENT = 300;

    private final EmbeddingModel model;
    private final PropertyDescriptions descriptions;
    private final Map<String, float[]> properties;
    private final Map<String, float[]> texts;

    /**
     * @param descriptions the ontology's labels and comments; null = local names only
     * @param cacheSize    maximum number of cached property embeddings (and of cached cue texts)
     */
    public EmbeddingSimilarity(EmbeddingModel model, PropertyDescriptions descriptions, int cacheSize) {
        this.model = model;
        this.descriptions = descriptions;
        this.properties = lru(cacheSize);
        this.texts = lru(cacheSize);
    }

    /** The ontology's descriptions this similarity embeds (null = local names only). */
    public PropertyDescriptions descriptions() { return descriptions; }

    /** The quantized all-MiniLM-L6-v2 model from the langchain4j jar (loads in well under a second). */
    public static EmbeddingModel defaultModel() { return new AllMiniLmL6V2QuantizedEmbeddingModel(); }

    /** Cosine similarity of two texts (both embedded; cached). */
    public double similarity(String a, String b) { return cosine(text(a), text(b)); }

    /** Cosine similarity of the cue text and the property's description; 0 for an empty cue text. */
    public double propertySimilarity(String cueText, String propertyIri) {
        if (cueText == null || cueText.isBlank()) return 0;
        return cosine(text(cueText), property(propertyIri));
    }

    /** The text embedded for a property: local name in words, then label and comment when present. */
    public String description(String propertyIri) {
        StringBuilder d = new StringBuilder(String.join(" ", Words.tokens(CimNamespaces.localName(propertyIri))));
        if (descriptions != null) {
            PropertyDescriptions.Description od = descriptions.of(propertyIri);
            if (!od.label().isEmpty() && !od.label().equalsIgnoreCase(CimNamespaces.localName(propertyIri))) {
                d.append(". ").append(String.join(" ", Words.tokens(od.label())));
            }
            if (!od.comment().isEmpty()) {
                d.append(". ").append(od.comment().length() > MAX_COMMENT ? od.comment().substring(0, MAX_COMMENT) : od.comment());
            }
        }
        return d.toString();
    }

    /**
     * Embeds the descriptions of the given properties ahead of the questions that need them (a property's first
     * embedding costs milliseconds, and a question about an object of a new kind meets dozens). Vectors are kept in
     * {@code file} by description text (of every graph started with it), so a later start embeds only what is new or
     * changed; a missing or unreadable file (or one written by another model) is rebuilt. Returns how many
     * descriptions were embedded now.
     */
    public int preload(Collection<String> propertyIris, Path file) {
        Map<String, float[]> stored = readVectors(file); // kept whole: another graph's properties stay for its next start
        int embedded = 0;
        for (String iri : propertyIris) {
            String d = description(iri);
            float[] v = stored.get(d);
            if (v == null) {
                v = embed(d);
                stored.put(d, v);
                embedded++;
            }
            synchronized (properties) { properties.put(iri, v); }
        }
        if (embedded > 0) writeVectors(file, stored);
        return embedded;
    }

    /** Names the model in the vectors' file: vectors of another model are not read. */
    private String modelId() { return model.getClass().getName(); }

    private Map<String, float[]> readVectors(Path file) {
        Map<String, float[]> out = new LinkedHashMap<>();
        if (!Files.isReadable(file)) return out;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            if (!in.readUTF().equals(modelId())) return out;
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                String d = in.readUTF();
                float[] v = new float[in.readInt()];
                for (int k = 0; k < v.length; k++) v[k] = in.readFloat();
                out.put(d, v);
            }
            return out;
        } catch (IOException | RuntimeException unreadable) {
            log.warn("property embeddings in {} not read ({}); embedding again", file, unreadable.toString());
            return new LinkedHashMap<>();
        }
    }

    private void writeVectors(Path file, Map<String, float[]> vectors) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp)))) {
                out.writeUTF(modelId());
                out.writeInt(vectors.size());
                for (Map.Entry<String, float[]> e : vectors.entrySet()) {
                    out.writeUTF(e.getKey());
                    out.writeInt(e.getValue().length);
                    for (float f : e.getValue()) out.writeFloat(f);
                }
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            log.warn("property embeddings not kept in {} ({}); the next start embeds them again", file, e.toString());
        }
    }

    private float[] property(String iri) {
        synchronized (properties) {
            float[] v = properties.get(iri);
            if (v != null) return v;
        }
        float[] v = embed(description(iri));
        synchronized (properties) { properties.put(iri, v); }
        return v;
    }

    private float[] text(String t) {
        synchronized (texts) {
            float[] v = texts.get(t);
            if (v != null) return v;
        }
        float[] v = embed(t);
        synchronized (texts) { texts.put(t, v); }
        return v;
    }

    private float[] embed(String t) { return model.embed(t).content().vector(); }

    static double cosine(float[] a, float[] b) {
        double dot = 0, na = 0, nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }

    private static <V> Map<String, V> lru(int max) {
        return new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, V> e) { return size() > max; }
        };
    }
}
