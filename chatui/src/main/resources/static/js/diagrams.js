/*
 * Diagram answers in the chat (ES module, loaded by render.js when an answer carries "diagrams"). Each diagram is the
 * SVG the diagrams service drew with PowSyBl, inlined so that its elements can be hovered (name and CIM class) and
 * clicked (asks about the element's IRI). Pan with the mouse, zoom with the wheel or the buttons, full screen, and
 * download the SVG. The page never fetches the annotation's URL itself: the chat server fetches it (GET /diagram?url=…,
 * only below its configured diagrams service), sanitises the SVG with an allow-list and serves it from this origin
 * (chatui README, "Security"). What arrives is stripped here once more (script, foreignObject, animation, event
 * attributes, links out), and names from the grid graph are only ever set with textContent.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

function button(label, title, onClick) {
  const b = el('button', 'diagram-btn', label);
  b.type = 'button';
  b.title = title;
  b.addEventListener('click', onClick);
  return b;
}

function metadataUrl(url) {
  return url.replace(/\.svg(\?|$)/, '.json$1');
}

/** The chat server's proxy of a diagram URL (same origin; it refuses URLs outside the diagrams service). */
function proxied(url) {
  return new URL('../diagram?url=' + encodeURIComponent(url), import.meta.url).href;
}

const DROPPED = 'script, foreignObject, iframe, object, embed, set, animate, animateMotion, animateTransform, image, feImage, a, use[href]:not([href^="#"])';

function sanitize(svg) {
  svg.querySelectorAll(DROPPED).forEach((s) => s.remove());
  svg.querySelectorAll('*').forEach((n) => {
    for (const a of Array.from(n.attributes)) {
      // browsers ignore tabs, newlines and controls inside a scheme: "java\tscript:" is "javascript:"
      const compact = a.value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
      if (/^on/i.test(a.name) || (/href$/i.test(a.name) && !compact.startsWith('#')) || compact.includes('javascript:')) {
        n.removeAttribute(a.name);
      }
    }
  });
  return svg;
}

/** Pan and zoom by rewriting the viewBox. */
function panZoom(svg, viewport) {
  const base = (svg.getAttribute('viewBox') || '').split(/[\s,]+/).map(Number);
  let box = base.length === 4 && base.every(Number.isFinite) ? base.slice() : null;
  if (!box) {
    const bb = svg.getBBox();
    box = [bb.x, bb.y, bb.width || 1, bb.height || 1];
  }
  const initial = box.slice();
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  const apply = () => svg.setAttribute('viewBox', box.join(' '));
  apply();
  const zoom = (factor, cx = 0.5, cy = 0.5) => {
    const w = box[2] * factor, h = box[3] * factor;
    box = [box[0] + (box[2] - w) * cx, box[1] + (box[3] - h) * cy, w, h];
    apply();
  };
  viewport.addEventListener('wheel', (e) => {
    e.preventDefault();
    const r = viewport.getBoundingClientRect();
    zoom(e.deltaY > 0 ? 1.2 : 1 / 1.2, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
  }, { passive: false });
  let drag = null;
  viewport.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    drag = { x: e.clientX, y: e.clientY, box: box.slice(), moved: false };
  });
  window.addEventListener('pointermove', (e) => {
    if (!drag) return;
    const r = viewport.getBoundingClientRect();
    const dx = (e.clientX - drag.x) * drag.box[2] / r.width, dy = (e.clientY - drag.y) * drag.box[3] / r.height;
    if (Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 3) drag.moved = true;
    box = [drag.box[0] - dx, drag.box[1] - dy, box[2], box[3]];
    apply();
  });
  window.addEventListener('pointerup', () => {
    if (drag && drag.moved) viewport.dataset.justPanned = '1';
    drag = null;
  });
  return {
    zoomIn: () => zoom(1 / 1.25),
    zoomOut: () => zoom(1.25),
    reset: () => { box = initial.slice(); apply(); },
  };
}

/** Hover shows name and class; click asks about the element. */
function wire(svg, elements, viewport, tooltip, ask) {
  for (const e of elements) {
    if (!e.iri) continue;
    const node = svg.querySelector('[id="' + CSS.escape(e.svgId) + '"]');
    if (!node) continue;
    node.classList.add('diagram-element');
    node.dataset.iri = e.iri;
    const label = (e.name || e.equipmentId) + (e['class'] ? ' · ' + e['class'] : '');
    node.addEventListener('mouseenter', () => {
      tooltip.textContent = label;
      tooltip.hidden = false;
    });
    node.addEventListener('mousemove', (ev) => {
      const r = viewport.getBoundingClientRect();
      tooltip.style.left = (ev.clientX - r.left + 12) + 'px';
      tooltip.style.top = (ev.clientY - r.top + 12) + 'px';
    });
    node.addEventListener('mouseleave', () => { tooltip.hidden = true; });
    node.addEventListener('click', (ev) => {
      ev.stopPropagation();
      if (viewport.dataset.justPanned) { delete viewport.dataset.justPanned; return; }
      // an element may carry its own question (a class of the ontology component's class diagram: "How is the
      // class X modelled?"); it is asked as text, without pinning the IRI as a chosen grid object
      if (e.ask) ask(e.ask);
      else ask('Tell me about ' + (e.name || e.equipmentId), e.iri);
    });
  }
}

async function showOne(holder, d, ask) {
  const figure = el('figure', 'diagram');
  const head = el('figcaption', 'diagram-head');
  head.appendChild(el('span', 'diagram-title', d.name || 'Diagram'));
  const tools = el('span', 'diagram-tools');
  head.appendChild(tools);
  figure.appendChild(head);
  const viewport = el('div', 'diagram-viewport');
  viewport.appendChild(el('p', 'diagram-loading', 'Drawing…'));
  const tooltip = el('div', 'diagram-tooltip');
  tooltip.hidden = true;
  figure.appendChild(viewport);
  holder.appendChild(figure);
  try {
    const [svgResponse, metaResponse] = await Promise.all([fetch(proxied(d.url)), fetch(proxied(metadataUrl(d.url)))]);
    if (!svgResponse.ok) {
      let why = svgResponse.status + ' ' + svgResponse.statusText;
      try { why = (await svgResponse.json()).error || why; } catch (e) { /* not JSON */ }
      throw new Error(why);
    }
    const text = await svgResponse.text();
    const meta = metaResponse.ok ? await metaResponse.json() : { elements: [] };
    const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = parsed.documentElement;
    if (svg.namespaceURI !== SVG_NS) throw new Error('the diagrams service did not return an SVG');
    viewport.replaceChildren(document.importNode(sanitize(svg), true));
    viewport.appendChild(tooltip);
    const live = viewport.querySelector('svg');
    live.classList.add('diagram-svg');
    const pz = panZoom(live, viewport);
    wire(live, meta.elements || [], viewport, tooltip, ask);
    tools.appendChild(button('+', 'Zoom in', pz.zoomIn));
    tools.appendChild(button('−', 'Zoom out', pz.zoomOut));
    tools.appendChild(button('⟲', 'Reset the view', pz.reset));
    tools.appendChild(button('Full screen', 'Full screen', () => {
      if (document.fullscreenElement) document.exitFullscreen();
      else if (figure.requestFullscreen) figure.requestFullscreen();
    }));
    tools.appendChild(button('⤓ SVG', 'Download the SVG', () => {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      a.download = (d.name || 'diagram').replace(/[^\w.-]+/g, '_') + '.svg';
      document.body.appendChild(a);
      a.click();
      setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    }));
    const mapped = (meta.elements || []).filter((e) => e.iri).length;
    figure.appendChild(el('p', 'diagram-hint', 'Drag to pan, wheel to zoom. ' + mapped
        + ' elements link to the grid graph: hover for name and class, click to ask about one.'));
  } catch (e) {
    viewport.replaceChildren(el('p', 'diagram-error', 'The diagram could not be shown: ' + e.message));
  }
}

/** Renders every diagram of an answer into holder; ask(text, iri) sends a question to the chat. */
export function showDiagrams(holder, diagrams, ask) {
  for (const d of diagrams) {
    if (d && d.url) showOne(holder, d, ask);
  }
}
