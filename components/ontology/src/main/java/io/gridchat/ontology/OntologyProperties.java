package io.gridchat.ontology;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the ontology component ({@code gridchat.ontology.*}).
 *
 * @param publicUrl        base URL browsers reach this service under (the diagram links); empty: http://host:port
 * @param checkInterval    at most this often the store is asked whether the ontology changed (then it is read again)
 * @param maxRows          the longest answer table (a LIMIT on every query)
 * @param diagramDepth     steps around the class in the diagram of a "how is X modelled" answer
 * @param maxDepth         the largest depth the diagram endpoint draws
 * @param maxLinksPerClass the most-used links of each class that are drawn
 * @param maxClasses       the most classes in one diagram
 * @param cacheSize        neighbourhoods (one query each) and drawn diagrams kept, each
 * @param excludedNamespace properties in this namespace are left out of neighbourhoods and diagrams: the inferred
 *                         shortcut properties of the benchmark graph (cimr:), which repeat what the CIM properties say
 * @param answerScore      score of the answer's query annotation: above sparql-generator's (0.8), so it is the one shown
 */
@ConfigurationProperties("gridchat.ontology")
public record OntologyProperties(@DefaultValue("") String publicUrl,
                                 @DefaultValue("60s") Duration checkInterval,
                                 @DefaultValue("500") int maxRows,
                                 @DefaultValue("1") int diagramDepth,
                                 @DefaultValue("3") int maxDepth,
                                 @DefaultValue("10") int maxLinksPerClass,
                                 @DefaultValue("30") int maxClasses,
                                 @DefaultValue("128") int cacheSize,
                                 @DefaultValue("https://cim.ucaiug.io/rules#") String excludedNamespace,
                                 @DefaultValue("0.95") double answerScore) {}
