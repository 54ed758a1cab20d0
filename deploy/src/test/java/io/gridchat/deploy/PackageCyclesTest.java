package io.gridchat.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * No package of a module depends, through other packages, on itself (issue 39: packages by feature, no cycles). The
 * package dependencies are the JDK's {@code jdeps} on each module's compiled classes (this module is built last, so
 * every other module's {@code target/classes} exists); the cycles are the strongly connected components of that graph.
 *
 * <p>{@link #KNOWN} lists the cycles still to be broken, each named exactly: a new cycle fails the test, and so does a
 * listed one that is gone (take it off the list).
 */
class PackageCyclesTest {
    /** The modules of the default build (the root pom's {@code <modules>}, not those of a profile). */
    static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
    static final Pattern EDGE = Pattern.compile("^\\s+(io\\.gridchat\\S*)\\s+->\\s+(io\\.gridchat\\S*)\\s");

    /**
     * Cycles not yet broken, by module: the packages of each. Empty since issue 39 broke the last four (kit, eat-classifier,
     * relation-detection, chatbot); keep it so: break a new cycle rather than list it here.
     */
    static final Map<String, Set<Set<String>>> KNOWN = Map.of();

    @Test
    void noModuleHasAPackageCycleBeyondTheKnownOnes() throws Exception {
        Path root = Path.of("..").toAbsolutePath().normalize();
        String pom = Files.readString(root.resolve("pom.xml"));
        String defaultModules = pom.substring(pom.indexOf("<modules>"), pom.indexOf("</modules>"));
        Map<String, Set<Set<String>>> found = new TreeMap<>();
        Matcher m = MODULE.matcher(defaultModules);
        int modules = 0;
        while (m.find()) {
            String module = m.group(1).strip();
            Path classes = root.resolve(module).resolve("target/classes");
            if (module.equals("deploy")) continue; // no main classes
            assertThat(classes).as(module + " is compiled before this module (run the whole build: mvn install)").isDirectory();
            modules++;
            Set<Set<String>> cycles = cycles(packageDependencies(classes));
            if (!cycles.isEmpty()) found.put(module, cycles);
        }
        assertThat(modules).isGreaterThan(15);
        assertThat(found).as("package cycles per module (a new one is to be broken; a broken one comes off KNOWN)").isEqualTo(new TreeMap<>(KNOWN));
    }

    /** jdeps' package-level dependencies among io.gridchat packages. */
    static Map<String, Set<String>> packageDependencies(Path classes) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("this JDK has no jdeps"));
        StringWriter out = new StringWriter(), err = new StringWriter();
        int rc = jdeps.run(new PrintWriter(out), new PrintWriter(err), "-verbose:package", "-filter:none", classes.toString());
        assertThat(rc).as(err.toString()).isZero();
        Map<String, Set<String>> graph = new HashMap<>();
        for (String line : out.toString().split("\n")) {
            Matcher e = EDGE.matcher(line);
            if (e.find() && !e.group(1).equals(e.group(2))) graph.computeIfAbsent(e.group(1), k -> new TreeSet<>()).add(e.group(2));
        }
        return graph;
    }

    /** The strongly connected components of more than one package (Tarjan's algorithm, iteratively). */
    static Set<Set<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>(), low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new java.util.HashSet<>();
        Set<Set<String>> out = new LinkedHashSet<>();
        int[] counter = {0};
        for (String start : new TreeSet<>(graph.keySet())) {
            if (index.containsKey(start)) continue;
            Deque<Object[]> work = new ArrayDeque<>(); // frames: node, iterator over its successors
            index.put(start, counter[0]); low.put(start, counter[0]++); stack.push(start); onStack.add(start);
            work.push(new Object[] {start, new ArrayList<>(graph.getOrDefault(start, Set.of())).iterator()});
            while (!work.isEmpty()) {
                Object[] frame = work.peek();
                String v = (String) frame[0];
                @SuppressWarnings("unchecked") java.util.Iterator<String> next = (java.util.Iterator<String>) frame[1];
                if (next.hasNext()) {
                    String w = next.next();
                    if (!index.containsKey(w)) {
                        index.put(w, counter[0]); low.put(w, counter[0]++); stack.push(w); onStack.add(w);
                        work.push(new Object[] {w, new ArrayList<>(graph.getOrDefault(w, Set.of())).iterator()});
                    } else if (onStack.contains(w)) {
                        low.put(v, Math.min(low.get(v), index.get(w)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = (String) work.peek()[0];
                    low.put(parent, Math.min(low.get(parent), low.get(v)));
                }
                if (low.get(v).equals(index.get(v))) {
                    Set<String> component = new TreeSet<>();
                    String w;
                    do { w = stack.pop(); onStack.remove(w); component.add(w); } while (!w.equals(v));
                    if (component.size() > 1) out.add(component);
                }
            }
        }
        return out;
    }

    @Test
    void theCycleFinderFindsACycleAndNothingElse() {
        Map<String, Set<String>> graph = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a", "d"), "d", Set.of("e"), "e", Set.of());
        assertThat(cycles(graph)).containsExactly(Set.of("a", "b", "c"));
        assertThat(cycles(Map.of("a", Set.of("b"), "b", Set.of()))).isEmpty();
    }
}
