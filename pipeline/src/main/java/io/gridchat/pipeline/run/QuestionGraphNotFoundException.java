package io.gridchat.pipeline.run;

/** No question graph (with a question in it) by that name; answered with 404. */
public class QuestionGraphNotFoundException extends RuntimeException {
    public QuestionGraphNotFoundException(String graph) { super("no question graph <" + graph + ">"); }
}
