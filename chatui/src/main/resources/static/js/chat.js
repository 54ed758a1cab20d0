/*
 * gridchat chat page, the entry module (ES modules, no build step, no libraries): it wires the page to the socket
 * (socket.js), the event rendering (render.js, with tables.js, clarification.js, how.js, interpretation.js and
 * readable.js), the history, the sidebars and the question box. Safety rule: text from users, answers and the
 * knowledge graph is only ever put into the page with textContent or as attribute values (see render.js for the one
 * exception, the server-rendered Markdown).
 */
import { el } from './dom.js';
import { createRenderer } from './render.js';
import { createSocket } from './socket.js';

const body = document.body;
const conversationId = body.dataset.conversationId;
const maxLength = parseInt(body.dataset.maxQuestionLength, 10); // gridchat.question.max-length, from the server
const messages = document.getElementById('messages');
const form = document.getElementById('ask-form');
const input = document.getElementById('question');

function scrollDown() { messages.scrollTop = messages.scrollHeight; }

// A turn whose socket dies (its chat server stopped, or a balancer or the network cut it) gets no more events on the
// new socket: the page says so at once and, reconnected (the balancer picks a living server), reads the conversation
// back — the answer if a server finished the turn, otherwise a sentence that it was not answered and is to be asked
// again. The history is read again for CUT_TURN_WAIT_MS, in case the turn was still running on a server that lives.
const CUT_TURN_WAIT_MS = 20000;
const CUT_TURN_POLL_MS = 2000;
let cutTurn = false;
let following = false; // reading the history again after a cut turn; stopped by the next question or live event
const socket = createSocket(conversationId, document.getElementById('connection'), function (ev) {
  following = false;
  view.render(ev);
  scrollDown();
}, {
  down: function () {
    if (!view.busy()) return;
    cutTurn = true;
    view.interrupted('the connection to the chat server was lost while this question was being answered. Reconnecting…');
    scrollDown();
  },
  up: function () {
    if (!cutTurn) return;
    cutTurn = false;
    following = true;
    followCutTurn(Date.now() + CUT_TURN_WAIT_MS, false);
  },
});

/** The history's last turn ended (the engine stores WAITING_FOR_INPUT as a turn's last event). */
function finished(history) {
  return !history.length || history[history.length - 1].type === 'WAITING_FOR_INPUT';
}
function followCutTurn(until, said) {
  if (!following) return;
  function again() {
    if (following && Date.now() < until) setTimeout(function () { followCutTurn(until, said); }, CUT_TURN_POLL_MS);
    else following = false;
  }
  fetch('/api/conversations/' + encodeURIComponent(conversationId), { credentials: 'same-origin' })
    .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
    .then(function (c) {
      if (!following) return;
      if (finished(c.history || [])) { following = false; loadHistory(); return; } // a server finished it: its answer
      if (!said) {
        said = true;
        view.interrupted('this question was not answered: the chat server answering it stopped or cannot be reached. '
          + 'Please ask it again — the conversation is kept.');
        scrollDown();
      }
      again();
    }).catch(again);
}

function context() {
  let zone = 'UTC';
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'; } catch (e) { /* keep UTC */ }
  return { userTime: new Date().toISOString(), timeZone: zone };
}

/** Sends a question (with the IRI of what was clicked, if any); false when it is refused here for its length. */
function ask(text, chosenOptionIri) {
  text = (text || '').trim();
  if (!text && !chosenOptionIri) return;
  const length = Array.from(text).length; // characters = code points, as the server counts them
  if (length > maxLength) {
    view.render({ type: 'ERROR', data: { message: 'Your question is ' + length + ' characters long; at most ' + maxLength
      + ' are accepted (gridchat.question.max-length). Please ask a shorter question.' } });
    return false;
  }
  following = false;
  const c = context();
  socket.send({ type: 'ask', conversationId: conversationId, text: text, userTime: c.userTime, timeZone: c.timeZone,
    chosenOptionIri: chosenOptionIri || null });
}

function choose(chosenOptionIri) {
  following = false;
  const c = context();
  socket.send({ type: 'choose', conversationId: conversationId, chosenOptionIri: chosenOptionIri, userTime: c.userTime, timeZone: c.timeZone });
}

const view = createRenderer({
  messages: messages,
  sparqlUi: body.dataset.sparqlUi || '',
  ask: ask,
  choose: choose,
  onWaiting: refreshConversations,
});

// ---- sidebars -------------------------------------------------------------------------------------------------
/** Refills the list #id from a JSON array at url, one item() per element; keeps the list when the fetch fails. */
function refreshList(url, id, item) {
  fetch(url, { credentials: 'same-origin' }).then(function (r) { return r.ok ? r.json() : null; }).then(function (list) {
    if (!list) return;
    const ul = document.getElementById(id);
    ul.textContent = '';
    list.forEach(function (x) { ul.appendChild(item(x)); });
  }).catch(function () { /* keep the list */ });
}
function refreshConversations() {
  refreshList('/api/conversations', 'conversations', function (c) {
    const li = el('li', c.id === conversationId ? 'current' : null);
    const a = el('a', null, c.title);
    a.href = '/c/' + encodeURIComponent(c.id);
    li.appendChild(a);
    return li;
  });
}
function refreshExamples() {
  refreshList('/api/examples', 'examples', function (e) {
    const li = el('li'), b = el('button', 'example');
    b.type = 'button';
    b.dataset.question = e.text;
    b.appendChild(el('span', 'kind', e.kind));
    b.appendChild(document.createTextNode(' '));
    b.appendChild(el('span', 'text', e.text));
    li.appendChild(b);
    return li;
  });
}
document.getElementById('examples').addEventListener('click', function (e) {
  const b = e.target.closest('button.example');
  if (b) ask(b.dataset.question);
});

form.addEventListener('submit', function (e) {
  e.preventDefault();
  const text = input.value;
  if (!text.trim()) return;
  if (ask(text) !== false) input.value = ''; // a refused question stays in the box to be shortened
});
input.addEventListener('keydown', function (e) {
  if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); form.requestSubmit(); }
});

// ---- the empty chat: a few examples to start with, and a question handed over by the "What can I ask?" page ------
const STARTERS = 4; // examples offered in an empty conversation (the sidebar and /examples list them all)

function starters() {
  const box = el('div', 'starters');
  Array.from(document.querySelectorAll('#examples button.example')).slice(0, STARTERS).forEach(function (example) {
    const b = el('button', 'starter', example.getAttribute('data-question'));
    b.type = 'button';
    b.addEventListener('click', function () { ask(example.getAttribute('data-question')); });
    box.appendChild(b);
  });
  return box;
}

const handedOver = new URLSearchParams(window.location.search).get('q');
if (handedOver && !input.value) input.value = handedOver; // shown, not sent: the user sends it (ask() checks its length)

// ---- history ----------------------------------------------------------------------------------------------------
function loadHistory() {
  return fetch('/api/conversations/' + encodeURIComponent(conversationId), { credentials: 'same-origin' })
    .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
    .then(function (c) {
      view.reset();
      (c.history || []).forEach(view.render);
      if (!(c.history || []).length) {
        messages.appendChild(el('p', 'empty-hint', 'Ask a question about the grid model — or pick one of the examples on the right. '
          + 'Answers show the data, the SPARQL and every step that produced them.'));
        messages.appendChild(starters());
      }
      if (c.mode === 'RESPONSE' && !view.busy()) view.startTurn().summary.textContent = 'Still working on the last question…';
      scrollDown();
      return c;
    });
}
loadHistory().then(function (c) {
  // A turn that was running when the page loaded streams to the socket that asked: follow it by polling.
  if (c.mode === 'RESPONSE') {
    const poll = setInterval(function () {
      loadHistory().then(function (n) { if (n.mode !== 'RESPONSE') clearInterval(poll); });
    }, 2000);
  }
}).catch(function (e) {
  view.render({ type: 'ERROR', data: { message: 'Could not load the conversation history (' + e.message + ').' } });
}).then(socket.connect);
setInterval(refreshExamples, 60000);
