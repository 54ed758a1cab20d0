package io.gridchat.kit.security;

import io.gridchat.kit.QanaryComponent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.security.servlet.SecurityAutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/**
 * A component's HTTP security (issue 45): with {@code gridchat.security.service-secret} set, {@code /annotatequestion},
 * {@code /description} and everything else need the service credential (HTTP Basic, {@link SharedSecretAuthentication});
 * only the health and info probes stay open, health without details. Without the secret the component is open, and
 * says so at start.
 */
@AutoConfiguration(before = SecurityAutoConfiguration.class)
@ConditionalOnBean(QanaryComponent.class)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@EnableConfigurationProperties(ServiceSecurityProperties.class)
public class ComponentSecurityAutoConfiguration {
    private static final Logger log = LoggerFactory.getLogger(ComponentSecurityAutoConfiguration.class);

    @Bean
    SharedSecretAuthentication sharedSecretAuthentication(ServiceSecurityProperties properties) {
        return new SharedSecretAuthentication(properties);
    }

    @Bean
    SecurityFilterChain componentSecurity(HttpSecurity http, ServiceSecurityProperties properties,
                                          SharedSecretAuthentication authentication) throws Exception {
        boolean secured = properties.service().present();
        if (!secured) {
            log.warn("gridchat.security.service-secret is not set: /annotatequestion is open to anyone who reaches this port"
                    + " (./gridchat up sets it; README \"Security\")");
        }
        return ServiceHttpSecurity.stateless(http, authentication, secured)
                .authorizeHttpRequests(a -> {
                    ServiceHttpSecurity.common(a);
                    if (secured) a.anyRequest().hasRole(SharedSecretAuthentication.SERVICE);
                    else a.anyRequest().permitAll();
                })
                .build();
    }
}
