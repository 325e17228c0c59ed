import { WebSocket } from 'ws';

/**
 * A websocket client process of the realtime scenario (forked, several at once, so that neither
 * one process's file descriptors nor one event loop bounds how many sockets are held). The parent
 * says over IPC: open `count` sockets to `url`, `subscribers` of them subscribing to `channel`.
 * Arrivals are stamped with a clock every process shares (timeOrigin + now) on receipt, before the
 * frame is parsed, and reported per message once every subscriber of this process has it.
 */
type Command =
  | { type: 'open'; url: string; count: number; subscribers: number; channel: string }
  | { type: 'expect'; key: string }
  | { type: 'close' };

const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
let subscribers = 0;
const arrivals = new Map<string, number[]>();

function keyOf(text: string): string | null {
  // The message's client_id (Tessera) or the bare server's key: found without parsing the frame.
  const at = text.indexOf('"client_id":"');
  if (at < 0) return null;
  return text.slice(at + 13, text.indexOf('"', at + 13));
}

function open(url: string, channel: string | null): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('error', reject);
    let ready = false;
    socket.on('message', (data) => {
      const at = now();
      const text = String(data);
      if (!ready) {
        ready = true;
        if (!channel) return resolve(socket);
        socket.send(JSON.stringify({ type: 'subscribe', id: 'feed', channel }));
        return;
      }
      if (text.startsWith('{"type":"subscribed"')) return resolve(socket);
      const key = keyOf(text);
      if (key === null) return;
      const list = arrivals.get(key) ?? [];
      list.push(at);
      arrivals.set(key, list);
      if (list.length === subscribers) process.send!({ type: 'arrived', key, at: list });
    });
  });
}

/** A reset while the server's accept queue is full is retried, as a phone would. */
async function openRetrying(url: string, channel: string | null): Promise<WebSocket> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open(url, channel);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

process.on('message', async (command: Command) => {
  if (command.type === 'open') {
    subscribers = command.subscribers;
    try {
      // A hundred at a time: the server's accept queue is finite.
      for (let i = 0; i < command.count; i += 100) {
        const batch = Array.from({ length: Math.min(100, command.count - i) }, (_, j) => openRetrying(command.url, i + j < command.subscribers ? command.channel : null));
        sockets.push(...(await Promise.all(batch)));
      }
      process.send!({ type: 'opened', count: sockets.length });
    } catch (error) {
      process.send!({ type: 'failed', message: String(error) });
    }
  } else if (command.type === 'close') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
