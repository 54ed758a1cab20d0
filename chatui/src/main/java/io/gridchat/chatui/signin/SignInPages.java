package io.gridchat.chatui.signin;

import java.security.Principal;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;

/** The page after sign-out, and the signed-in user's name for every page's header (none with sign-in off). */
@Controller
@ControllerAdvice
public class SignInPages {
    @GetMapping("/signed-out")
    public String signedOut() {
        return "signed-out";
    }

    @ModelAttribute("signedInName")
    public String signedInName(Principal principal) {
        return SignedInUsers.user(principal).map(SignedInUsers::displayName).orElse(null);
    }
}
