// The kill run of .ci/replica-test (issue 44 item 3): replays scripted conversations (the natural set's YAML format,
// ../shared/datasets/natural/README.md) against the chat behind the balancer over its WebSocket, several conversations
// at once, while the test SIGKILLs replicas. Unlike the shared scorer it survives a socket that dies with its replica:
// the turn in flight is recorded as cut off, the client reconnects with the same cookie (the balancer picks a living
// replica) and asks the turn again, as a user would. Afterwards it reads every conversation back through the chat UI's
// API (GET /api/conversations/{id}, the session's cookie) and checks:
//   - every turn has a final event (an answer, a clarification or an ERROR with a message): no turn missing;
//   - a turn that started after the last kill (plus the balancer's detection time) ends as it did in the run without
//     kills (--expect, the shared scorer's jsonl): answered means answered;
//   - lost turns = user messages the server acknowledged (its USER_MESSAGE event) that are not stored, in the order sent
//     (a turn asked again after a lost connection may be stored once per send that reached a server, at least once per
//     acknowledged one);
//   - crossed = a stored user message of this conversation that was sent in another one (every turn text of the set
//     is distinct; the client checks that first).
// Usage: node replica-client.mjs BASE set.yaml OUT.jsonl [--parallel N] [--kills FILE] [--expect FILE.jsonl] [--grace-ms N]
//        [--think-ms N]
// FILE of --kills: one line per kill, "<epoch ms> <what>", appended by the test while this runs; read at the end.
// Prints "replica-client: …" summary lines; exits 0 when every check holds, 1 otherwise.
import fs from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const WebSocket = require('ws');
const yaml = require('js-yaml');

const [base, file, out, ...rest] = process.argv.slice(2);
const opt = (name, dflt) => { const i = rest.indexOf(name); return i >= 0 ? rest[i + 1] : dflt; };
const PARALLEL = Number(opt('--parallel', '4'));
const KILLS = opt('--kills', null);
const EXPECT = opt('--expect', null);
// after a kill the balancer needs its health checks (inter 1 s, fall 2) to take the replica out, and a turn already
// running may still end in an error: turns that START this long after the last kill must end as without kills
const GRACE_MS = Number(opt('--grace-ms', '5000'));
// a user's pause between an answer and the next question: stretches the run so that the kills fall apart
const THINK_MS = Number(opt('--think-ms', '500'));
const TURN_TIMEOUT_MS = 120_000;   // one attempt of a turn (the shared scorer allows 90 s)
const RECONNECT_WINDOW_MS = 60_000; // how long a conversation tries to get a new socket after its replica died
const ATTEMPTS = 3;                 // sends of one turn (the first and at most two after a lost connection)

const doc = yaml.load(fs.readFileSync(file, 'utf8'));
const convs = doc.conversations;
const owner = new Map(); // turn text -> conversation id (the texts must be distinct to recognise a crossed turn)
for (const c of convs) for (const t of c.turns) {
  if (owner.has(t.user)) { console.log(`replica-client: FAILED: the turn text "${t.user}" occurs in ${owner.get(t.user)} and ${c.id}`); process.exit(1); }
  owner.set(t.user, c.id);
}
const sleep = (ms) => new Promise(r => setTimeout(r, ms));

async function newSession() {
  const r = await fetch(base + '/', { redirect: 'manual' });
  const cookie = (r.headers.get('set-cookie') || '').split(';')[0];
  const id = (r.headers.get('location') || '').split('/c/')[1];
  if (!cookie || !id) throw new Error(`no session from GET / (status ${r.status})`);
  return { cookie, id };
}

function openSocket(cookie) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(base.replace(/^http/, 'ws') + '/ws', { headers: { Cookie: cookie, Origin: base } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.on('error', () => { }); // later errors end in 'close'
  });
}

async function reconnect(cookie) {
  const t0 = Date.now();
  let wait = 250, last;
  while (Date.now() - t0 < RECONNECT_WINDOW_MS) {
    try { return await openSocket(cookie); } catch (e) { last = e; }
    await sleep(wait); wait = Math.min(2000, wait * 2);
  }
  throw new Error('no new connection within ' + RECONNECT_WINDOW_MS + ' ms: ' + (last && last.message));
}

// One send of a turn. Resolves {final, acked} when the engine says it waits for input again (the turn's last event;
// an ERROR of the chat UI itself, which has a code, ends it too), {closed, acked} when the socket dies first,
// {timeout, acked} after TURN_TIMEOUT_MS.
function askOnce(ws, conversationId, text) {
  return new Promise((resolve) => {
    let acked = false, final = null, notes = [];
    const done = (r) => { clearTimeout(timer); ws.off('message', onMsg); ws.off('close', onClose); resolve({ acked, notes, ...r }); };
    const timer = setTimeout(() => done({ timeout: true, final }), TURN_TIMEOUT_MS);
    function onMsg(buf) {
      let e; try { e = JSON.parse(buf.toString()); } catch { return; }
      if (e.conversationId && e.conversationId !== conversationId) { done({ crossedEvent: e }); return; }
      if (e.type === 'USER_MESSAGE' && e.data && e.data.text === text) acked = true;
      if (e.type === 'ERROR' && e.data && e.data.code) { done({ final: e }); return; }
      if (e.type === 'ERROR' && /previous turn was interrupted/.test(e.data?.message || '')) { notes.push(e.data.message); return; }
      if (['ASSISTANT_MESSAGE', 'CLARIFICATION', 'ERROR'].includes(e.type)) final = e;
      if (e.type === 'WAITING_FOR_INPUT' && acked) done({ final });
    }
    function onClose() { done({ closed: true, final }); }
    ws.on('message', onMsg);
    ws.on('close', onClose);
    if (ws.readyState !== WebSocket.OPEN) { done({ closed: true }); return; } // died between turns
    try {
      ws.send(JSON.stringify({ type: 'ask', conversationId, text, userTime: new Date().toISOString(), timeZone: 'Europe/Oslo' }));
    } catch (e) { done({ closed: true }); }
  });
}

const outStream = fs.createWriteStream(out);
const convResults = [];
async function runConversation(c) {
  const r = { conv: c.id, sends: [], finals: 0 };
  convResults.push(r);
  let session, ws;
  try {
    session = await newSession();
    ws = await openSocket(session.cookie);
  } catch (e) {
    r.error = 'no session: ' + e.message;
    for (const [i, t] of c.turns.entries()) outStream.write(JSON.stringify({ conv: c.id, turn: i, user: t.user, type: null, why: r.error }) + '\n');
    return;
  }
  r.id = session.id; r.cookie = session.cookie;
  // as the page does after loading: its history (a request of its own, so round-robin spreads the sockets too)
  await fetch(`${base}/api/conversations/${session.id}`, { headers: { Cookie: session.cookie } }).catch(() => { });
  for (const [i, t] of c.turns.entries()) {
    const started = Date.now();
    const attempts = [];
    let res;
    for (let a = 0; a < ATTEMPTS; a++) {
      res = await askOnce(ws, session.id, t.user);
      r.sends.push({ turn: i, text: t.user, acked: res.acked });
      attempts.push(res.closed ? (res.acked ? 'connection lost mid-turn' : 'connection lost before the server took the turn')
        : res.timeout ? 'timeout' : res.crossedEvent ? 'event of another conversation' : 'ended');
      if (res.crossedEvent) { r.crossedEvents = (r.crossedEvents || 0) + 1; break; }
      if (!res.closed) break;
      try { ws = await reconnect(session.cookie); } catch (e) { attempts.push(e.message); break; }
    }
    const f = res.final;
    if (f && ['ASSISTANT_MESSAGE', 'CLARIFICATION'].includes(f.type)) r.finals++;
    const rec = { conv: c.id, turn: i, user: t.user, started, ms: Date.now() - started, type: f ? f.type : null,
      message: f && f.type === 'ERROR' ? (f.data?.message || '') : undefined, attempts, notes: res.notes && res.notes.length ? res.notes : undefined };
    outStream.write(JSON.stringify(rec) + '\n');
    (r.turns ||= []).push(rec);
    console.error(`${c.id} t${i}: ${rec.type} ${rec.ms} ms ${attempts.join(', ')}${rec.message ? ' — ' + rec.message : ''}`);
    await sleep(THINK_MS);
  }
  ws.close();
}

const queue = [...convs];
await Promise.all(Array.from({ length: PARALLEL }, async () => { while (queue.length) await runConversation(queue.shift()); }));
await new Promise(r => outStream.end(r));

// ---- checks
const failures = [];
const kills = KILLS && fs.existsSync(KILLS) ? fs.readFileSync(KILLS, 'utf8').trim().split('\n').filter(Boolean).map(l => Number(l.split(' ')[0])) : [];
const lastKill = kills.length ? Math.max(...kills) : 0;
const expected = new Map();
if (EXPECT) for (const l of fs.readFileSync(EXPECT, 'utf8').split('\n').filter(Boolean)) { const x = JSON.parse(l); expected.set(x.conv + '#' + x.turn, x.type); }
let turns = 0, answered = 0, errorsSaid = 0, later = 0, cut = 0, lost = 0, crossed = 0;
for (const r of convResults) {
  if (r.error) { failures.push(`${r.conv}: ${r.error}`); continue; }
  if (r.crossedEvents) { crossed += r.crossedEvents; failures.push(`${r.conv}: received ${r.crossedEvents} event(s) of another conversation`); }
  for (const t of r.turns) {
    turns++;
    if (t.attempts.some(a => a.startsWith('connection lost'))) cut++;
    if (!t.type) { failures.push(`${r.conv} t${t.turn}: no final event (${t.attempts.join(', ')})`); continue; }
    if (t.type === 'ERROR') {
      if (!t.message) failures.push(`${r.conv} t${t.turn}: an ERROR without a message`); else errorsSaid++;
    } else answered++;
    if (t.started > lastKill + GRACE_MS || !kills.length) {
      later++;
      const want = expected.get(r.conv + '#' + t.turn);
      if (want !== undefined && want !== t.type) failures.push(`${r.conv} t${t.turn}: ${t.type}${t.message ? ' (' + t.message + ')' : ''} where the run without kills had ${want}`);
    }
  }
  // read the conversation back through the balancer
  let stored;
  try {
    const res = await fetch(`${base}/api/conversations/${r.id}`, { headers: { Cookie: r.cookie } });
    if (res.status !== 200) throw new Error('HTTP ' + res.status);
    stored = (await res.json()).history;
  } catch (e) { failures.push(`${r.conv}: cannot read it back: ${e.message}`); continue; }
  const users = stored.filter(e => e.type === 'USER_MESSAGE').map(e => e.data.text);
  // per turn, its sends (the first, and those after a lost connection): the stored copies of its text, at this point
  // of the conversation, must number at least the acknowledged sends and at most all of them
  let j = 0;
  for (let k = 0; k < r.sends.length;) {
    const text = r.sends[k].text, turn = r.sends[k].turn;
    let sent = 0, acked = 0;
    for (; k < r.sends.length && r.sends[k].turn === turn; k++) { sent++; if (r.sends[k].acked) acked++; }
    let stored = 0;
    while (j < users.length && users[j] === text && stored < sent) { j++; stored++; }
    if (stored < acked) { lost++; failures.push(`${r.conv}: the acknowledged turn "${text}" is stored ${stored} time(s), sent ${acked} time(s) acknowledged, in order`); }
  }
  for (; j < users.length; j++) {
    const from = owner.get(users[j]);
    if (from && from !== r.conv) { crossed++; failures.push(`${r.conv}: stores "${users[j]}" of ${from}`); }
    else failures.push(`${r.conv}: stores "${users[j]}" out of the order sent`);
  }
  const storedFinals = stored.filter(e => ['ASSISTANT_MESSAGE', 'CLARIFICATION'].includes(e.type)).length;
  if (storedFinals < r.finals) { lost++; failures.push(`${r.conv}: ${r.finals} answers received, ${storedFinals} stored`); }
}
const setTurns = convs.reduce((n, c) => n + c.turns.length, 0);
if (turns !== setTurns) failures.push(`${turns} turns recorded of the set's ${setTurns}`);
console.log(`replica-client: ${convResults.length} conversations, ${turns} turns: ${answered} answered, ${errorsSaid} errors said to the user, ${cut} cut off with their connection and asked again`);
console.log(`replica-client: kills ${kills.length}; ${later} turns started after the last kill (+${GRACE_MS} ms), checked against the run without kills`);
console.log(`replica-client: lost turns ${lost}, crossed conversations ${crossed}`);
for (const f of failures) console.log('replica-client: FAILED: ' + f);
process.exit(failures.length ? 1 : 0);
