package io.gridchat.kit.security;

import io.gridchat.pipeline.client.ServiceCredentials;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The shared secrets of service-to-service trust ({@code gridchat.security.*}; issue 45, README "Security").
 * {@code ./gridchat up} generates both per start; compose and Kubernetes must set them. Unset, a service runs open and
 * logs a warning saying so (tests that do not test security, a developer's single service).
 *
 * @param serviceSecret      what callers of the pipeline API and the pipeline (calling components) present, as HTTP
 *                           Basic user {@value ServiceCredentials#SERVICE_USER}
 * @param registrationSecret what a component presents to register with the pipeline's Spring Boot Admin server, as user
 *                           {@value ServiceCredentials#REGISTRAR_USER}
 */
@ConfigurationProperties(prefix = "gridchat.security")
public record ServiceSecurityProperties(String serviceSecret, String registrationSecret) {
    public static final ServiceSecurityProperties NONE = new ServiceSecurityProperties(null, null);

    public ServiceCredentials service() { return new ServiceCredentials(ServiceCredentials.SERVICE_USER, serviceSecret); }

    public ServiceCredentials registrar() { return new ServiceCredentials(ServiceCredentials.REGISTRAR_USER, registrationSecret); }

    @Override
    public String toString() { // never print secrets
        return "ServiceSecurityProperties[serviceSecret=" + (service().present() ? "(set)" : "(none)")
                + ", registrationSecret=" + (registrar().present() ? "(set)" : "(none)") + "]";
    }
}
