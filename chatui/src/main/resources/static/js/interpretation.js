/*
 * The interpretation shown with every answer (issue 10): "I understood: … / I could not use: …", from the answer's
 * `interpretation` object (the pipeline's gc:AnnotationOfInterpretation). An ES module; render.js shows
 * interpretationView(answer) with every answer it renders. Text goes in with textContent only.
 */
const ROLE = {
  'answer-kind': 'answer',
  'target-class': 'things',
  'entity': 'entity',
  'assumed-entity': 'assumed while I ask which one you mean',
  'relation': 'relation',
  'filter': 'filter',
  'constraint': 'applied to the query',
};
const REASON = {
  'comparison': 'comparison',
  'superlative': 'superlative',
  'aggregate': 'aggregate',
  'negation': 'negation',
  'number': 'number',
  'unused-entity': 'named thing the query does not use',
  'unused-class': 'the answer lists other things',
  'pending-clarification': 'I asked which one you mean',
  'relation-word': 'word nothing used',
  'unknown-word': 'not in the grid model',
};

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
}

function item(label, note) {
  const li = el('li');
  li.appendChild(el('span', 'phrase', label));
  if (note) li.appendChild(el('span', 'why', ' (' + note + ')'));
  return li;
}

/** The interpretation box of one answer, or null when the answer carries none. */
export function interpretationView(answer) {
  const interp = answer && answer.interpretation;
  if (!interp) return null;
  const box = el('div', 'interpretation' + (interp.unused && interp.unused.length ? ' partial' : ' complete'));
  const understood = (interp.understood || []).filter((u) => u.role !== 'answer-kind');
  const ok = el('p', 'understood');
  ok.appendChild(el('strong', null, 'I understood: '));
  if (understood.length) {
    const ul = el('ul', 'inline');
    understood.forEach((u) => ul.appendChild(item(u.label || u.value || '', ROLE[u.role] || u.role)));
    ok.appendChild(ul);
  } else {
    ok.appendChild(document.createTextNode('nothing I could turn into a query.'));
  }
  box.appendChild(ok);
  if (interp.unused && interp.unused.length) {
    const no = el('p', 'unused');
    no.appendChild(el('strong', null, 'I could not use: '));
    const ul = el('ul', 'inline');
    interp.unused.forEach((u) => ul.appendChild(item('‘' + u.phrase + '’', REASON[u.reason] || u.reason)));
    no.appendChild(ul);
    box.appendChild(no);
    if (interp.withheld) box.appendChild(el('p', 'withheld', 'No result shown: without these, it would not answer the question.'));
  }
  return box;
}

const style = document.createElement('style');
style.textContent = '.interpretation{margin:.4em 0;padding:.3em .6em;border-left:3px solid #7a9;font-size:.9em}'
  + '.interpretation.partial{border-left-color:#c80}.interpretation p{margin:.2em 0}'
  + '.interpretation ul.inline{display:inline;margin:0;padding:0}.interpretation ul.inline li{display:inline}'
  + '.interpretation ul.inline li+li::before{content:", "}.interpretation .why{color:#666}';
document.head.appendChild(style);
