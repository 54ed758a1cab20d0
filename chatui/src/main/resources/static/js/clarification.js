/*
 * Clarification options that differ visibly (issue 12): each option button shows the facts that tell it apart from
 * the others (container, voltage, region, model, mRID start: the option's "detail"), and the hint says which answers
 * are understood. An ES module with no imports, loaded by chat.js with import(); chat.js calls window.gridchatClarification once it is there.
 * Text goes into the page with textContent only.
 */
function decorateOption(button, option) {
  if (!option || !option.detail) return;
  const detail = document.createElement('span');
  detail.className = 'detail';
  detail.textContent = option.detail;
  const iri = button.querySelector('.iri');
  button.insertBefore(detail, iri);
}

function decorateBox(box) {
  const hint = box.querySelector('p.hint:last-child');
  if (hint) hint.textContent = 'Click an option, or type your answer: its number ("the second one"), its class ("the breaker"), '
      + 'what tells it apart ("the one at 300 kV", "the one from the Nordic44 model") or its name. A new question is answered as one.';
}

window.gridchatClarification = { decorateOption, decorateBox };
