package io.gridchat.kit.annotation;

/** Character offsets into the question text, as an {@code oa:TextPositionSelector} (end exclusive). */
public record TextSpan(int start, int end) {
    public TextSpan {
        if (start < 0 || end < start) throw new IllegalArgumentException("bad text span " + start + ".." + end);
    }

    public String of(String text) { return text.substring(start, Math.min(end, text.length())); }

    /** Whether the two spans share a character. */
    public boolean overlaps(TextSpan other) { return start < other.end && other.start < end; }
}
