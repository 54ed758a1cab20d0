/*
 * Rendering of the chat events: the user's messages, a turn's progress (one line per pipeline component as it
 * reports), the streamed draft, answers, clarifications and errors. The one innerHTML of the page is the assistant
 * message's "view.html", which the server renders with an escape-first Markdown renderer; everything else goes in
 * with textContent.
 */
import { answerActions } from './answer-actions.js';
import { el, localName } from './dom.js';
import { clarificationView, disableOptions } from './clarification.js';
import { howView, inspectLink } from './how.js';
import { interpretationView } from './interpretation.js';
import { chip, resultView } from './tables.js';

/**
 * @param page {messages, sparqlUi, ask(text, iri), choose(iri, label), onWaiting()}
 * @returns {render(event), startTurn(), reset(), busy(), interrupted(message)}
 */
export function createRenderer(page) {
  const messages = page.messages;
  const optionLabels = {}; // clarification option IRI -> label
  let turn = null;         // the turn being rendered: {progress, summary, list, stream, total, count}
  let answers = 0;         // answers rendered so far: the next one's number (answer-actions.js)
  let asked = null;        // the user's last typed question

  function startTurn() {
    const box = el('details', 'progress');
    box.open = true;
    const summary = el('summary', null, 'Working…');
    box.appendChild(summary);
    const list = el('ol', 'components');
    box.appendChild(list);
    messages.appendChild(box);
    turn = { progress: box, summary: summary, list: list, stream: null, total: 0, count: 0 };
    return turn;
  }

  function endTurn(collapse) {
    if (!turn) return;
    if (collapse) {
      turn.progress.open = false;
      turn.summary.textContent = turn.count ? 'Pipeline: ' + turn.count + ' components, ' + turn.total + ' ms' : 'Done';
    }
    if (turn.stream) { turn.stream.remove(); }
    turn = null;
  }

  function render(ev) {
    const d = ev.data || {};
    switch (ev.type) {
      case 'USER_MESSAGE': {
        endTurn(true);
        messages.querySelectorAll('.empty-hint').forEach(function (h) { h.remove(); });
        disableOptions(messages);
        let text = d.text;
        if (text && String(text).trim()) asked = text;
        if ((!text || !String(text).trim()) && d.chosenOptionIri) text = 'Chose: ' + (optionLabels[d.chosenOptionIri] || d.chosenOptionIri);
        messages.appendChild(el('div', 'msg user', text));
        break;
      }
      case 'GATHERING_DATA': {
        const t = turn || startTurn();
        t.summary.textContent = 'Gathering data' + (d.question ? ' for: ' + d.question : '…');
        break;
      }
      case 'COMPONENT': {
        const t = turn || startTurn();
        const ok = d.status !== 'failed';
        const li = el('li', ok ? 'ok' : 'failed');
        li.appendChild(el('span', 'name', d.component || '?'));
        li.appendChild(el('span', 'status', ok ? '✓' : '✗ failed'));
        if (d.httpStatus != null) li.appendChild(el('span', 'http', 'HTTP ' + d.httpStatus));
        if (d.durationMs != null) li.appendChild(el('span', 'ms', d.durationMs + ' ms'));
        if (d.error) li.appendChild(el('span', 'error', d.error));
        t.list.appendChild(li);
        t.count++;
        t.total += Number(d.durationMs) || 0;
        break;
      }
      case 'GENERATING_RESPONSE': {
        (turn || startTurn()).summary.textContent = 'Phrasing the answer…';
        break;
      }
      case 'TOKEN': {
        const t = turn || startTurn();
        if (!t.stream) { t.stream = el('div', 'msg assistant streaming'); messages.appendChild(t.stream); }
        t.stream.textContent += d.text || '';
        break;
      }
      case 'ASSISTANT_MESSAGE': {
        const stream = turn && turn.stream;
        if (stream) { stream.remove(); turn.stream = null; }
        endTurn(true);
        messages.appendChild(answerView(ev));
        break;
      }
      case 'CLARIFICATION': {
        endTurn(true);
        messages.appendChild(clarificationView(d, page.choose, optionLabels));
        break;
      }
      case 'WAITING_FOR_INPUT': {
        endTurn(true);
        page.onWaiting();
        break;
      }
      case 'ERROR': {
        endTurn(true);
        const e = el('div', 'msg error');
        e.appendChild(el('strong', null, 'Error' + (d.component ? ' in ' + d.component : '') + ': '));
        e.appendChild(document.createTextNode(d.message || 'something went wrong'));
        messages.appendChild(e);
        break;
      }
      default:
        break;
    }
  }

  function answerView(ev) {
    const d = ev.data || {}, a = d.answer || {}, view = ev.view || {};
    const box = el('div', 'msg assistant answer');
    const text = el('div', 'answer-text');
    text.innerHTML = view.html || ''; // server-rendered, escape-first Markdown (MarkdownRenderer)
    box.appendChild(text);
    const interp = interpretationView(a);
    if (interp) box.appendChild(interp);
    if (a.note) box.appendChild(el('p', 'note', a.note));
    if (a.diagrams && a.diagrams.length) { // diagram answers: drawn by diagrams.js, loaded when one comes
      const diagrams = el('div', 'diagrams');
      box.appendChild(diagrams);
      import('./diagrams.js').then(function (m) { m.showDiagrams(diagrams, a.diagrams, page.ask); })
        .catch(function (e) { diagrams.appendChild(el('p', 'note', 'The diagram view did not load: ' + e.message)); });
    }
    if (a.resultJson) {
      const table = resultView(a.resultJson, view.units || {}, page.ask);
      if (table) box.appendChild(table);
    }
    if (a.entities && a.entities.length) {
      const chips = el('div', 'chips');
      a.entities.forEach(function (e) { chips.appendChild(chip(e.label || e.mention || localName(e.iri), e['class'], e.iri, page.ask)); });
      box.appendChild(chips);
    }
    box.appendChild(howView(a, page.sparqlUi));
    const inspect = inspectLink(a);
    if (inspect) box.appendChild(inspect);
    // hooks of ES modules (timeseries-chart.js, workbench-links.js); a module that loads later finds the answer on the box
    box.gridchatAnswer = a;
    box.gridchatView = view;
    (window.gridchatAnswerHooks || []).forEach(function (hook) { hook(box, a, view); });
    answerActions(box, a, answers++, page.ask, asked);
    return box;
  }

  return {
    render: render,
    startTurn: startTurn,
    reset: function () { messages.textContent = ''; turn = null; answers = 0; asked = null; },
    busy: function () { return turn !== null; },
    /** The turn being shown will get no more events (its socket died): its progress says so, and the message why. */
    interrupted: function (message) {
      if (turn) { turn.summary.textContent = 'Interrupted'; turn.progress.open = false; if (turn.stream) turn.stream.remove(); turn = null; }
      const e = el('div', 'msg error interrupted');
      e.appendChild(el('strong', null, 'Connection lost: '));
      e.appendChild(document.createTextNode(message));
      messages.appendChild(e);
    },
  };
}
