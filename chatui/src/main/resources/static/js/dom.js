/*
 * Small DOM helpers every chat module shares. Safety rule of the page: text from users, answers and the knowledge
 * graph is only ever put into the page with textContent or as attribute values.
 */
export function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

export function isHttp(iri) { return typeof iri === 'string' && /^https?:\/\/[^\s"'<>]+$/i.test(iri); }

/** The last segment of an IRI (after #, / or :), or the IRI itself. */
export function localName(iri) {
  if (!iri) return '';
  const s = String(iri), i = Math.max(s.lastIndexOf('#'), s.lastIndexOf('/'), s.lastIndexOf(':'));
  return i >= 0 && i < s.length - 1 ? s.substring(i + 1) : s;
}
