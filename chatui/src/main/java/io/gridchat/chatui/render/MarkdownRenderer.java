package io.gridchat.chatui.render;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;

/**
 * A small, safe Markdown renderer for assistant messages. Every piece of input text reaches the output only
 * through {@link Html#escape}; the renderer itself emits a fixed set of tags (p, h3-h6, ul, ol, li, pre, code,
 * strong, em, table, a) and links only to http, https and mailto URLs or to paths on this site.
 * Supported: paragraphs, ATX headings, bullet and numbered lists, fenced code, pipe tables, inline code,
 * bold, italic, links.
 */
@Component
public class MarkdownRenderer {
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*)$");
    private static final Pattern BULLET = Pattern.compile("^\\s*[-*+]\\s+(.*)$");
    private static final Pattern NUMBERED = Pattern.compile("^\\s*\\d{1,9}[.)]\\s+(.*)$");
    private static final Pattern TABLE_RULE = Pattern.compile("^\\s*\\|?\\s*:?-{2,}:?\\s*(\\|\\s*:?-{2,}:?\\s*)*\\|?\\s*$");

    public String render(String markdown) {
        if (markdown == null || markdown.isEmpty()) return "";
        String[] lines = markdown.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        StringBuilder out = new StringBuilder();
        List<String> paragraph = new ArrayList<>();
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            if (line.trim().startsWith("```")) {
                flush(paragraph, out);
                StringBuilder code = new StringBuilder();
                i++;
                while (i < lines.length && !lines[i].trim().startsWith("```")) {
                    code.append(lines[i]).append('\n');
                    i++;
                }
                i++; // closing fence (or end of input)
                out.append("<pre><code>").append(Html.escape(code.toString())).append("</code></pre>\n");
                continue;
            }
            if (line.isBlank()) {
                flush(paragraph, out);
                i++;
                continue;
            }
            Matcher h = HEADING.matcher(line);
            if (h.matches()) {
                flush(paragraph, out);
                // Answers sit inside a chat bubble: levels start at h3 so they never outrank the page.
                int level = Math.min(6, h.group(1).length() + 2);
                out.append("<h").append(level).append('>').append(inline(h.group(2))).append("</h").append(level).append(">\n");
                i++;
                continue;
            }
            if (line.contains("|") && i + 1 < lines.length && TABLE_RULE.matcher(lines[i + 1]).matches()) {
                flush(paragraph, out);
                out.append("<table class=\"md-table\"><thead><tr>");
                for (String cell : cells(line)) out.append("<th>").append(inline(cell)).append("</th>");
                out.append("</tr></thead><tbody>");
                i += 2;
                while (i < lines.length && lines[i].contains("|") && !lines[i].isBlank()) {
                    out.append("<tr>");
                    for (String cell : cells(lines[i])) out.append("<td>").append(inline(cell)).append("</td>");
                    out.append("</tr>");
                    i++;
                }
                out.append("</tbody></table>\n");
                continue;
            }
            boolean bullet = BULLET.matcher(line).matches();
            if (bullet || NUMBERED.matcher(line).matches()) {
                flush(paragraph, out);
                Pattern item = bullet ? BULLET : NUMBERED;
                String tag = bullet ? "ul" : "ol";
                out.append('<').append(tag).append('>');
                while (i < lines.length) {
                    Matcher m = item.matcher(lines[i]);
                    if (!m.matches()) break;
                    out.append("<li>").append(inline(m.group(1))).append("</li>");
                    i++;
                }
                out.append("</").append(tag).append(">\n");
                continue;
            }
            paragraph.add(line.trim());
            i++;
        }
        flush(paragraph, out);
        return out.toString();
    }

    private void flush(List<String> paragraph, StringBuilder out) {
        if (paragraph.isEmpty()) return;
        out.append("<p>");
        for (int k = 0; k < paragraph.size(); k++) {
            if (k > 0) out.append("<br>");
            out.append(inline(paragraph.get(k)));
        }
        out.append("</p>\n");
        paragraph.clear();
    }

    private static List<String> cells(String row) {
        String r = row.trim();
        if (r.startsWith("|")) r = r.substring(1);
        if (r.endsWith("|")) r = r.substring(0, r.length() - 1);
        List<String> cells = new ArrayList<>();
        for (String c : r.split("\\|", -1)) cells.add(c.trim());
        return cells;
    }

    /** Inline spans, parsed from the raw text; every literal character goes through {@link Html#escape}. */
    String inline(String s) {
        return inline(s, true);
    }

    private String inline(String s, boolean linksAllowed) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && "\\`*_[]()#+-.!|".indexOf(s.charAt(i + 1)) >= 0) {
                out.append(Html.escape(String.valueOf(s.charAt(i + 1))));
                i += 2;
                continue;
            }
            if (c == '`') {
                int end = s.indexOf('`', i + 1);
                if (end > i) {
                    out.append("<code>").append(Html.escape(s.substring(i + 1, end))).append("</code>");
                    i = end + 1;
                    continue;
                }
            }
            if (c == '[' && linksAllowed) {
                int close = s.indexOf("](", i + 1);
                int end = close < 0 ? -1 : closingParen(s, close + 2);
                if (close > i && end > close) {
                    String label = s.substring(i + 1, close);
                    String url = s.substring(close + 2, end).trim();
                    if (isSafeUrl(url)) {
                        out.append("<a href=\"").append(Html.escape(url))
                                .append("\" rel=\"noopener noreferrer nofollow\" target=\"_blank\">")
                                .append(inline(label, false)).append("</a>");
                    } else {
                        // An unsafe target keeps its label as plain text and drops the link.
                        out.append(inline(label, false));
                    }
                    i = end + 1;
                    continue;
                }
            }
            if (c == '*' && s.startsWith("**", i)) {
                int end = s.indexOf("**", i + 2);
                if (end > i + 2) {
                    out.append("<strong>").append(inline(s.substring(i + 2, end), linksAllowed)).append("</strong>");
                    i = end + 2;
                    continue;
                }
            }
            if ((c == '*' || c == '_') && i + 1 < s.length() && !Character.isWhitespace(s.charAt(i + 1))
                    && (c == '*' || i == 0 || !Character.isLetterOrDigit(s.charAt(i - 1)))) {
                int end = s.indexOf(c, i + 1);
                boolean closes = end > i + 1 && !Character.isWhitespace(s.charAt(end - 1))
                        && (c == '*' || end + 1 >= s.length() || !Character.isLetterOrDigit(s.charAt(end + 1)));
                if (closes) {
                    out.append("<em>").append(inline(s.substring(i + 1, end), linksAllowed)).append("</em>");
                    i = end + 1;
                    continue;
                }
            }
            out.append(Html.escape(String.valueOf(c)));
            i++;
        }
        return out.toString();
    }

    /** Index of the ')' closing a link target that starts at {@code from}, allowing balanced parentheses inside. */
    private static int closingParen(String s, int from) {
        int depth = 0;
        for (int k = from; k < s.length(); k++) {
            char ch = s.charAt(k);
            if (ch == '(') depth++;
            else if (ch == ')' && depth-- == 0) return k;
        }
        return -1;
    }

    /** http, https and mailto URLs, and paths on this site; never javascript:, data:, vbscript: or protocol-relative. */
    static boolean isSafeUrl(String url) {
        if (url.isEmpty() || url.length() > 2048) return false;
        for (int k = 0; k < url.length(); k++) {
            char ch = url.charAt(k);
            if (ch <= 0x20 || ch == 0x7f || ch == '"' || ch == '\'' || ch == '<' || ch == '>' || ch == '\\') return false;
        }
        if (url.startsWith("//")) return false;
        if (url.startsWith("/") || url.startsWith("#")) return true;
        try {
            URI uri = new URI(url);
            String scheme = uri.getScheme();
            if (scheme == null) return false;
            scheme = scheme.toLowerCase(Locale.ROOT);
            return scheme.equals("http") || scheme.equals("https") || scheme.equals("mailto");
        } catch (Exception e) {
            return false;
        }
    }
}
