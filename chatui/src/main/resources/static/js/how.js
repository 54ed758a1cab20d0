/*
 * "How I got this" under every answer: the question as run, the expected answer, entities, relations, the SPARQL
 * (highlighted, copy, open in the triplestore's query UI), the message and the component calls; and the link to the
 * annotation inspector of the answer's question graph.
 */
import { el, localName } from './dom.js';

export function howView(a, sparqlUi) {
  const how = el('details', 'how');
  how.appendChild(el('summary', null, 'How I got this'));
  function section(title) { const s = el('section'); s.appendChild(el('h4', null, title)); how.appendChild(s); return s; }
  function table(headers, rows) {
    const t = el('table', 'how-table'), tr = el('tr');
    headers.forEach(function (h) { tr.appendChild(el('th', null, h)); });
    t.appendChild(tr);
    rows.forEach(function (r) {
      const row = el('tr');
      r.forEach(function (c) { row.appendChild(c instanceof Node ? wrap(c) : el('td', null, c == null ? '' : c)); });
      t.appendChild(row);
    });
    return t;
  }
  function wrap(node) { const td = el('td'); td.appendChild(node); return td; }
  function score(s) { return s == null ? '' : Number(s).toFixed(2); }
  function iriNode(iri) { return iri ? el('code', 'iri', iri) : document.createTextNode(''); }
  if (a.question) section('Question as run').appendChild(el('p', null, a.question));
  if (a.answerTypes && a.answerTypes.length) {
    section('Expected answer').appendChild(table(['kind', 'target class', 'score'],
      a.answerTypes.map(function (t) { return [t.kind, localName(t.targetClass), score(t.score)]; })));
  }
  if (a.entities && a.entities.length) {
    section('Entities').appendChild(table(['mention', 'linked to', 'class', 'IRI', 'score'],
      a.entities.map(function (e) { return [e.mention, e.label, localName(e['class']), iriNode(e.iri), score(e.score)]; })));
  }
  if (a.relations && a.relations.length) {
    section('Relations').appendChild(table(['phrase', 'path', 'score'],
      a.relations.map(function (r) { return [r.phrase, r.path, score(r.score)]; })));
  }
  if (a.sparql) {
    const s = section('SPARQL');
    const pre = el('pre', 'sparql'), code = el('code');
    highlight(a.sparql, code);
    pre.appendChild(code);
    s.appendChild(pre);
    const tools = el('div', 'tools');
    const copy = el('button', 'copy', 'Copy');
    copy.type = 'button';
    copy.addEventListener('click', function () { copyText(a.sparql, copy); });
    tools.appendChild(copy);
    if (sparqlUi) {
      const open = el('a', 'open-sparql', 'Open in the triplestore');
      open.href = sparqlUi + (sparqlUi.indexOf('?') >= 0 ? '&' : '?') + 'query=' + encodeURIComponent(a.sparql);
      open.target = '_blank';
      open.rel = 'noopener noreferrer';
      tools.appendChild(open);
    }
    s.appendChild(tools);
  }
  if (a.message) section('Message').appendChild(el('p', null, a.message));
  if (a.components && a.components.length) {
    const total = a.components.reduce(function (n, c) { return n + (Number(c.durationMs) || 0); }, 0);
    section('Components (' + total + ' ms)').appendChild(table(['#', 'component', 'HTTP', 'ms', 'error'],
      a.components.map(function (c) { return [c.order, c.component, c.httpStatus, c.durationMs, c.error]; })));
  }
  // the question's W3C trace id: find its spans (pipeline, components, store requests) in the tracing backend
  if (a.traceId) section('Trace').appendChild(el('p', 'trace-id', 'Trace id ' + a.traceId));
  return how;
}

/** The link to the annotation inspector of the answer's question graph, or null. */
export function inspectLink(a) {
  if (!a.questionGraph) return null;
  const link = el('a', 'inspect-link', 'Inspect the annotations');
  link.href = '/inspect?graph=' + encodeURIComponent(a.questionGraph);
  return link;
}

/** Copies text to the clipboard; the button says "Copied" for a moment, then its label again (default "Copy"). */
export function copyText(text, button, label) {
  function done() { button.textContent = 'Copied'; setTimeout(function () { button.textContent = label || 'Copy'; }, 1500); }
  function fallback() {
    const t = el('textarea');
    t.value = text;
    document.body.appendChild(t);
    t.select();
    try { document.execCommand('copy'); done(); } catch (e) { /* nothing else to try */ }
    t.remove();
  }
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(done, fallback);
  } else { fallback(); }
}

const TOKENS = /(#[^\n]*)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(<[^<>\s"]*>)|([?$][A-Za-z_][\w]*)|(\b(?:SELECT|DISTINCT|REDUCED|WHERE|FILTER|OPTIONAL|UNION|MINUS|GRAPH|SERVICE|BIND|VALUES|ASK|CONSTRUCT|DESCRIBE|PREFIX|BASE|ORDER|BY|GROUP|HAVING|LIMIT|OFFSET|ASC|DESC|AS|COUNT|SUM|AVG|MIN|MAX|SAMPLE|GROUP_CONCAT|NOT|EXISTS|IN|a|STR|LANG|REGEX|CONTAINS|LCASE|UCASE|BOUND|IF|COALESCE|DATATYPE|IRI|STRSTARTS|STRENDS)\b)|([A-Za-z][\w-]*:[\w.-]*)|(\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b)/gi;
const CLASSES = [null, 'c', 's', 'u', 'v', 'k', 'p', 'n'];
function highlight(sparql, target) {
  let last = 0, m;
  TOKENS.lastIndex = 0;
  while ((m = TOKENS.exec(sparql)) !== null) {
    if (m.index > last) target.appendChild(document.createTextNode(sparql.substring(last, m.index)));
    let cls = 'tok';
    for (let g = 1; g < CLASSES.length; g++) if (m[g] !== undefined) { cls = 'tok-' + CLASSES[g]; break; }
    target.appendChild(el('span', cls, m[0]));
    last = m.index + m[0].length;
    if (m[0].length === 0) TOKENS.lastIndex++;
  }
  if (last < sparql.length) target.appendChild(document.createTextNode(sparql.substring(last)));
}
