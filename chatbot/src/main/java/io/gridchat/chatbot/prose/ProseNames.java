package io.gridchat.chatbot.prose;

import io.gridchat.chatbot.context.ClassWords;
import io.gridchat.store.CimNamespaces;
import java.net.URI;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Objects, classes and properties as prose names them: never a raw IRI. Every text the chat shows a user (answers,
 * clarifications, notes, errors) goes through {@link #scrub}: an IRI in it becomes the object's name (looked up in the
 * grid graph by the caller), a CIM class or property becomes its words ("power transformer", "nominal voltage"), a
 * nameless object "an unnamed object (mRID 2dd903cf…)" and a service address its host and port.
 */
public final class ProseNames {
    /** How many characters of an mRID identify a nameless object in prose (as disambiguation's option details do). */
    public static final int MRID_PREFIX = 8;
    /** An IRI written in text: a {@code urn:uuid:} or {@code urn:…} name, or an http(s) address. */
    static final Pattern IRI = Pattern.compile("(?:urn:[A-Za-z0-9][A-Za-z0-9-]*:[^\\s<>\"'“”‘’,;()\\[\\]]+|https?://[^\\s<>\"'“”‘’,;()\\[\\]]+)");
    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "0.0.0.0", "[::1]");

    private ProseNames() {}

    /** The IRIs written in a text, in order, without repeats (trailing sentence punctuation is not part of them). */
    public static Set<String> irisIn(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) return out;
        Matcher m = IRI.matcher(text);
        while (m.find()) out.add(trimEnd(m.group()));
        return out;
    }

    /** True when a text shows an IRI (what the prose test fails on). */
    public static boolean hasIri(String text) {
        return text != null && IRI.matcher(text).find();
    }

    /**
     * The text with every IRI replaced: by {@code names} (IRI → name, e.g. from the grid graph) when known, else by
     * {@link #fallback}. Null stays null.
     */
    public static String scrub(String text, Function<String, String> names) {
        if (text == null || !hasIri(text)) return text;
        Matcher m = IRI.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String raw = m.group();
            String iri = trimEnd(raw);
            String name = names == null ? null : names.apply(iri);
            String replacement = (name != null && !name.isBlank() && !hasIri(name) ? name : fallback(iri)) + raw.substring(iri.length());
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** {@link #scrub} with a fixed map of names. */
    public static String scrub(String text, Map<String, String> names) {
        return scrub(text, names::get);
    }

    /**
     * An object as prose names it: its name; without one "an unnamed power transformer (mRID 2dd903cf…)" (class words
     * when the class is known).
     */
    public static String object(String iri, String name, String classIri) {
        if (name != null && !name.isBlank() && !hasIri(name)) return name.strip();
        String kind = classIri == null || classIri.isBlank() ? "object" : ClassWords.of(classIri);
        return "an unnamed " + kind + (iri == null ? "" : " (" + shortId(iri) + ")");
    }

    /**
     * The words for an IRI nobody gave a name: a CIM class or property → its words; a service address → "host:port";
     * an object → "an unnamed object (mRID 2dd903cf…)".
     */
    public static String fallback(String iri) {
        if (iri.startsWith(CimNamespaces.CIM)) return ClassWords.of(iri);
        if (iri.startsWith("http://") || iri.startsWith("https://")) {
            try {
                URI uri = URI.create(iri);
                if (uri.getHost() != null && (LOOPBACK.contains(uri.getHost().toLowerCase(Locale.ROOT)) || uri.getPort() > 0)) {
                    return uri.getHost() + (uri.getPort() > 0 ? ":" + uri.getPort() : "");
                }
            } catch (IllegalArgumentException e) {
                // not a parseable address: treated as an object's IRI below
            }
            String local = CimNamespaces.localName(iri);
            if (!looksLikeId(local) && !local.isBlank() && !hasIri(local)) return local;
        }
        return "an unnamed object (" + shortId(iri) + ")";
    }

    /** "mRID 2dd903cf…": the start of the identifier an IRI ends with. */
    public static String shortId(String iri) {
        String id = iri;
        int cut = Math.max(Math.max(id.lastIndexOf('#'), id.lastIndexOf('/')), id.lastIndexOf(':'));
        if (cut >= 0 && cut < id.length() - 1) id = id.substring(cut + 1);
        if (id.startsWith("_")) id = id.substring(1);
        return "mRID " + (id.length() > MRID_PREFIX ? id.substring(0, MRID_PREFIX) + "…" : id);
    }

    private static boolean looksLikeId(String local) {
        String s = local.startsWith("_") ? local.substring(1) : local;
        return s.length() >= 16 && s.chars().filter(c -> Character.digit(c, 16) >= 0 || c == '-').count() >= s.length() - 1;
    }

    private static String trimEnd(String iri) {
        int end = iri.length();
        while (end > 0 && ".…!?:".indexOf(iri.charAt(end - 1)) >= 0) end--;
        return iri.substring(0, end);
    }
}
