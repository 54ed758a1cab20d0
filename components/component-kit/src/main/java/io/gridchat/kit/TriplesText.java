package io.gridchat.kit;

import java.util.UUID;
import org.apache.jena.graph.Graph;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.RDFWriter;
import org.apache.jena.riot.RiotException;
import org.apache.jena.sparql.graph.GraphFactory;

/**
 * Triples as the N-Triples text that travels in a {@link QanaryMessage} ({@link QanaryMessage#GRAPH},
 * {@link QanaryMessage#WRITTEN}). Blank nodes: each text is parsed in its own label scope, so the blank nodes of two
 * texts never merge (as two INSERT DATA requests never share blank nodes in the store), and a graph written out
 * names each of its blank nodes uniquely; a graph that travels is therefore isomorphic to the store's copy.
 */
public final class TriplesText {
    private TriplesText() {}

    public static String write(Graph graph) {
        return graph.isEmpty() ? "" : RDFWriter.source(graph).lang(Lang.NTRIPLES).asString();
    }

    /** Parses N-Triples into a new graph; a text that is not N-Triples is an {@link IllegalArgumentException} naming {@code what}. */
    public static Graph read(String nTriples, String what) {
        Graph graph = GraphFactory.createDefaultGraph();
        addTo(graph, nTriples, what);
        return graph;
    }

    /**
     * The same N-Triples with every blank node label given a prefix new to this call, so that the text can be appended
     * to another N-Triples text without its blank nodes meeting the other's (what parsing it and writing it again would
     * do, for a tenth of the CPU: the pipeline does this for every component's report, a fifth of its CPU under load
     * when it parsed). Checks the line structure as it goes (subject, predicate, object, '.'; terms of the right kinds,
     * literals closed) but not the characters inside IRIs; a text that is not N-Triples is an
     * {@link IllegalArgumentException} naming {@code what}. The result ends with a line break unless empty.
     */
    public static String relabel(String nTriples, String what) {
        if (nTriples == null || nTriples.isEmpty()) return "";
        return new Relabeler(nTriples, "r" + UUID.randomUUID().toString().replace("-", "") + "x", what).run();
    }

    /** One pass over one text: copies it, prefixing blank node labels; fails on anything that is not an N-Triples line. */
    private static final class Relabeler {
        private final String in;
        private final String prefix;
        private final String what;
        private final StringBuilder out;
        private int i;
        private int line = 1;

        Relabeler(String in, String prefix, String what) {
            this.in = in;
            this.prefix = prefix;
            this.what = what;
            this.out = new StringBuilder(in.length() + in.length() / 8);
        }

        String run() {
            int n = in.length();
            while (i < n) {
                skipSpace(); // the terms' readers start at their first character: white space is skipped here, between them
                if (i >= n) break;
                char c = in.charAt(i);
                if (c == '\n' || c == '\r') { newline(); continue; }
                if (c == '#') { skipComment(); continue; }
                subject();
                out.append(' ');
                skipSpace();
                iri();
                out.append(' ');
                skipSpace();
                object();
                skipSpace();
                expect('.');
                out.append(" .\n");
                skipSpace();
                if (i < n && in.charAt(i) == '#') skipComment();
                if (i < n) {
                    char e = in.charAt(i);
                    if (e != '\n' && e != '\r') throw error("text after the '.'");
                    newline();
                }
            }
            return out.toString();
        }

        private void subject() {
            char c = peek();
            if (c == '<') iri();
            else if (c == '_') blank();
            else throw error("a subject must be an IRI or a blank node");
        }

        private void object() {
            char c = peek();
            if (c == '<') iri();
            else if (c == '_') blank();
            else if (c == '"') literal();
            else throw error("an object must be an IRI, a blank node or a literal");
        }

        private void iri() {
            if (peek() != '<') throw error("an IRI was expected");
            int start = i++;
            while (i < in.length()) {
                char c = in.charAt(i++);
                if (c == '>') { out.append(in, start, i); return; }
                if (c == ' ' || c == '\n' || c == '\r' || c == '<' || c == '"') break;
            }
            throw error("an IRI is not closed");
        }

        private void blank() {
            if (!in.startsWith("_:", i)) throw error("a blank node label was expected");
            int start = i + 2;
            int end = start;
            while (end < in.length() && labelChar(in.charAt(end))) end++;
            while (end > start && in.charAt(end - 1) == '.') end--; // a label does not end with '.': that is the statement's
            if (end == start || in.charAt(start) == '-' || in.charAt(start) == '.') throw error("a blank node label must start with a letter, a digit or '_'");
            out.append("_:").append(prefix).append(in, start, end);
            i = end;
        }

        private static boolean labelChar(char c) {
            return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == '\u00B7' || (c >= '\u0300' && c <= '\u036F')
                    || c == '\u203F' || c == '\u2040' || Character.isSurrogate(c);
        }

        private void literal() {
            int start = i++;
            boolean closed = false;
            while (i < in.length()) {
                char c = in.charAt(i++);
                if (c == '\\') { i++; continue; }
                if (c == '\n' || c == '\r') break;
                if (c == '"') { closed = true; break; }
            }
            if (!closed || i > in.length()) throw error("a literal is not closed");
            if (i < in.length() && in.charAt(i) == '@') {
                i++;
                int tag = i;
                while (i < in.length() && (Character.isLetterOrDigit(in.charAt(i)) || in.charAt(i) == '-')) i++;
                if (i == tag) throw error("an empty language tag");
                out.append(in, start, i);
            } else if (in.startsWith("^^", i)) {
                i += 2;
                out.append(in, start, i);
                iri();
            } else {
                out.append(in, start, i);
            }
        }

        private void skipSpace() {
            while (i < in.length() && (in.charAt(i) == ' ' || in.charAt(i) == '\t')) i++;
        }

        private void skipComment() {
            while (i < in.length() && in.charAt(i) != '\n' && in.charAt(i) != '\r') i++;
        }

        private void newline() {
            if (in.charAt(i) == '\r' && i + 1 < in.length() && in.charAt(i + 1) == '\n') i++;
            i++;
            line++;
        }

        private void expect(char c) {
            if (peek() != c) throw error("'" + c + "' expected");
            i++;
        }

        private char peek() {
            if (i >= in.length()) throw error("the line ends early");
            return in.charAt(i);
        }

        private IllegalArgumentException error(String problem) {
            return new IllegalArgumentException(what + " is not N-Triples: line " + line + ": " + problem);
        }
    }

    /** Parses N-Triples into {@code graph} (blank nodes fresh to this text). */
    public static void addTo(Graph graph, String nTriples, String what) {
        if (nTriples == null || nTriples.isEmpty()) return;
        try {
            RDFParser.fromString(nTriples, Lang.NTRIPLES).parse(graph);
        } catch (RiotException e) {
            throw new IllegalArgumentException(what + " is not N-Triples: " + e.getMessage(), e);
        }
    }
}
