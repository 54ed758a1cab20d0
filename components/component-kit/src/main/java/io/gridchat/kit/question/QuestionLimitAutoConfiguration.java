package io.gridchat.kit.question;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;

/** Binds {@code gridchat.question.*} ({@link QuestionLimit}) in every service that has the kit: UI, chat engine, pipeline. */
@AutoConfiguration
@EnableConfigurationProperties(QuestionLimit.class)
public class QuestionLimitAutoConfiguration {}
