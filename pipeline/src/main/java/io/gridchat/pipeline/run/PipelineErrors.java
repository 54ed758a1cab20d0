package io.gridchat.pipeline.run;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Every exception-to-status mapping of the pipeline's HTTP API, with one body shape: {@code {error, component?, reason?}}.
 * A rejected request (400/413, an unknown component with {@code reason: unknown}), an unreachable annotation store
 * (503), an unknown question graph (404). A run that a component stops is not an exception: see {@link RunFailure}.
 */
@RestControllerAdvice
public class PipelineErrors {
    @ExceptionHandler(RequestRejectedException.class)
    ResponseEntity<Map<String, Object>> rejected(RequestRejectedException e) {
        return body(e.status(), e.getMessage(), e.component(), e.component() != null ? "unknown" : null);
    }

    @ExceptionHandler(StoreUnavailableException.class)
    ResponseEntity<Map<String, Object>> storeDown(StoreUnavailableException e) {
        return body(HttpStatus.SERVICE_UNAVAILABLE, e.getMessage(), null, null);
    }

    @ExceptionHandler(QuestionGraphNotFoundException.class)
    ResponseEntity<Map<String, Object>> noGraph(QuestionGraphNotFoundException e) {
        return body(HttpStatus.NOT_FOUND, e.getMessage(), null, null);
    }

    private static ResponseEntity<Map<String, Object>> body(HttpStatus status, String message, String component, String reason) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", message);
        if (component != null) body.put("component", component);
        if (reason != null) body.put("reason", reason);
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).body(body);
    }
}
