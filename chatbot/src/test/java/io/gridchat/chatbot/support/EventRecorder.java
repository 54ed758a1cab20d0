package io.gridchat.chatbot.support;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.ChatListener;
import io.gridchat.chatbot.api.EventType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Collects a turn's events; {@link #awaitTurn()} returns them once WAITING_FOR_INPUT (the end of a turn) arrived. */
public final class EventRecorder implements ChatListener {
    private final LinkedBlockingQueue<ChatEvent> queue = new LinkedBlockingQueue<>();
    private final long created = System.nanoTime();

    @Override
    public void onEvent(ChatEvent event) {
        if (Boolean.getBoolean("chatbot.test.trace")) {
            System.out.println((System.nanoTime() - created) / 1_000_000 + " ms " + event.type() + " " + String.valueOf(event.data()).substring(0, Math.min(120, String.valueOf(event.data()).length())));
        }
        queue.add(event);
    }

    public List<ChatEvent> awaitTurn() {
        return awaitTurn(Duration.ofSeconds(30));
    }

    public List<ChatEvent> awaitTurn(Duration timeout) {
        List<ChatEvent> events = new ArrayList<>();
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (true) {
                ChatEvent e = queue.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (e == null) throw new AssertionError("turn did not finish within " + timeout + "; got " + types(events));
                events.add(e);
                if (e.type() == EventType.WAITING_FOR_INPUT) return events;
            }
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new AssertionError(ex);
        }
    }

    public static List<EventType> types(List<ChatEvent> events) {
        return events.stream().map(ChatEvent::type).toList();
    }

    public static List<EventType> typesWithoutTokens(List<ChatEvent> events) {
        return events.stream().map(ChatEvent::type).filter(t -> t != EventType.TOKEN).toList();
    }

    public static ChatEvent first(List<ChatEvent> events, EventType type) {
        return events.stream().filter(e -> e.type() == type).findFirst().orElseThrow(() -> new AssertionError("no " + type + " in " + types(events)));
    }
}
