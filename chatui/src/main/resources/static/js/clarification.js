/*
 * Clarifications: the question, one button per option (label, class, IRI end, and the facts that tell it apart from
 * the others — container, voltage, region, model, mRID start: the option's "detail", issue 12), and a hint saying
 * which typed answers are understood. An option the pipeline could answer shows that answer in brief (its "answer":
 * what the question would answer if it meant that option). Text goes into the page with textContent only.
 */
import { el, localName } from './dom.js';

/**
 * @param d       the CLARIFICATION event's data: question, options [{iri, label, class, detail, answer}], item, of
 * @param choose  called with (option IRI, label) when an option is clicked
 * @param labels  option IRI → label, filled here (the page shows "Chose: label" for the click)
 */
export function clarificationView(d, choose, labels) {
  const box = el('div', 'msg assistant clarification');
  box.appendChild(el('p', 'question', d.question || 'Which one do you mean?'));
  if (d.of > 1) box.appendChild(el('p', 'hint', 'Item ' + (Number(d.item) + 1) + ' of ' + d.of));
  const opts = el('div', 'options');
  (d.options || []).forEach(function (o) {
    const label = o.label || localName(o.iri);
    labels[o.iri] = label;
    const b = el('button', 'option');
    b.type = 'button';
    b.title = o.iri || '';
    b.appendChild(el('span', 'label', label));
    if (o['class']) b.appendChild(el('span', 'cls', localName(o['class'])));
    if (o.detail) b.appendChild(el('span', 'detail', o.detail));
    b.appendChild(el('span', 'iri', localName(o.iri))); // same-named options differ only by their IRI
    if (o.answer) b.appendChild(el('span', 'answer', 'answers: ' + o.answer));
    b.addEventListener('click', function () { choose(o.iri, label); });
    opts.appendChild(b);
  });
  box.appendChild(opts);
  box.appendChild(el('p', 'hint', 'Click an option, or type your answer: its number ("the second one"), its class ("the breaker"), '
      + 'what tells it apart ("the one at 300 kV", "the one from the Nordic44 model") or its name. A new question is answered as one.'));
  return box;
}

/** Options of earlier clarifications cannot be clicked once the user has answered. */
export function disableOptions(messages) {
  messages.querySelectorAll('.clarification button.option').forEach(function (b) { b.disabled = true; });
}
