package io.gridchat.ontology.question;

/** The kinds of model question the component answers (one {@code .rq} template each, in {@code answer/}). */
public enum QuestionKind {
    /** The properties of a class, own and inherited, with range, unit, multiplicity and how many instances use each. */
    PROPERTIES,
    /** The properties declared on a class itself (its domain), not inherited. */
    OWN_PROPERTIES,
    /** The properties whose range is a class (that point to it). */
    RANGE_OF,
    /** Subclasses of a class: the direct ones, or the whole tree below it. */
    SUBCLASSES,
    /** Superclasses of a class: the direct ones, or every one above it. */
    SUPERCLASSES,
    /** Instances per class (including subclasses): of the named classes, or of every class with instances. */
    INSTANCE_COUNTS,
    /** How a class is modelled: the properties its instances use and the classes they link to, from the data. */
    NEIGHBOURHOOD,
    /** How two classes are linked: the properties between them, in one or two steps. */
    LINK,
    /** The property declared from one class to another (domain and range). */
    PROPERTY_BETWEEN,
    /** Two classes side by side: definition, direct superclass, instances, own properties. */
    DIFFERENCE,
    /** The models (datasets) in the store and their profiles. */
    PROFILES,
    /** The namespaces of the classes the data uses. */
    NAMESPACES,
    /** What a class is: its definition (rdfs:comment). */
    DEFINITION,
    /** What a property means: comment, domain, range, unit, multiplicity, inverse. */
    PROPERTY_INFO,
    /** The unit declared for a property (multiplier and symbol). */
    UNIT,
    /** The inverse of a property. */
    INVERSE,
    /** The classes that declare a property of a given name. */
    DOMAIN_OF
}
