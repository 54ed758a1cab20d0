package io.gridchat.chatui.ws;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.ConversationNotFoundException;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatui.ChatUiProperties;
import io.gridchat.chatui.render.EventView;
import io.gridchat.chatui.session.Owner;
import io.gridchat.chatbot.api.LimitExceededException;
import io.gridchat.kit.question.QuestionLimit;
import java.io.IOException;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.atomic.AtomicInteger;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.ConcurrentWebSocketSessionDecorator;
import org.springframework.web.socket.handler.TextWebSocketHandler;

/**
 * Carries questions and choices to the {@link ChatService} and its events back, as JSON. Each socket belongs to
 * the session (owner) that opened it; the engine refuses conversations of other owners.
 */
@Component
public class ChatWebSocketHandler extends TextWebSocketHandler {
    private static final Logger log = LoggerFactory.getLogger(ChatWebSocketHandler.class);
    private static final String SENDER = "gridchat.sender";
    /** Counter of the turns handed to the engine, tag {@code type}: ask (a question) or choose (a clarification's option). */
    public static final String TURNS = "gridchat.chat.turns";
    /** Gauge of the chat WebSockets open on this replica (one per open chat page). */
    public static final String ACTIVE_SESSIONS = "gridchat.chat.sessions.active";

    private final ChatService chat;
    private final EventView views;
    private final ChatUiProperties properties;
    private final QuestionLimit questionLimit;
    private final ObjectMapper json;
    private final MeterRegistry meters;
    private final AtomicInteger openSockets = new AtomicInteger();

    public ChatWebSocketHandler(ChatService chat, EventView views, ChatUiProperties properties, QuestionLimit questionLimit, ObjectMapper json,
                                MeterRegistry meters) {
        this.meters = meters;
        Gauge.builder(ACTIVE_SESSIONS, openSockets, AtomicInteger::get).description("chat WebSockets open on this replica")
                .register(meters);
        this.questionLimit = questionLimit;
        this.chat = chat;
        this.views = views;
        this.properties = properties;
        this.json = json.copy().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    }

    @Override
    public void afterConnectionEstablished(WebSocketSession session) {
        // The engine calls listeners from its own threads: the decorator serialises concurrent sends.
        session.getAttributes().put(SENDER, new ConcurrentWebSocketSessionDecorator(session, 10_000, 4 << 20));
        openSockets.incrementAndGet();
    }

    @Override
    protected void handleTextMessage(WebSocketSession session, TextMessage message) {
        int bytes = message.getPayloadLength();
        if (bytes > properties.maxMessageBytes()) {
            send(session, EventView.error(null, "too_large",
                    "Message too large: " + bytes + " bytes; the limit is " + properties.maxMessageBytes() + " bytes."));
            return;
        }
        ClientMessage m;
        try {
            m = json.readValue(message.getPayload(), ClientMessage.class);
        } catch (IOException e) {
            send(session, EventView.error(null, "bad_message", "Not a valid message (expected JSON with a type)."));
            return;
        }
        Owner owner = (Owner) session.getAttributes().get(HandshakeChecks.OWNER);
        String conversationId = m.conversationId();
        if (m.type() == null || conversationId == null || conversationId.isBlank()) {
            send(session, EventView.error(conversationId, "bad_message", "A message needs a type and a conversationId."));
            return;
        }
        UserMessage userMessage;
        switch (m.type()) {
            case "ask" -> {
                String text = m.text() == null ? "" : m.text().strip();
                Optional<String> tooLong = questionLimit.refusal(text);
                if (tooLong.isPresent()) { // nothing reaches the engine: the conversation stays as it was
                    send(session, EventView.error(conversationId, "too_long", tooLong.get()));
                    return;
                }
                if (text.isEmpty() && isBlank(m.chosenOptionIri())) {
                    send(session, EventView.error(conversationId, "empty", "Please type a question."));
                    return;
                }
                userMessage = new UserMessage(text, time(m.userTime()), zone(m.timeZone()), blankToNull(m.chosenOptionIri()));
            }
            case "choose" -> {
                if (isBlank(m.chosenOptionIri()) || m.chosenOptionIri().length() > 2048) {
                    send(session, EventView.error(conversationId, "bad_message", "A choice needs the IRI of an option."));
                    return;
                }
                userMessage = new UserMessage(m.text() == null ? "" : m.text().strip(), time(m.userTime()), zone(m.timeZone()), m.chosenOptionIri());
            }
            default -> {
                send(session, EventView.error(conversationId, "bad_message", "Unknown message type."));
                return;
            }
        }
        try {
            chat.send(owner.id(), conversationId, userMessage, event -> send(session, views.of(event)));
            meters.counter(TURNS, "type", m.type()).increment();
        } catch (ConversationNotFoundException e) {
            send(session, EventView.error(conversationId, "not_found", "No such conversation in this session."));
        } catch (LimitExceededException e) { // issue 45: nothing was queued; the sentence says why and what to do
            send(session, EventView.error(conversationId, "busy", e.getMessage()));
        } catch (IllegalArgumentException e) {
            send(session, EventView.error(conversationId, "bad_message", e.getMessage()));
        } catch (RuntimeException e) {
            log.warn("sending to the chat engine failed", e);
            send(session, EventView.error(conversationId, "engine", "The chat engine could not take the message; the server log has the details."));
        }
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        if (session.getAttributes().remove(SENDER) != null) openSockets.decrementAndGet();
    }

    private void send(WebSocketSession session, Map<String, Object> event) {
        WebSocketSession sender = (WebSocketSession) session.getAttributes().getOrDefault(SENDER, session);
        if (!sender.isOpen()) return; // the turn goes on; its events are in the history for the next page load
        try {
            sender.sendMessage(new TextMessage(json.writeValueAsString(event)));
        } catch (IOException | IllegalStateException e) {
            log.debug("could not send to WebSocket {}: {}", session.getId(), e.toString());
        }
    }

    private static Instant time(String s) {
        if (s == null) return Instant.now();
        try {
            return Instant.parse(s);
        } catch (Exception e) {
            return Instant.now();
        }
    }

    private static String zone(String s) {
        if (s == null || s.length() > 64) return "UTC";
        try {
            return ZoneId.of(s).getId();
        } catch (Exception e) {
            return "UTC";
        }
    }

    private static boolean isBlank(String s) { return s == null || s.isBlank(); }

    private static String blankToNull(String s) { return isBlank(s) ? null : s.strip(); }
}
