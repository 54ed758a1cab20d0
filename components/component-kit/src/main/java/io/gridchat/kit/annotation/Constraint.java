package io.gridchat.kit.annotation;

/**
 * {@code gc:AnnotationOfConstraint}: a constraint-bearing phrase of the question that the answer honours, with the
 * span of the phrase it consumed (so that the accounting of unused phrases sees it as understood).
 * <ul>
 *   <li>{@code SUPERLATIVE}: "the longest", "the highest rated power" — {@code attribute} the attribute word,
 *       {@code order} DESC or ASC, {@code limit} 1 (or N for "top N").</li>
 *   <li>{@code ORDER}: "sorted by length", "top 5 … by …" — {@code attribute}, {@code order}, optional {@code limit}.</li>
 *   <li>{@code COMPARISON}: "longer than 100 km" — {@code attribute}, {@code operator} (&gt;, &lt;, &gt;=, &lt;=),
 *       {@code value} as written and {@code unit} as written (converted to the data's unit by the generator).</li>
 *   <li>{@code ATTRIBUTE}: "with their nominal voltage" — {@code attribute}: show it beside each answer.</li>
 *   <li>{@code DETAILS}: "detailed information about", "tell me about" — show the class's key attributes.</li>
 *   <li>{@code AGGREGATE}: "the total rated power of …" — {@code order} the aggregate (SUM, AVG, MAX, MIN), {@code attribute}.</li>
 *   <li>{@code SCHEMA}: "which properties does a PowerTransformerEnd have" — {@code attribute} what is asked of the ontology,
 *       {@code value} the class written after the phrase: its IRI when the eat-classifier could resolve it against the
 *       ontology, else the word ("PowerTransformerEnd"); for RELATED, {@code value} and {@code unit} the two classes.</li>
 *   <li>{@code GROUP}: "how many breakers per substation" — {@code attribute} the counted class IRI, {@code value} the
 *       group class IRI, {@code order}/{@code limit} for "which substation has the most bays" ({@code limit} N for "the two
 *       substations with the most …"). With {@code unit} "value" the groups are the values of an attribute ("how many
 *       line segments per nominal voltage"): {@code value} holds the attribute's words instead of a class IRI.</li>
 *   <li>{@code NEGATION}: "substations with no generating units" — {@code attribute} the IRI of the class that must be
 *       absent, {@code value} the IRI of the class asked for.</li>
 * </ul>
 * {@code attribute} is a word of the question ("longest", "length", "rated power"); generators map it to a datatype
 * property of the target class with the ontology.
 */
public record Constraint(TextSpan span, String phrase, ConstraintKind kind, String attribute, String order,
                         String operator, String value, String unit, Integer limit, double score) implements Annotation {}
