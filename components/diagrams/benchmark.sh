#!/usr/bin/env bash
# Diagram questions through the pipeline (every default component, as the chat runs them) on a running stack:
# per substation of the store, "Show the single-line diagram of substation NAME" (networks warm, diagram not yet
# drawn), the same again (drawn: from the cache), and "Draw the network around NAME (2 steps)". Prints how many
# answers carried a diagram and p50/p95 of the wall time of each kind.
# usage: components/diagrams/benchmark.sh [PIPELINE_URL] [TRIPLESTORE_URL] [N substations]
set -euo pipefail
PL="${1:-http://127.0.0.1:8081}"
TS="${2:-http://127.0.0.1:3030}"
N="${3:-20}"
QUERY="PREFIX cim: <https://cim.ucaiug.io/ns#> SELECT DISTINCT ?n WHERE { ?s a cim:Substation ; cim:IdentifiedObject.name ?n } ORDER BY ?n LIMIT $N"
mapfile -t names < <(curl -fsS "$TS/cim/sparql" --data-urlencode "query=$QUERY" -H 'Accept: text/csv' | tail -n +2 | tr -d '\r' | sed 's/^"//; s/"$//')
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

ask() { # question -> "seconds drew(0|1)"
  local t graph drew
  t="$(curl -sS -o "$tmp/answer.json" -w '%{time_total}' -X POST "$PL/questionanswering" --data-urlencode "textquestion=$1")"
  graph="$(sed -E 's/.*"inGraph":"([^"]+)".*/\1/' "$tmp/answer.json")"
  drew="$(curl -fsS "$TS/qanary/sparql" -H 'Accept: text/csv' --data-urlencode \
    "query=SELECT (COUNT(*) AS ?n) WHERE { GRAPH <$graph> { ?a a <https://w3id.org/gridchat#AnnotationOfDiagram> } }" | tail -n 1 | tr -d '\r')"
  echo "$t $drew"
}
pct() { sort -n | awk -v p="$1" '{v[NR]=$1} END { i=int((p/100)*NR+0.999); if (i<1) i=1; printf "%d", v[i]*1000 }'; }

for kind in sld sld-cached nad; do
  : >"$tmp/$kind"
  drawn=0
  for name in "${names[@]}"; do
    case "$kind" in
      sld|sld-cached) q="Show the single-line diagram of substation $name" ;;
      nad) q="Draw the network around $name (2 steps)" ;;
    esac
    read -r t d < <(ask "$q")
    echo "$t" >>"$tmp/$kind"
    [[ "$d" -gt 0 ]] && drawn=$((drawn + 1))
  done
  printf '%-10s %d/%d answers with a diagram; p50 %s ms, p95 %s ms\n' "$kind" "$drawn" "${#names[@]}" \
    "$(pct 50 <"$tmp/$kind")" "$(pct 95 <"$tmp/$kind")"
done
