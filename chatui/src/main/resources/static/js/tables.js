/*
 * Result tables: a SPARQL JSON result as a sortable table (first rows shown, "Show all"), numbers formatted with
 * their units, IRIs as chips that ask about the object, a CSV download; a boolean result as Yes/No.
 */
import { el, localName } from './dom.js';
import { fold, columnLabel } from './readable.js';

const ROWS_SHOWN = 10;
const NUMERIC = /#(double|float|decimal|integer|int|long|short|nonNegativeInteger|positiveInteger)$/;

/** A linked object as a button: its label, class and IRI; a click asks about it. */
export function chip(label, cls, iri, ask) {
  const b = el('button', 'chip');
  b.type = 'button';
  b.title = (iri || '') + ' — click to ask about it';
  b.appendChild(el('span', 'label', label));
  if (cls) b.appendChild(el('span', 'cls', localName(cls)));
  if (iri && localName(iri) !== label) b.appendChild(el('span', 'iri', localName(iri)));
  b.addEventListener('click', function () { ask('Tell me about ' + label, iri); });
  return b;
}

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

/** The result view of an answer's resultJson (names, classes and units folded in by readable.js); null if none. */
export function resultView(resultJson, units, ask) {
  let r;
  try { r = typeof resultJson === 'string' ? JSON.parse(resultJson) : resultJson; } catch (e) { return null; }
  if (!r) return null;
  r = fold(r, units); // names, classes, units (readable.js)
  const box = el('div', 'result');
  if (typeof r['boolean'] === 'boolean') { box.appendChild(el('p', 'boolean', r['boolean'] ? 'Yes' : 'No')); return box; }
  const vars = (r.head && r.head.vars) || [];
  const rows = ((r.results && r.results.bindings) || []).map(function (b) { return vars.map(function (v) { return cellValue(b[v]); }); });
  if (!vars.length) return null;
  const bar = el('div', 'result-bar');
  bar.appendChild(el('span', 'row-count', rows.length + (rows.length === 1 ? ' row' : ' rows')));
  const csv = el('button', 'csv', 'Download CSV');
  csv.type = 'button';
  csv.addEventListener('click', function () { downloadCsv(vars, rows); });
  bar.appendChild(csv);
  box.appendChild(bar);
  const table = el('table', 'results');
  const thead = el('thead'), hr = el('tr');
  const state = { col: -1, asc: true, all: rows.length <= ROWS_SHOWN };
  vars.forEach(function (v, i) {
    const th = el('th', null, columnLabel(v) + (units[v] ? ' (' + units[v] + ')' : ''));
    th.title = v + ' — click to sort';
    th.addEventListener('click', function () {
      state.asc = state.col === i ? !state.asc : true;
      state.col = i;
      rows.sort(function (x, y) {
        const a = x[i].sort, b = y[i].sort;
        const c = (typeof a === 'number' && typeof b === 'number') ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true });
        return state.asc ? c : -c;
      });
      table.querySelectorAll('th').forEach(function (h, k) { h.className = k === i ? (state.asc ? 'asc' : 'desc') : ''; });
      fill();
    });
    hr.appendChild(th);
  });
  thead.appendChild(hr);
  table.appendChild(thead);
  const tbody = el('tbody');
  table.appendChild(tbody);
  box.appendChild(table);
  const more = el('button', 'show-all', 'Show all ' + rows.length + ' rows');
  more.type = 'button';
  more.addEventListener('click', function () { state.all = true; fill(); });
  box.appendChild(more);
  function fill() {
    tbody.textContent = '';
    const shown = state.all ? rows : rows.slice(0, ROWS_SHOWN);
    shown.forEach(function (row) {
      const tr = el('tr');
      row.forEach(function (c, i) {
        const td = el('td', c.num ? 'num' : null);
        if (c.iri) {
          td.appendChild(chip(c.text, c.cls, c.iri, ask));
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

/** Whether a spreadsheet would read the cell as a formula (exported for the test page). */
export function isFormula(s) {
  return /^[=+\-@\t\r\n]/.test(s) && !/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(s);
}

function downloadCsv(vars, rows) {
  function q(v) {
    let s = String(v == null ? '' : v);
    // no spreadsheet formulas from data: a cell starting with = + - @ or a tab/CR/LF is prefixed with ', unless it is
    // a plain number ("-12.5", "-1e3"); "-1+2" or "-2+cmd|…" is a formula (issue 45)
    if (isFormula(s)) s = "'" + s;
    return /[",\n\r]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
  }
  const lines = [vars.map(q).join(',')];
  rows.forEach(function (r) { lines.push(r.map(function (c) { return q(c.raw); }).join(',')); });
  const blob = new Blob([lines.join('\r\n') + '\r\n'], { type: 'text/csv;charset=utf-8' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'answer.csv';
  document.body.appendChild(a);
  a.click();
  setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}
