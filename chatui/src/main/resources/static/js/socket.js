/*
 * The chat WebSocket (/ws): reconnects with back-off, queues what is sent while it is down (or not yet connected:
 * the page connects after loading the history), shows its state in the top bar, and hands every event of this page's
 * conversation to onEvent. hooks.down() is called when an open socket closes (its chat server stopped, or the
 * network or a balancer cut it), hooks.up() when a socket opens again after that.
 */
export function createSocket(conversationId, connection, onEvent, hooks) {
  hooks = hooks || {};
  let ws = null, retry = 0, wasOpen = false;
  const outbox = [];
  function connect() {
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
    ws.onopen = function () {
      retry = 0;
      connection.textContent = 'connected';
      connection.className = 'connection ok';
      const again = wasOpen;
      wasOpen = true;
      if (again && hooks.up) hooks.up();
      while (outbox.length) ws.send(outbox.shift());
    };
    ws.onmessage = function (m) {
      let ev;
      try { ev = JSON.parse(m.data); } catch (e) { return; }
      if (ev.conversationId && ev.conversationId !== conversationId) return;
      onEvent(ev);
    };
    ws.onclose = function () {
      if (wasOpen && connection.className !== 'connection down' && hooks.down) hooks.down();
      connection.textContent = 'reconnecting…';
      connection.className = 'connection down';
      setTimeout(connect, Math.min(10000, 500 * Math.pow(2, retry++)));
    };
  }
  function send(obj) {
    const s = JSON.stringify(obj);
    if (ws && ws.readyState === 1) ws.send(s); else outbox.push(s);
  }
  return { connect, send };
}
