package io.gridchat.pipeline.security;

import io.gridchat.kit.security.ServiceHttpSecurity;
import io.gridchat.kit.security.ServiceSecurityProperties;
import io.gridchat.kit.security.SharedSecretAuthentication;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Who may do what at the pipeline (issue 45, README "Security"), with {@code gridchat.security.*} set:
 * <ul>
 *   <li>register or deregister a component (Spring Boot Admin {@code POST /instances}, {@code DELETE /instances/…}): the
 *       registration credential only ({@code gridchat-registrar});</li>
 *   <li>everything else — questions, run records, {@code /components}, the Spring Boot Admin UI and API: the service
 *       credential ({@code gridchat-service});</li>
 *   <li>open: the health and info probes (health without details), and a question's text at
 *       {@code /question/{id}/raw}, which standard Qanary components fetch without credentials (its id is a random UUID
 *       that only the question's own run hands out).</li>
 * </ul>
 * Without the service secret the pipeline runs open and says so at start.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ServiceSecurityProperties.class)
public class PipelineSecurity {
    private static final Logger log = LoggerFactory.getLogger(PipelineSecurity.class);

    @Bean
    SharedSecretAuthentication sharedSecretAuthentication(ServiceSecurityProperties properties) {
        return new SharedSecretAuthentication(properties);
    }

    @Bean
    SecurityFilterChain pipelineFilterChain(org.springframework.security.config.annotation.web.builders.HttpSecurity http,
                                         ServiceSecurityProperties properties, SharedSecretAuthentication authentication) throws Exception {
        boolean secured = properties.service().present();
        boolean registration = properties.registrar().present();
        if (!secured) {
            log.warn("gridchat.security.service-secret is not set: the pipeline API and its Spring Boot Admin server are open"
                    + " to anyone who reaches this port (./gridchat up sets it; README \"Security\")");
        } else if (!registration) {
            log.warn("gridchat.security.registration-secret is not set: no component can register with this pipeline");
        }
        return ServiceHttpSecurity.stateless(http, authentication, secured)
                .authorizeHttpRequests(a -> {
                    ServiceHttpSecurity.common(a);
                    a.requestMatchers(HttpMethod.GET, "/question/*/raw").permitAll();
                    if (secured) {
                        a.requestMatchers(HttpMethod.POST, "/instances", "/instances/").hasRole(SharedSecretAuthentication.REGISTRAR);
                        a.requestMatchers(HttpMethod.DELETE, "/instances/**").hasRole(SharedSecretAuthentication.REGISTRAR);
                        a.anyRequest().hasRole(SharedSecretAuthentication.SERVICE);
                    } else {
                        a.anyRequest().permitAll();
                    }
                })
                .build();
    }
}
