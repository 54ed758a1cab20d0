package io.gridchat.chatui.diagram;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * Server-side SVG sanitiser with an allow-list (issue 45, "diagrams safe by construction"): what the chat inlines is
 * only drawing — SVG shapes, text, gradients, markers, styles — never script, event attributes, {@code foreignObject}
 * (HTML, iframes), animation ({@code set}/{@code animate} can rewrite an {@code href} to {@code javascript:}), images or
 * links out; a reference ({@code href}, {@code url(…)}) may only point inside the document ({@code #id}).
 *
 * <p>Written here on the JDK's XML parser (no DTDs, no external entities) rather than with the OWASP Java HTML
 * Sanitizer: that library is HTML-first — it lower-cases element and attribute names ({@code viewBox},
 * {@code linearGradient}) and serialises HTML, which breaks SVG served as XML. The allow-list is short and kept here.
 */
public final class SvgSanitizer {
    static final String SVG_NS = "http://www.w3.org/2000/svg";
    static final String XLINK_NS = "http://www.w3.org/1999/xlink";
    static final String XMLNS_NS = XMLConstants.XMLNS_ATTRIBUTE_NS_URI;

    /** Elements kept (SVG namespace only); anything else is dropped with its content. */
    static final Set<String> ELEMENTS = Set.of("svg", "g", "defs", "title", "desc", "path", "line", "polyline", "polygon",
            "rect", "circle", "ellipse", "text", "tspan", "marker", "symbol", "use", "clipPath", "mask", "pattern",
            "linearGradient", "radialGradient", "stop", "style", "filter", "feGaussianBlur", "feOffset", "feBlend",
            "feFlood", "feComposite", "feMerge", "feMergeNode", "feColorMatrix", "feDropShadow");

    /** Elements replaced by their children (a link's drawing stays, the link goes). */
    static final Set<String> UNWRAPPED = Set.of("a", "switch");

    /** Attributes kept (no namespace); {@code href} and {@code xlink:href} separately (same-document only). */
    static final Set<String> ATTRIBUTES = Set.of("id", "class", "style", "transform", "d", "x", "y", "x1", "y1", "x2", "y2",
            "cx", "cy", "r", "rx", "ry", "fx", "fy", "width", "height", "points", "viewBox", "preserveAspectRatio", "version",
            "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
            "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "opacity", "color",
            "font-family", "font-size", "font-weight", "font-style", "text-anchor", "dominant-baseline",
            "alignment-baseline", "baseline-shift", "letter-spacing", "word-spacing", "dx", "dy", "rotate", "textLength",
            "lengthAdjust", "visibility", "display", "clip-path", "clip-rule", "mask", "marker-start", "marker-mid",
            "marker-end", "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient", "offset", "stop-color",
            "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod", "patternUnits", "patternContentUnits",
            "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits", "filter", "filterUnits", "primitiveUnits",
            "in", "in2", "result", "stdDeviation", "mode", "operator", "values", "type", "flood-color", "flood-opacity",
            "vector-effect", "shape-rendering", "text-rendering", "pointer-events", "overflow", "media");

    /** Control characters and whitespace browsers ignore inside a URL scheme ({@code java\tscript:}). */
    private static final Pattern IGNORED_IN_SCHEME = Pattern.compile("[\\x00-\\x20\\x7f]+");
    /** A {@code url(…)} that does not point inside the document. */
    private static final Pattern FOREIGN_URL = Pattern.compile("url\\(\\s*(?![\"']?#)", Pattern.CASE_INSENSITIVE);
    /** CSS that loads or runs something: imports, escapes (which can spell anything), old IE expressions and behaviours. */
    private static final Pattern UNSAFE_CSS = Pattern.compile("@import|\\\\|expression|behavior|-moz-binding|javascript:", Pattern.CASE_INSENSITIVE);

    /** The sanitised SVG as XML text; an {@link IllegalArgumentException} when the input is not an SVG document. */
    public String sanitize(byte[] svg) {
        Document doc = parse(svg);
        Element root = doc.getDocumentElement();
        if (!SVG_NS.equals(root.getNamespaceURI()) || !"svg".equals(root.getLocalName())) {
            throw new IllegalArgumentException("not an SVG document (root element " + root.getNodeName() + ")");
        }
        clean(root);
        return serialise(doc);
    }

    private void clean(Element element) {
        cleanAttributes(element);
        List<Node> children = new ArrayList<>();
        for (Node c = element.getFirstChild(); c != null; c = c.getNextSibling()) children.add(c);
        for (Node child : children) {
            switch (child.getNodeType()) {
                case Node.ELEMENT_NODE -> {
                    Element e = (Element) child;
                    String name = e.getLocalName();
                    boolean svg = SVG_NS.equals(e.getNamespaceURI());
                    if (svg && UNWRAPPED.contains(name)) {
                        clean(e);
                        while (e.getFirstChild() != null) element.insertBefore(e.getFirstChild(), e);
                        element.removeChild(e);
                    } else if (!svg || !ELEMENTS.contains(name)) {
                        element.removeChild(e);
                    } else if (name.equals("style") && !safeCss(e.getTextContent())) {
                        element.removeChild(e);
                    } else {
                        clean(e);
                    }
                }
                case Node.TEXT_NODE, Node.CDATA_SECTION_NODE -> { }
                default -> element.removeChild(child); // comments, processing instructions, entity references
            }
        }
    }

    private void cleanAttributes(Element element) {
        NamedNodeMap attributes = element.getAttributes();
        List<Attr> drop = new ArrayList<>();
        for (int i = 0; i < attributes.getLength(); i++) {
            Attr a = (Attr) attributes.item(i);
            if (!keep(a)) drop.add(a);
        }
        drop.forEach(element::removeAttributeNode);
    }

    private static boolean keep(Attr a) {
        String ns = a.getNamespaceURI();
        String name = a.getLocalName() != null ? a.getLocalName() : a.getName();
        String value = a.getValue();
        if (XMLNS_NS.equals(ns)) return SVG_NS.equals(value) || XLINK_NS.equals(value);
        if (XMLConstants.XML_NS_URI.equals(ns)) return name.equals("space");
        if ("href".equals(name) && (ns == null || XLINK_NS.equals(ns))) return IGNORED_IN_SCHEME.matcher(value).replaceAll("").startsWith("#");
        if (ns != null || !ATTRIBUTES.contains(name)) return false; // on*, other namespaces, anything unknown
        String compact = IGNORED_IN_SCHEME.matcher(value).replaceAll("").toLowerCase(Locale.ROOT);
        if (compact.contains("javascript:") || compact.contains("data:") || FOREIGN_URL.matcher(value).find()) return false;
        return !name.equals("style") || safeCss(value);
    }

    static boolean safeCss(String css) {
        return css == null || (!UNSAFE_CSS.matcher(css).find() && !FOREIGN_URL.matcher(css).find());
    }

    private static Document parse(byte[] svg) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            f.setXIncludeAware(false);
            f.setExpandEntityReferences(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            return b.parse(new ByteArrayInputStream(svg));
        } catch (Exception e) {
            throw new IllegalArgumentException("not a well-formed SVG document: " + e.getMessage(), e);
        }
    }

    private static String serialise(Document doc) {
        try {
            TransformerFactory tf = TransformerFactory.newInstance();
            tf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            Transformer t = tf.newTransformer();
            t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, "yes");
            t.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            StringWriter out = new StringWriter();
            t.transform(new DOMSource(doc), new StreamResult(out));
            return out.toString();
        } catch (Exception e) {
            throw new IllegalStateException("cannot write the sanitised SVG", e);
        }
    }
}
