package io.gridchat.kit;

import io.gridchat.store.StoreProperties;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;

/** Binds the one store configuration ({@code gridchat.store.*}) in every service that has the kit: components and the rest. */
@AutoConfiguration
@EnableConfigurationProperties(StoreProperties.class)
public class StoreAutoConfiguration {}
