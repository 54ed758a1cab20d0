/*
 * gridchat chat page. Plain JS, no libraries. Safety rule: text from users, answers and the knowledge graph is
 * only ever put into the page with textContent or as attribute values; the one innerHTML is the assistant
 * message's "view.html", which the server renders with an escape-first Markdown renderer.
 */
(function () {
  'use strict';
  // readable answers (names, classes, units): an ES module beside this file, loaded once (readable.js)
  import(new URL('readable.js', document.currentScript.src).href).catch(function () { /* tables show IRIs then */ });
  var body = document.body;
  var conversationId = body.dataset.conversationId;
  var sparqlUi = body.dataset.sparqlUi || '';
  var maxLength = parseInt(body.dataset.maxQuestionLength, 10); // gridchat.question.max-length, from the server
  var messages = document.getElementById('messages');
  // the interpretation shown with every answer (issue 10): an ES module that sets window.gridchatInterpretation
  import(new URL('interpretation.js', document.currentScript.src).href).catch(function () {});
  var form = document.getElementById('ask-form');
  var input = document.getElementById('question');
  var connection = document.getElementById('connection');
  var ROWS_SHOWN = 10;
  var ws = null, retry = 0, outbox = [];
  var turn = null;          // the turn being rendered: {progress, list, stream}
  var optionLabels = {};    // clarification option IRI -> label
  // clarification.js (ES module, beside this file): option facts and the answer hint; the page has one script tag
  import(document.currentScript.src.replace(/chat\.js(\?.*)?$/, 'clarification.js')).catch(function () { });

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function isHttp(iri) { return typeof iri === 'string' && /^https?:\/\/[^\s"'<>]+$/i.test(iri); }
  function localName(iri) {
    if (!iri) return '';
    var s = String(iri), i = Math.max(s.lastIndexOf('#'), s.lastIndexOf('/'), s.lastIndexOf(':'));
    return i >= 0 && i < s.length - 1 ? s.substring(i + 1) : s;
  }
  function scrollDown() { messages.scrollTop = messages.scrollHeight; }

  // ---- WebSocket --------------------------------------------------------------------------------------------
  function connect() {
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
    ws.onopen = function () {
      retry = 0;
      connection.textContent = 'connected';
      connection.className = 'connection ok';
      while (outbox.length) ws.send(outbox.shift());
    };
    ws.onmessage = function (m) {
      var ev;
      try { ev = JSON.parse(m.data); } catch (e) { return; }
      if (ev.conversationId && ev.conversationId !== conversationId) return;
      render(ev);
      scrollDown();
    };
    ws.onclose = function () {
      connection.textContent = 'reconnecting…';
      connection.className = 'connection down';
      setTimeout(connect, Math.min(10000, 500 * Math.pow(2, retry++)));
    };
  }
  function send(obj) {
    var s = JSON.stringify(obj);
    if (ws && ws.readyState === 1) ws.send(s); else outbox.push(s);
  }
  function context() {
    var zone = 'UTC';
    try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'; } catch (e) { /* keep UTC */ }
    return { userTime: new Date().toISOString(), timeZone: zone };
  }
  function ask(text, iri) {
    text = (text || '').trim();
    if (!text && !iri) return;
    var length = Array.from(text).length; // characters = code points, as the server counts them
    if (length > maxLength) {
      render({ type: 'ERROR', data: { message: 'Your question is ' + length + ' characters long; at most ' + maxLength
        + ' are accepted (gridchat.question.max-length). Please ask a shorter question.' } });
      return false;
    }
    var c = context();
    send({ type: 'ask', conversationId: conversationId, text: text, userTime: c.userTime, timeZone: c.timeZone, iri: iri || null });
  }
  function choose(iri, label) {
    var c = context();
    optionLabels[iri] = label;
    send({ type: 'choose', conversationId: conversationId, iri: iri, userTime: c.userTime, timeZone: c.timeZone });
  }

  // ---- events -------------------------------------------------------------------------------------------------
  function startTurn() {
    var box = el('details', 'progress');
    box.open = true;
    var summary = el('summary', null, 'Working…');
    box.appendChild(summary);
    var list = el('ol', 'components');
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
    var d = ev.data || {};
    switch (ev.type) {
      case 'USER_MESSAGE': {
        endTurn(true);
        messages.querySelectorAll('.empty-hint').forEach(function (h) { h.remove(); });
        disableOptions();
        var text = d.text;
        if ((!text || !String(text).trim()) && d.chosenOptionIri) text = 'Chose: ' + (optionLabels[d.chosenOptionIri] || d.chosenOptionIri);
        var m = el('div', 'msg user', text);
        messages.appendChild(m);
        break;
      }
      case 'GATHERING_DATA': {
        var t = turn || startTurn();
        t.summary.textContent = 'Gathering data' + (d.question ? ' for: ' + d.question : '…');
        break;
      }
      case 'COMPONENT': {
        var t2 = turn || startTurn();
        var ok = d.status !== 'failed';
        var li = el('li', ok ? 'ok' : 'failed');
        li.appendChild(el('span', 'name', d.name || d.component || '?'));
        li.appendChild(el('span', 'status', ok ? '✓' : '✗ failed'));
        if (d.httpStatus != null) li.appendChild(el('span', 'http', 'HTTP ' + d.httpStatus));
        if (d.durationMs != null) li.appendChild(el('span', 'ms', d.durationMs + ' ms'));
        if (d.error) li.appendChild(el('span', 'error', d.error));
        t2.list.appendChild(li);
        t2.count++;
        t2.total += Number(d.durationMs) || 0;
        break;
      }
      case 'GENERATING_RESPONSE': {
        var t3 = turn || startTurn();
        t3.summary.textContent = 'Phrasing the answer…';
        break;
      }
      case 'TOKEN': {
        var t4 = turn || startTurn();
        if (!t4.stream) { t4.stream = el('div', 'msg assistant streaming'); messages.appendChild(t4.stream); }
        t4.stream.textContent += d.text || '';
        break;
      }
      case 'ASSISTANT_MESSAGE': {
        var stream = turn && turn.stream;
        if (stream) { stream.remove(); turn.stream = null; }
        endTurn(true);
        messages.appendChild(answerView(ev));
        break;
      }
      case 'CLARIFICATION': {
        endTurn(true);
        messages.appendChild(clarificationView(d));
        break;
      }
      case 'WAITING_FOR_INPUT': {
        endTurn(true);
        refreshConversations();
        break;
      }
      case 'ERROR': {
        endTurn(true);
        var e = el('div', 'msg error');
        e.appendChild(el('strong', null, 'Error' + (d.component ? ' in ' + d.component : '') + ': '));
        e.appendChild(document.createTextNode(d.message || 'something went wrong'));
        messages.appendChild(e);
        break;
      }
      default:
        break;
    }
  }

  function disableOptions() {
    messages.querySelectorAll('.clarification button.option').forEach(function (b) { b.disabled = true; });
  }

  function clarificationView(d) {
    var box = el('div', 'msg assistant clarification');
    box.appendChild(el('p', 'question', d.question || 'Which one do you mean?'));
    if (d.of > 1) box.appendChild(el('p', 'hint', 'Item ' + (Number(d.item) + 1) + ' of ' + d.of));
    var opts = el('div', 'options');
    (d.options || []).forEach(function (o) {
      optionLabels[o.iri] = o.label || localName(o.iri);
      var b = el('button', 'option');
      b.type = 'button';
      b.title = o.iri || '';
      b.appendChild(el('span', 'label', o.label || localName(o.iri)));
      if (o['class']) b.appendChild(el('span', 'cls', localName(o['class'])));
      b.appendChild(el('span', 'iri', localName(o.iri))); // same-named options differ only by their IRI
      b.addEventListener('click', function () { choose(o.iri, o.label || localName(o.iri)); });
      if (window.gridchatClarification) window.gridchatClarification.decorateOption(b, o); // clarification.js: option facts
      opts.appendChild(b);
    });
    box.appendChild(opts);
    box.appendChild(el('p', 'hint', 'Click an option, or type your answer.'));
    if (window.gridchatClarification) window.gridchatClarification.decorateBox(box);
    return box;
  }

  // ---- the answer ------------------------------------------------------------------------------------------------
  function answerView(ev) {
    var d = ev.data || {}, a = d.answer || {}, view = ev.view || {};
    var box = el('div', 'msg assistant answer');
    var text = el('div', 'answer-text');
    text.innerHTML = view.html || ''; // server-rendered, escape-first Markdown (MarkdownRenderer)
    box.appendChild(text);
    var interp = window.gridchatInterpretation && window.gridchatInterpretation.view(a); // interpretation.js
    if (interp) box.appendChild(interp);
    if (a.note) box.appendChild(el('p', 'note', a.note));
    if (a.diagrams && a.diagrams.length) { // diagram answers: drawn by the ES module js/diagrams.js
      var diagrams = el('div', 'diagrams');
      box.appendChild(diagrams);
      import('/js/diagrams.js').then(function (m) { m.showDiagrams(diagrams, a.diagrams, ask); })
        .catch(function (e) { diagrams.appendChild(el('p', 'note', 'The diagram view did not load: ' + e.message)); });
    }
    if (a.resultJson) {
      var table = resultView(a.resultJson, view.units || {});
      if (table) box.appendChild(table);
    }
    if (a.entities && a.entities.length) {
      var chips = el('div', 'chips');
      a.entities.forEach(function (e) { chips.appendChild(chip(e.label || e.mention || localName(e.iri), e['class'], e.iri)); });
      box.appendChild(chips);
    }
    box.appendChild(howView(a));
    if (a.questionGraph) {
      var link = el('a', 'inspect-link', 'Inspect the annotations');
      link.href = '/inspect?graph=' + encodeURIComponent(a.questionGraph);
      box.appendChild(link);
    }
    // hooks of ES modules (timeseries-chart.js); a module that loads later finds the answer on the box
    box.gridchatAnswer = a;
    box.gridchatView = view;
    (window.gridchatAnswerHooks || []).forEach(function (hook) { hook(box, a, view); });
    return box;
  }

  function chip(label, cls, iri) {
    var b = el('button', 'chip');
    b.type = 'button';
    b.title = (iri || '') + ' — click to ask about it';
    b.appendChild(el('span', 'label', label));
    if (cls) b.appendChild(el('span', 'cls', localName(cls)));
    if (iri && localName(iri) !== label) b.appendChild(el('span', 'iri', localName(iri)));
    b.addEventListener('click', function () { ask('Tell me about ' + label, iri); });
    return b;
  }

  var NUMERIC = /#(double|float|decimal|integer|int|long|short|nonNegativeInteger|positiveInteger)$/;
  function cellValue(b) {
    if (!b) return { text: '', sort: '', raw: '' };
    if (b.type === 'uri') return { text: b.name || localName(b.value), sort: b.name || localName(b.value), raw: b.value, iri: b.value, cls: b.cls };
    if (b.datatype && NUMERIC.test(b.datatype) && isFinite(Number(b.value))) {
      return { text: formatNumber(Number(b.value)), sort: Number(b.value), raw: b.value, num: true };
    }
    return { text: b.value, sort: b.value, raw: b.value };
  }
  function formatNumber(n) {
    if (n !== 0 && (Math.abs(n) < 1e-3 || Math.abs(n) >= 1e12)) return n.toExponential(4);
    return n.toLocaleString('en-US', { maximumFractionDigits: 6 });
  }

  function resultView(resultJson, units) {
    var r;
    try { r = typeof resultJson === 'string' ? JSON.parse(resultJson) : resultJson; } catch (e) { return null; }
    if (!r) return null;
    if (window.gridchatReadable) r = window.gridchatReadable.fold(r, units); // names, classes, units (readable.js)
    var box = el('div', 'result');
    if (typeof r['boolean'] === 'boolean') { box.appendChild(el('p', 'boolean', r['boolean'] ? 'Yes' : 'No')); return box; }
    var vars = (r.head && r.head.vars) || [];
    var rows = ((r.results && r.results.bindings) || []).map(function (b) { return vars.map(function (v) { return cellValue(b[v]); }); });
    if (!vars.length) return null;
    var bar = el('div', 'result-bar');
    bar.appendChild(el('span', 'row-count', rows.length + (rows.length === 1 ? ' row' : ' rows')));
    var csv = el('button', 'csv', 'Download CSV');
    csv.type = 'button';
    csv.addEventListener('click', function () { downloadCsv(vars, rows); });
    bar.appendChild(csv);
    box.appendChild(bar);
    var table = el('table', 'results');
    var thead = el('thead'), hr = el('tr');
    var state = { col: -1, asc: true, all: rows.length <= ROWS_SHOWN };
    vars.forEach(function (v, i) {
      var th = el('th', null, v + (units[v] ? ' (' + units[v] + ')' : ''));
      th.title = 'Sort';
      th.addEventListener('click', function () {
        state.asc = state.col === i ? !state.asc : true;
        state.col = i;
        rows.sort(function (x, y) {
          var a = x[i].sort, b = y[i].sort, c;
          c = (typeof a === 'number' && typeof b === 'number') ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true });
          return state.asc ? c : -c;
        });
        table.querySelectorAll('th').forEach(function (h, k) { h.className = k === i ? (state.asc ? 'asc' : 'desc') : ''; });
        fill();
      });
      hr.appendChild(th);
    });
    thead.appendChild(hr);
    table.appendChild(thead);
    var tbody = el('tbody');
    table.appendChild(tbody);
    box.appendChild(table);
    var more = el('button', 'show-all', 'Show all ' + rows.length + ' rows');
    more.type = 'button';
    more.addEventListener('click', function () { state.all = true; fill(); });
    box.appendChild(more);
    function fill() {
      tbody.textContent = '';
      var shown = state.all ? rows : rows.slice(0, ROWS_SHOWN);
      shown.forEach(function (row) {
        var tr = el('tr');
        row.forEach(function (c, i) {
          var td = el('td', c.num ? 'num' : null);
          if (c.iri) {
            td.appendChild(chip(c.text, c.cls, c.iri));
          } else {
            td.textContent = c.text;
            if (c.num && units[vars[i]]) td.appendChild(el('span', 'unit', ' ' + units[vars[i]]));
          }
          tr.appendChild(td);
        });
        tbody.appendChild(tr);
      });
      more.hidden = state.all;
    }
    fill();
    return box;
  }

  function downloadCsv(vars, rows) {
    function q(v) {
      var s = String(v == null ? '' : v);
      if (/^[=+\-@\t\r]/.test(s) && !/^-?\d/.test(s)) s = "'" + s; // no spreadsheet formulas from data
      return /[",\n\r]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
    }
    var lines = [vars.map(q).join(',')];
    rows.forEach(function (r) { lines.push(r.map(function (c) { return q(c.raw); }).join(',')); });
    var blob = new Blob([lines.join('\r\n') + '\r\n'], { type: 'text/csv;charset=utf-8' });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'answer.csv';
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }

  // ---- how I got this -------------------------------------------------------------------------------------------
  function howView(a) {
    var how = el('details', 'how');
    how.appendChild(el('summary', null, 'How I got this'));
    function section(title) { var s = el('section'); s.appendChild(el('h4', null, title)); how.appendChild(s); return s; }
    function table(headers, rows) {
      var t = el('table', 'how-table'), tr = el('tr');
      headers.forEach(function (h) { tr.appendChild(el('th', null, h)); });
      t.appendChild(tr);
      rows.forEach(function (r) {
        var row = el('tr');
        r.forEach(function (c) { row.appendChild(c instanceof Node ? wrap(c) : el('td', null, c == null ? '' : c)); });
        t.appendChild(row);
      });
      return t;
    }
    function wrap(node) { var td = el('td'); td.appendChild(node); return td; }
    function score(s) { return s == null ? '' : Number(s).toFixed(2); }
    function iriNode(iri) {
      if (!iri) return document.createTextNode('');
      var span = el('code', 'iri', iri);
      return span;
    }
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
      var s = section('SPARQL');
      var pre = el('pre', 'sparql'), code = el('code');
      highlight(a.sparql, code);
      pre.appendChild(code);
      s.appendChild(pre);
      var tools = el('div', 'tools');
      var copy = el('button', 'copy', 'Copy');
      copy.type = 'button';
      copy.addEventListener('click', function () { copyText(a.sparql, copy); });
      tools.appendChild(copy);
      if (sparqlUi) {
        var open = el('a', 'open-sparql', 'Open in the triplestore');
        open.href = sparqlUi + (sparqlUi.indexOf('?') >= 0 ? '&' : '?') + 'query=' + encodeURIComponent(a.sparql);
        open.target = '_blank';
        open.rel = 'noopener noreferrer';
        tools.appendChild(open);
      }
      s.appendChild(tools);
    }
    if (a.message) section('Message').appendChild(el('p', null, a.message));
    if (a.components && a.components.length) {
      var total = a.components.reduce(function (n, c) { return n + (Number(c.durationMs) || 0); }, 0);
      section('Components (' + total + ' ms)').appendChild(table(['#', 'component', 'HTTP', 'ms', 'error'],
        a.components.map(function (c) { return [c.order, c.component, c.httpStatus, c.durationMs, c.error]; })));
    }
    return how;
  }

  function copyText(text, button) {
    function done() { button.textContent = 'Copied'; setTimeout(function () { button.textContent = 'Copy'; }, 1500); }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, fallback);
    } else { fallback(); }
    function fallback() {
      var t = el('textarea');
      t.value = text;
      document.body.appendChild(t);
      t.select();
      try { document.execCommand('copy'); done(); } catch (e) { /* nothing else to try */ }
      t.remove();
    }
  }

  var TOKENS = /(#[^\n]*)|("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(<[^<>\s"]*>)|([?$][A-Za-z_][\w]*)|(\b(?:SELECT|DISTINCT|REDUCED|WHERE|FILTER|OPTIONAL|UNION|MINUS|GRAPH|SERVICE|BIND|VALUES|ASK|CONSTRUCT|DESCRIBE|PREFIX|BASE|ORDER|BY|GROUP|HAVING|LIMIT|OFFSET|ASC|DESC|AS|COUNT|SUM|AVG|MIN|MAX|SAMPLE|GROUP_CONCAT|NOT|EXISTS|IN|a|STR|LANG|REGEX|CONTAINS|LCASE|UCASE|BOUND|IF|COALESCE|DATATYPE|IRI|STRSTARTS|STRENDS)\b)|([A-Za-z][\w-]*:[\w.-]*)|(\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b)/gi;
  var CLASSES = [null, 'c', 's', 'u', 'v', 'k', 'p', 'n'];
  function highlight(sparql, target) {
    var last = 0, m;
    TOKENS.lastIndex = 0;
    while ((m = TOKENS.exec(sparql)) !== null) {
      if (m.index > last) target.appendChild(document.createTextNode(sparql.substring(last, m.index)));
      var cls = 'tok';
      for (var g = 1; g < CLASSES.length; g++) if (m[g] !== undefined) { cls = 'tok-' + CLASSES[g]; break; }
      target.appendChild(el('span', cls, m[0]));
      last = m.index + m[0].length;
      if (m[0].length === 0) TOKENS.lastIndex++;
    }
    if (last < sparql.length) target.appendChild(document.createTextNode(sparql.substring(last)));
  }

  // ---- sidebars -------------------------------------------------------------------------------------------------
  function refreshConversations() {
    fetch('/api/conversations', { credentials: 'same-origin' }).then(function (r) { return r.ok ? r.json() : null; }).then(function (list) {
      if (!list) return;
      var ul = document.getElementById('conversations');
      ul.textContent = '';
      list.forEach(function (c) {
        var li = el('li', c.id === conversationId ? 'current' : null);
        var a = el('a', null, c.title);
        a.href = '/c/' + encodeURIComponent(c.id);
        li.appendChild(a);
        ul.appendChild(li);
      });
    }).catch(function () { /* keep the list */ });
  }
  function refreshExamples() {
    fetch('/api/examples', { credentials: 'same-origin' }).then(function (r) { return r.ok ? r.json() : null; }).then(function (list) {
      if (!list) return;
      var ul = document.getElementById('examples');
      ul.textContent = '';
      list.forEach(function (e) {
        var li = el('li'), b = el('button', 'example');
        b.type = 'button';
        b.dataset.question = e.text;
        b.appendChild(el('span', 'kind', e.kind));
        b.appendChild(document.createTextNode(' '));
        b.appendChild(el('span', 'text', e.text));
        li.appendChild(b);
        ul.appendChild(li);
      });
    }).catch(function () { /* keep the list */ });
  }
  document.getElementById('examples').addEventListener('click', function (e) {
    var b = e.target.closest('button.example');
    if (b) ask(b.dataset.question);
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = input.value;
    if (!text.trim()) return;
    if (ask(text) !== false) input.value = ''; // a refused question stays in the box to be shortened
  });
  input.addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); form.requestSubmit(); }
  });

  // ---- history ----------------------------------------------------------------------------------------------------
  function loadHistory() {
    return fetch('/api/conversations/' + encodeURIComponent(conversationId), { credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
      .then(function (c) {
        messages.textContent = '';
        turn = null;
        (c.history || []).forEach(render);
        if (!(c.history || []).length) {
          messages.appendChild(el('p', 'empty-hint', 'Ask a question about the grid model — or pick one of the examples on the right. '
            + 'Answers show the data, the SPARQL and every step that produced them.'));
        }
        if (c.mode === 'RESPONSE' && !turn) startTurn().summary.textContent = 'Still working on the last question…';
        scrollDown();
        return c;
      });
  }
  loadHistory().then(function (c) {
    // A turn that was running when the page loaded streams to the socket that asked: follow it by polling.
    if (c.mode === 'RESPONSE') {
      var poll = setInterval(function () {
        loadHistory().then(function (n) { if (n.mode !== 'RESPONSE') clearInterval(poll); });
      }, 2000);
    }
  }).catch(function (e) {
    render({ type: 'ERROR', data: { message: 'Could not load the conversation history (' + e.message + ').' } });
  }).then(connect);
  setInterval(refreshExamples, 60000);
})();
