package io.gridchat.chatbot;

import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.config.ClientLimits;
import io.gridchat.chatbot.engine.ChatEngine;
import io.gridchat.kit.question.QuestionLimit;
import io.gridchat.pipeline.client.ServiceCredentials;
import io.gridchat.store.StoreProperties;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * Creates the {@link ChatService} from {@code gridchat.chatbot.*}: an application only adds the chatbot dependency.
 * The engine keeps its own JDBC connections (its own database by default), independent of the app's DataSource.
 * The LLM key is {@code gridchat.chatbot.llm.api-key}, or else the environment variable {@code OPENROUTER_API_KEY};
 * setting {@code gridchat.chatbot.llm.api-key=} (empty) forces offline phrasing even when the variable is set.
 * Longer questions than {@code gridchat.question.max-length} (the kit's {@link QuestionLimit}) are refused.
 */
@AutoConfiguration
@EnableConfigurationProperties({ChatbotProperties.class, QuestionLimit.class, ClientLimits.class})
public class ChatbotAutoConfiguration {

    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean(ChatService.class)
    ChatEngine chatService(ChatbotProperties properties, QuestionLimit questionLimit, ClientLimits limits, Environment environment,
                           ObjectProvider<StoreProperties> store) {
        ChatbotProperties p = properties;
        // The shared store configuration (gridchat.store.url, e.g. GraphDB) names where question graphs are read.
        StoreProperties s = store.getIfAvailable();
        if (s != null && s.configured()) p = p.withPipeline(p.pipelineUrl(), s.store().qanaryQueryUrl());
        if (p.llm().apiKey() == null) p = p.withLlm(p.llm().withApiKey(environment.getProperty("OPENROUTER_API_KEY")));
        // the pipeline API needs the service credential when the deployment sets one (issue 45, README "Security")
        return ChatEngine.create(p, questionLimit, ServiceCredentials.service(environment.getProperty("gridchat.security.service-secret")),
                limits);
    }
}
