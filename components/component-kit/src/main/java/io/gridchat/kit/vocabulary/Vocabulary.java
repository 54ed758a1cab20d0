package io.gridchat.kit.vocabulary;

import io.gridchat.store.CimNamespaces;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;

/**
 * The one definition of the vocabulary the pipeline and every component share.
 * {@code qa:} and {@code oa:} are Qanary's (Qanary uses the Open Annotation core namespace);
 * {@code gc:} holds gridchat's additions (clarifications, messages, run records, user context).
 */
public final class Vocabulary {
    private Vocabulary() {}

    public static final String QA = "http://www.wdaqua.eu/qa#";
    public static final String OA = "http://www.w3.org/ns/openannotation/core/";
    public static final String GC = "https://w3id.org/gridchat#";
    // The RDF basics, from the one namespace table (store-client CimNamespaces).
    public static final String RDF = CimNamespaces.RDF;
    public static final String RDFS = CimNamespaces.RDFS;
    public static final String OWL = CimNamespaces.OWL;
    public static final String XSD = CimNamespaces.XSD;

    /** Alias under which Qanary pipelines expose the question of the current graph. */
    public static final Node CURRENT_QUESTION = uri("urn:qanary:currentQuestion");
    /** Subject of the per-run user context (time, time zone, clarification choices) sent as additional triples. */
    public static final Node CONTEXT = uri("urn:gridchat:context");

    // Qanary classes
    public static final Node QA_QUESTION = qa("Question");
    public static final Node QA_ANSWER_JSON = qa("AnswerJson");
    public static final Node QA_SCORE = qa("score");
    public static final Node QA_HAS_QUESTION_LANGUAGE = qa("AnnotationOfQuestionLanguage");

    // Open Annotation
    public static final Node OA_HAS_TARGET = oa("hasTarget");
    public static final Node OA_HAS_BODY = oa("hasBody");
    public static final Node OA_HAS_SOURCE = oa("hasSource");
    public static final Node OA_HAS_SELECTOR = oa("hasSelector");
    public static final Node OA_SPECIFIC_RESOURCE = oa("SpecificResource");
    public static final Node OA_TEXT_POSITION_SELECTOR = oa("TextPositionSelector");
    public static final Node OA_START = oa("start");
    public static final Node OA_END = oa("end");
    public static final Node OA_ANNOTATED_BY = oa("annotatedBy");
    public static final Node OA_ANNOTATED_AT = oa("annotatedAt");

    // gridchat additions
    public static final Node GC_TEXT = gc("text");
    public static final Node GC_LANGUAGE = gc("language");
    public static final Node GC_MENTION = gc("mention");
    /** Why the analysis changed a word of the question (spelling, synonym, name): {@code Correction}. */
    public static final Node GC_REASON = gc("reason");
    public static final Node GC_SPOT_KIND = gc("spotKind");
    public static final Node GC_LITERAL_VALUE = gc("literalValue");
    public static final Node GC_UNIT = gc("unit");
    public static final Node GC_INSTANCE_CLASS = gc("instanceClass");
    public static final Node GC_TARGET_CLASS = gc("targetClass");
    public static final Node GC_PATH = gc("path");
    public static final Node GC_SUBJECT_CLASS = gc("subjectClass");
    public static final Node GC_OBJECT = gc("object");
    public static final Node GC_QUESTION = gc("question");
    public static final Node GC_OPTION = gc("option");
    public static final Node GC_OPTION_IRI = gc("optionIri");
    public static final Node GC_OPTION_CLASS = gc("optionClass");
    public static final Node GC_RANK = gc("rank");
    public static final Node GC_USER_TIME = gc("userTime");
    public static final Node GC_TIME_ZONE = gc("timeZone");
    public static final Node GC_USER_CHOICE = gc("userChoice");
    public static final Node GC_CHOSEN = gc("chosen");
    public static final Node GC_MRID = gc("mrid");
    public static final Node GC_EXTERNAL_ID = gc("externalId");
    public static final Node GC_START = gc("start");
    public static final Node GC_END = gc("end");
    public static final Node GC_AGGREGATE = gc("aggregate");
    public static final Node GC_GRANULARITY = gc("granularity");
    public static final Node GC_LIMIT = gc("limit");
    public static final Node GC_RESULT = gc("result");
    /** {@code gc:AnnotationOfOtherEnd}: the property of a pair the answer followed, the other one, how many more results it has, a few of their names. */
    public static final Node GC_USED_PROPERTY = gc("usedProperty");
    public static final Node GC_OTHER_PROPERTY = gc("otherProperty");
    public static final Node GC_MORE_RESULTS = gc("moreResults");
    public static final Node GC_EXAMPLE = gc("example");
    /** The clarification option a relation or a {@code gc:AnnotationOfReading} assumes the asked-about mention means. */
    public static final Node GC_ASSUMED_OPTION = gc("assumedOption");
    /** A phrase of the question a {@code gc:AnnotationOfReading}'s answer does not use (said with it). */
    public static final Node GC_UNUSED_PHRASE = gc("unusedPhrase");

    // Pipeline run record
    public static final Node GC_PIPELINE_RUN = gc("PipelineRun");
    public static final Node GC_COMPONENT_CALL = gc("ComponentCall");
    public static final Node GC_CALL = gc("call");
    public static final Node GC_COMPONENT = gc("component");
    public static final Node GC_ORDER = gc("order");
    public static final Node GC_HTTP_STATUS = gc("httpStatus");
    public static final Node GC_STARTED_AT = gc("startedAt");
    public static final Node GC_DURATION_MS = gc("durationMs");
    public static final Node GC_ERROR = gc("error");

    // Diagrams, as the Talk2PowerSystem diagrams ontology (cimd:) models them
    public static final String CIMD = "https://cim.ucaiug.io/diagrams#";
    public static final Node CIMD_DIAGRAM = uri(CIMD + "Diagram");
    public static final Node CIMD_LINK = uri(CIMD + "Diagram.link");
    public static final Node CIMD_KIND = uri(CIMD + "Diagram.kind");
    public static final Node CIMD_POWER_SYSTEM_RESOURCE = uri(CIMD + "Diagram.PowerSystemResource");
    public static final Node CIM_NAME = uri("https://cim.ucaiug.io/ns#IdentifiedObject.name");
    public static final Node DCT_FORMAT = uri("http://purl.org/dc/terms/format");

    public static final Node RDF_TYPE = uri(RDF + "type");
    public static final Node RDF_VALUE = uri(RDF + "value");
    public static final Node RDFS_LABEL = uri(RDFS + "label");
    public static final Node OWL_SAME_AS = uri(OWL + "sameAs");

    public static Node qa(String local) { return uri(QA + local); }
    public static Node oa(String local) { return uri(OA + local); }
    public static Node gc(String local) { return uri(GC + local); }
    public static Node uri(String iri) { return NodeFactory.createURI(iri); }

    /** Qanary names a component's annotations {@code urn:qanary:<name>}. */
    public static Node componentNode(String componentName) { return uri("urn:qanary:" + componentName); }
}
