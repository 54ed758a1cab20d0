package io.gridchat.chatui.signin;

import io.gridchat.chatui.session.Owner;
import io.gridchat.chatui.session.SessionCookies;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Lets controllers take an {@link Owner} parameter. Sign-in off: the cookie session's owner (a visitor without a
 * session gets one). Sign-in on: the signed-in user (issuer + sub, {@link SignedInUsers}); the security chain lets
 * no other request reach a controller, so none is a 401 here too. It lives with sign-in, which decides between the two:
 * the session package knows nothing of sign-in (no package cycle).
 */
@Configuration
public class OwnerArgumentResolver implements HandlerMethodArgumentResolver, WebMvcConfigurer {
    private final SessionCookies sessions;
    private final SignInProperties signIn;

    public OwnerArgumentResolver(SessionCookies sessions, SignInProperties signIn) {
        this.sessions = sessions;
        this.signIn = signIn;
    }

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.getParameterType() == Owner.class;
    }

    @Override
    public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer mav, NativeWebRequest web, WebDataBinderFactory binders) {
        if (signIn.enabled()) {
            return SignedInUsers.owner(web.getUserPrincipal())
                    .orElseThrow(() -> new ResponseStatusException(HttpStatus.UNAUTHORIZED, "Not signed in."));
        }
        return sessions.ensure(web.getNativeRequest(HttpServletRequest.class), web.getNativeResponse(HttpServletResponse.class));
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(this);
    }
}
