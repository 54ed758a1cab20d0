package io.gridchat.analysis;

/** English plurals of the ontology's nouns, the regular rules only (the ontology's class names are regular). */
final class Plurals {
    private Plurals() {}

    static String plural(String noun) {
        if (noun.endsWith("s") || noun.endsWith("x") || noun.endsWith("ch") || noun.endsWith("sh")) return noun + "es";
        if (noun.endsWith("y") && noun.length() > 1 && "aeiou".indexOf(noun.charAt(noun.length() - 2)) < 0) {
            return noun.substring(0, noun.length() - 1) + "ies";
        }
        return noun + "s";
    }

    /** Whether {@code word} is {@code noun} or its plural. */
    static boolean isFormOf(String word, String noun) {
        return word.equals(noun) || word.equals(plural(noun)) || word.equals(noun + "s");
    }
}
