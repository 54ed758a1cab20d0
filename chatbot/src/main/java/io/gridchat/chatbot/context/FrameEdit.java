package io.gridchat.chatbot.context;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One typed change of an earlier {@link Frame}: what a follow-up does to the question before it. Each edit returns a
 * new frame; the question and the reading are generated from it ({@link Frame#question()}, {@link Frame#reading()}).
 */
public sealed interface FrameEdit {

    Frame apply(Frame frame);

    /** "and at GEILO?", "same for line X": another object in the place of the one the slot held. */
    record SubstituteEntity(String value, String iri, String classIri) implements FrameEdit {
        public Frame apply(Frame f) {
            List<Frame.Slot> entities = f.slots(Frame.SlotKind.ENTITY);
            if (entities.isEmpty()) return f;
            // the slot of the same class, else the first
            Frame.Slot target = entities.stream().filter(s -> classIri != null && classIri.equals(s.classIri())).findFirst()
                    .orElse(entities.get(0));
            return f.withSlots(replace(f.slots(), target, target.with(value, iri, classIri != null ? classIri : target.classIri())));
        }
    }

    /** "and the breakers?": the same question about another kind of object. */
    record SubstituteClass(String classWords, String classIri) implements FrameEdit {
        public Frame apply(Frame f) {
            List<Frame.Slot> cls = f.slots(Frame.SlotKind.CLASS);
            Frame out = classIri == null ? f : f.withTargetClass(classIri);
            if (cls.isEmpty()) return out;
            return out.withSlots(replace(out.slots(), cls.get(0), cls.get(0).with(classWords, null, classIri)));
        }
    }

    /** "and the reactance?", "what about the angle there": another attribute of the same object. */
    record SubstituteAttribute(String words) implements FrameEdit {
        public Frame apply(Frame f) {
            List<Frame.Slot> attrs = f.slots(Frame.SlotKind.ATTRIBUTE);
            if (attrs.isEmpty()) return f;
            Frame.Slot first = attrs.get(0);
            List<Frame.Slot> slots = replace(f.slots(), first, first.with(words, null, null));
            for (Frame.Slot other : attrs.subList(1, attrs.size())) slots.remove(other); // "r and x" → one attribute
            return f.withSlots(slots);
        }
    }

    /**
     * "and the 132 kV ones?", "only the thermal ones", "just the ones with x over 40 ohm": a condition; it replaces a
     * condition of the same kind (the voltage of a voltage, the comparison of the same attribute), else it is added.
     * A VOLTAGE slot of the question is replaced by a voltage.
     */
    record AddCondition(Frame.Condition condition) implements FrameEdit {
        public Frame apply(Frame f) {
            boolean voltage = isVoltage(condition);
            List<Frame.Slot> volts = f.slots(Frame.SlotKind.VOLTAGE);
            if (voltage && !volts.isEmpty()) {
                return f.withSlots(replace(f.slots(), volts.get(0), volts.get(0).with(condition.value(), null, null)));
            }
            List<Frame.Condition> out = new ArrayList<>();
            for (Frame.Condition c : f.conditions()) {
                boolean same = condition.isAdjective() ? c.isAdjective() && isVoltage(c) == voltage && voltage
                        : !c.isAdjective() && c.attribute().equalsIgnoreCase(condition.attribute());
                if (!same) out.add(c);
            }
            out.add(condition);
            return f.withConditions(out);
        }
    }

    /** "without the voltage condition": a condition dropped (by its attribute, or "voltage" for a voltage). */
    record RemoveCondition(String attribute) implements FrameEdit {
        public Frame apply(Frame f) {
            List<Frame.Condition> out = new ArrayList<>();
            for (Frame.Condition c : f.conditions()) {
                boolean drop = "voltage".equals(attribute) ? isVoltage(c) : !c.isAdjective() && c.attribute().equalsIgnoreCase(attribute);
                if (!drop) out.add(c);
            }
            return f.withConditions(out);
        }
    }

    /** "which of them …", "their X", "those lines": the objects of an earlier answer, by their IRIs. */
    record RestrictTo(String targetClass, List<String> iris) implements FrameEdit {
        public RestrictTo {
            iris = List.copyOf(iris);
        }

        public Frame apply(Frame f) {
            return Frame.set(targetClass, iris);
        }
    }

    /** "with their rated power", "show their PATL too": a value column. */
    record AddProjection(String attribute) implements FrameEdit {
        public Frame apply(Frame f) {
            List<String> p = new ArrayList<>(f.projections());
            if (p.stream().noneMatch(x -> x.equalsIgnoreCase(attribute))) p.add(attribute);
            return f.withProjections(p);
        }
    }

    /** "sort them by length", "longest first": an order. */
    record Sort(String attribute, boolean descending) implements FrameEdit {
        public Frame apply(Frame f) {
            return f.withOrder(new Frame.Order(attribute, descending), f.limit());
        }
    }

    /** "only the first 3", "top 5": a limit. */
    record Limit(int n) implements FrameEdit {
        public Frame apply(Frame f) {
            return f.withOrder(f.order(), n);
        }
    }

    /** "how many is that?", "how many of them …": the count of the frame's objects. */
    record Count() implements FrameEdit {
        public Frame apply(Frame f) {
            return f.withAsk(Frame.Ask.COUNT, null, null).withProjections(List.of()).withOrder(null, null);
        }
    }

    /** "their total active power", "the average length": an aggregate of an attribute over the frame's objects. */
    record Aggregate(String function, String attribute) implements FrameEdit {
        public Frame apply(Frame f) {
            return f.withAsk(Frame.Ask.AGGREGATE, function, attribute).withProjections(List.of()).withOrder(null, null);
        }
    }

    private static boolean isVoltage(Frame.Condition c) {
        return c.isAdjective() && c.value() != null && c.value().toLowerCase(Locale.ROOT).matches("\\d+(?:[.,]\\d+)?\\s*kv");
    }

    private static List<Frame.Slot> replace(List<Frame.Slot> slots, Frame.Slot old, Frame.Slot now) {
        List<Frame.Slot> out = new ArrayList<>(slots);
        int i = out.indexOf(old);
        if (i >= 0) out.set(i, now);
        return out;
    }
}
