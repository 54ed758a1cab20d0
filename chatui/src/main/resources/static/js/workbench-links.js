// GraphDB Workbench links (issue 13): when the store is GraphDB the server adds view.workbench to an answer event
// (WorkbenchLinks.java builds the URLs: the visual graph of the question graph and the SPARQL editor with its
// CONSTRUCT). This module shows them in the "How I got this" panel (the inspector page renders its own).
// With Fuseki there is no view.workbench and nothing changes.

function link(cls, text, href) {
  const a = document.createElement('a');
  a.className = cls;
  a.textContent = text;
  a.href = href;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  return a;
}

function links(w) {
  const p = document.createElement('p');
  p.className = 'workbench-links';
  p.append('GraphDB Workbench (repository ' + w.repository + '): ');
  p.append(link('workbench-graph', 'graph view', w.graphView), ' · ', link('workbench-sparql', 'SPARQL editor', w.sparqlEditor));
  return p;
}

function attach(box, answer, view) {
  const w = view && view.workbench;
  if (!w || box.querySelector('.workbench-links')) return;
  const how = box.querySelector('details.how');
  if (!how) return;
  const section = document.createElement('section');
  const h = document.createElement('h4');
  h.textContent = 'Question graph';
  section.append(h, links(w));
  how.appendChild(section);
}

// render.js calls every hook in window.gridchatAnswerHooks with (box, answer, view) and keeps both on the box, so
// answers rendered before this module loaded get their links now.
(window.gridchatAnswerHooks = window.gridchatAnswerHooks || []).push(attach);
document.querySelectorAll('.msg.answer').forEach((box) => { if (box.gridchatAnswer) attach(box, box.gridchatAnswer, box.gridchatView); });
