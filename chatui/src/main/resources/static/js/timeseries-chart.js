/*
 * Time-series charts in the chat (ES module). An answer whose result table has a "timestamp" column of
 * xsd:dateTime values and numeric value columns (the cognite-bridge's datapoints: "value", or one column per
 * aggregate) gets a line chart above its table: one series per column, one y axis per unit (head.units, sent by
 * the bridge), drag to zoom (double-click to reset), values at the cursor in the legend. uPlot comes from the
 * org.webjars.npm:uplot jar, served by Spring Boot under /webjars (no CDN). Same safety rule as chat.js: text
 * only through textContent.
 */
const UPLOT = '/webjars/uplot/1.6.30/dist/';
const COLOURS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0a7480', '#6e7781', '#fb8500', '#3a0ca3'];
const NUMERIC = /#(decimal|double|float|integer|int|long|short|byte|nonNegativeInteger|positiveInteger|unsignedInt|unsignedLong)$/;

let uPlotModule = null;
function loadUPlot() {
  if (!uPlotModule) {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = UPLOT + 'uPlot.min.css';
    document.head.appendChild(css);
    uPlotModule = import(UPLOT + 'uPlot.esm.js').then((m) => m.default);
  }
  return uPlotModule;
}

/** The chart's data when the result is a time series: {times (s), columns: [{name, unit, values}]}, else null. */
export function timeSeriesOf(resultJson) {
  let r;
  try { r = typeof resultJson === 'string' ? JSON.parse(resultJson) : resultJson; } catch (e) { return null; }
  const vars = (r && r.head && r.head.vars) || [];
  const rows = (r && r.results && r.results.bindings) || [];
  if (vars[0] !== 'timestamp' || vars.length < 2 || rows.length < 1) return null;
  const stamped = rows.filter((b) => b.timestamp && /#dateTime$/.test(b.timestamp.datatype || '') && !isNaN(Date.parse(b.timestamp.value)));
  if (stamped.length !== rows.length) return null;
  stamped.sort((a, b) => Date.parse(a.timestamp.value) - Date.parse(b.timestamp.value));
  const units = (r.head.units) || {};
  const columns = vars.slice(1)
    .filter((v) => rows.some((b) => b[v] && NUMERIC.test(b[v].datatype || '')))
    .map((v) => ({ name: v, unit: units[v] || '', values: stamped.map((b) => (b[v] && isFinite(Number(b[v].value)) ? Number(b[v].value) : null)) }));
  if (!columns.length) return null;
  return { times: stamped.map((b) => Date.parse(b.timestamp.value) / 1000), columns };
}

/** Adds a chart to an answer box when its result is a time series; returns the chart element or null. */
export function attachChart(box, answer) {
  const ts = answer && answer.resultJson ? timeSeriesOf(answer.resultJson) : null;
  if (!ts || box.querySelector('.ts-chart')) return null;
  const holder = document.createElement('div');
  holder.className = 'ts-chart';
  const hint = document.createElement('p');
  hint.className = 'ts-hint';
  hint.textContent = 'Drag across the chart to zoom, double-click to reset; values at the cursor are in the legend. Times in UTC.';
  const table = box.querySelector('.result');
  box.insertBefore(holder, table || box.querySelector('details') || null);
  holder.after(hint);
  loadUPlot().then((uPlot) => draw(uPlot, holder, ts)).catch((e) => {
    holder.textContent = 'The chart could not be drawn (' + e.message + '); the table below has the values.';
  });
  return holder;
}

function draw(uPlot, holder, ts) {
  const unitsInOrder = [...new Set(ts.columns.map((c) => c.unit))];
  const scaleOf = (unit) => 'u' + unitsInOrder.indexOf(unit);
  const axes = [{ label: 'time (UTC)' }];
  unitsInOrder.slice(0, 2).forEach((unit, i) => {
    axes.push({ scale: scaleOf(unit), label: unit || 'value', side: i === 0 ? 3 : 1, grid: { show: i === 0 } });
  });
  const series = [{ label: 'time', value: (u, v) => (v == null ? '' : new Date(v * 1000).toISOString().replace('.000Z', 'Z')) }];
  ts.columns.forEach((c, i) => series.push({
    label: c.name + (c.unit ? ' (' + c.unit + ')' : ''),
    scale: scaleOf(c.unit),
    stroke: COLOURS[i % COLOURS.length],
    width: 1.5,
    points: { show: ts.times.length <= 60 },
    spanGaps: false,
    value: (u, v) => (v == null ? '–' : Number(v).toLocaleString('en-US', { maximumFractionDigits: 6 })),
  }));
  const scales = { x: { time: true } };
  unitsInOrder.forEach((unit) => { scales[scaleOf(unit)] = { auto: true }; });
  const width = Math.max(320, Math.min(900, (holder.clientWidth || (holder.parentElement ? holder.parentElement.clientWidth : 640)) - 8));
  const opts = {
    width, height: 280, series, axes, scales,
    tzDate: (s) => uPlot.tzDate(new Date(s * 1000), 'Etc/UTC'),
    cursor: { drag: { x: true, y: false } },
    legend: { live: true },
  };
  const data = [ts.times, ...ts.columns.map((c) => c.values)];
  holder.chart = new uPlot(opts, data, holder);
  holder.dataset.series = String(ts.columns.length);
  holder.dataset.points = String(ts.times.length);
}

// render.js calls every hook in window.gridchatAnswerHooks for each answer it renders, and keeps the answer on the
// box: answers rendered before this module loaded are charted now.
(window.gridchatAnswerHooks = window.gridchatAnswerHooks || []).push(attachChart);
document.querySelectorAll('.msg.answer').forEach((box) => { if (box.gridchatAnswer) attachChart(box, box.gridchatAnswer); });
