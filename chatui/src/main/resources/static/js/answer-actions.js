/*
 * The actions under every answer: thumbs up / down with an optional comment (stored by the chat engine, tied to the
 * answer's question graph), "Copy answer" (the answer as Markdown, rendered by the server) and "Ask again" (the
 * question that ran, sent as a new turn). Answers are numbered as the server numbers them: the n-th answer
 * (ASSISTANT_MESSAGE) of the conversation. Built with DOM nodes only (textContent), like the rest of the page.
 */
import { el } from './dom.js';
import { copyText } from './how.js';

const conversationId = document.body.dataset.conversationId;
const base = '/api/conversations/' + encodeURIComponent(conversationId);
let given = null; // promise of {answerIndex: feedback} for this page's conversation, loaded once

function givenFeedback() {
  if (!given) {
    given = fetch(base + '/feedback', { credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.json() : []; })
      .then(function (list) { const m = {}; list.forEach(function (f) { m[f.answerIndex] = f; }); return m; })
      .catch(function () { return {}; });
  }
  return given;
}

/**
 * @param box    the answer's element
 * @param answer the answer map of the ASSISTANT_MESSAGE
 * @param index  the answer's number in the conversation (0-based)
 * @param ask    sends a question as a new turn
 * @param asked  the user's last typed question before this answer (when the answer names none)
 */
export function answerActions(box, answer, index, ask, asked) {
  const bar = el('div', 'answer-actions');
  bar.dataset.answerIndex = String(index);
  const up = thumb('feedback-up', '▲ Good', 'Good answer');
  const down = thumb('feedback-down', '▼ Wrong', 'Wrong or unhelpful answer');
  const status = el('span', 'feedback-status');
  const form = el('form', 'feedback-form');
  form.hidden = true;
  const comment = el('textarea', 'feedback-comment');
  comment.rows = 1;
  comment.maxLength = 2000;
  comment.placeholder = 'What was wrong or right? (optional)';
  comment.setAttribute('aria-label', 'Comment on this answer');
  const save = el('button', 'feedback-save', 'Send comment');
  save.type = 'submit';
  form.appendChild(comment);
  form.appendChild(save);
  let verdict = null;

  function show(f) {
    verdict = f ? f.verdict : null;
    up.setAttribute('aria-pressed', String(verdict === 'UP'));
    down.setAttribute('aria-pressed', String(verdict === 'DOWN'));
    if (f && f.comment) comment.value = f.comment;
  }
  function send(v, text) {
    status.textContent = 'Saving…';
    return fetch(base + '/answers/' + index + '/feedback', {
      method: 'PUT', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ verdict: v, comment: text, questionGraph: answer.questionGraph || null }),
    }).then(function (r) {
      return r.json().then(function (body) {
        if (!r.ok) throw new Error(body.message || ('HTTP ' + r.status));
        return body;
      });
    }).then(function (f) {
      show(f);
      givenFeedback().then(function (m) { m[index] = f; });
      status.textContent = f.comment ? 'Thanks — verdict and comment saved.' : 'Thanks — saved.';
    }).catch(function (e) { status.textContent = 'Not saved: ' + e.message; });
  }
  function onThumb(v) {
    form.hidden = false;
    send(v, comment.value);
  }
  up.addEventListener('click', function () { onThumb('UP'); });
  down.addEventListener('click', function () { onThumb('DOWN'); });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (verdict) send(verdict, comment.value); else status.textContent = 'Choose Good or Wrong first.';
  });

  const copy = el('button', 'copy-answer', 'Copy answer');
  copy.type = 'button';
  copy.addEventListener('click', function () {
    fetch(base + '/answers/' + index + '.md', { credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.text(); })
      .then(function (md) { copyText(md, copy, 'Copy answer'); })
      .catch(function (e) { status.textContent = 'Could not copy: ' + e.message; });
  });

  bar.appendChild(up);
  bar.appendChild(down);
  bar.appendChild(copy);
  const question = answer.question || asked;
  if (question) {
    const again = el('button', 'ask-again', 'Ask again');
    again.type = 'button';
    again.title = 'Run “' + question + '” again as a new question';
    again.addEventListener('click', function () { ask(question); });
    bar.appendChild(again);
  }
  bar.appendChild(status);
  bar.appendChild(form);
  box.appendChild(bar);
  givenFeedback().then(function (m) { if (m[index]) show(m[index]); });
}

function thumb(cls, symbol, label) {
  const b = el('button', cls, symbol);
  b.type = 'button';
  b.title = label;
  b.setAttribute('aria-label', label);
  b.setAttribute('aria-pressed', 'false');
  return b;
}
