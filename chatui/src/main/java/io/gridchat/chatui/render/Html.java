package io.gridchat.chatui.render;

/** HTML escaping for text and attribute values. */
public final class Html {
    private Html() {}

    public static String escape(String s) {
        if (s == null) return "";
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                case '`' -> out.append("&#96;");
                default -> {
                    // Control characters other than tab/newline never carry meaning in an answer.
                    if (c < 0x20 && c != '\n' && c != '\t') out.append(' ');
                    else out.append(c);
                }
            }
        }
        return out.toString();
    }
}
