package io.gridchat.kit;

/**
 * The one interface a gridchat component implements. Any Spring bean of this type becomes a
 * Qanary component: {@code POST /annotatequestion}, {@code GET /description}, health and
 * Spring Boot Admin registration come from {@link io.gridchat.kit.web.ComponentAutoConfiguration}.
 */
public interface QanaryComponent {

    /**
     * Reads what earlier components wrote into the question graph and adds this component's
     * annotations with {@link QuestionGraph#write}. Throwing makes the call fail with HTTP 500 and
     * the exception's message, which the pipeline reports under the component's name.
     */
    void process(QuestionGraph question) throws Exception;

    /** One sentence for the component description ({@code GET /description}). */
    default String description() { return getClass().getSimpleName(); }
}
