// Readable answers: the sparql-generator adds, beside each resource column ?v, the columns ?vName (its name) and
// ?vClass (the class it was asked as), and beside a value column ?v its unit ?vUnit. This module folds them into
// the cell they describe, so the table shows names (the IRI stays in the chip's tooltip and one click away) and
// units, and the helper columns are not shown on their own.
const SUFFIXES = ['Name', 'Class', 'Unit'];

function describedBy(v, vars) {
  for (const s of SUFFIXES) {
    if (v.length > s.length && v.endsWith(s) && vars.includes(v.slice(0, -s.length))) return true;
  }
  return false;
}

/** Returns a copy of the SPARQL JSON result with the helper columns folded in; fills units[v] from ?vUnit. */
export function fold(result, units) {
  const vars = (result.head && result.head.vars) || [];
  if (!vars.some((v) => describedBy(v, vars))) return result;
  const shown = vars.filter((v) => !describedBy(v, vars));
  const bindings = ((result.results && result.results.bindings) || []).map((b) => {
    const out = {};
    shown.forEach((v) => {
      if (!b[v]) return;
      const cell = Object.assign({}, b[v]);
      if (b[v + 'Name'] && b[v + 'Name'].value) cell.name = b[v + 'Name'].value;
      if (b[v + 'Class'] && b[v + 'Class'].value) cell.cls = b[v + 'Class'].value;
      if (b[v + 'Unit'] && b[v + 'Unit'].value && units && !units[v]) units[v] = b[v + 'Unit'].value;
      out[v] = cell;
    });
    return out;
  });
  return { head: Object.assign({}, result.head, { vars: shown }), results: { bindings } };
}

// Column names as people read them: the generator names a column after the CIM attribute it holds
// (beforeShCircuitHighestOperatingVoltage); the table header shows its words ("highest operating voltage before
// short circuit"), the raw name stays in the header's tooltip and the CSV.
const ABBREVIATIONS = { sh: 'short', min: 'minimum', max: 'maximum', nom: 'nominal', pu: 'per unit', ac: 'AC', dc: 'DC' };

/** "beforeShCircuitHighestOperatingVoltage" → "highest operating voltage before short circuit"; "vlName" → "vl name". */
export function columnLabel(v) {
  const words = String(v).replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/\s+/).filter(Boolean)
    .map(function (w) { const l = w.toLowerCase(); return ABBREVIATIONS[l] || (w.length > 1 && w === w.toUpperCase() ? w : l); });
  // "before short circuit X" reads as "X before short circuit"
  if (words.length > 3 && (words[0] === 'before' || words[0] === 'after') && words[1] === 'short' && words[2] === 'circuit') {
    return words.slice(3).concat(words.slice(0, 3)).join(' ');
  }
  return words.join(' ');
}
