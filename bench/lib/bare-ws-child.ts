import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The realtime scenario's floor, in its own process as Tessera is: a bare `ws` server that greets
 * each socket, answers any message with `subscribed` (so the same clients drive both), and on
 * `broadcast` writes one event frame to every subscribed socket. `measure` answers its memory
 * after a full collection (run with --expose-gc).
 */
const http = createServer();
const wss = new WebSocketServer({ server: http });
const subscribed = new Set<WebSocket>();
wss.on('connection', (socket) => {
  socket.send('{"type":"ready"}');
  socket.on('message', () => {
    subscribed.add(socket);
    socket.send('{"type":"subscribed","id":"feed"}');
  });
  socket.on('close', () => subscribed.delete(socket));
});
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  process.send!({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (command: { type: 'broadcast'; key: string } | { type: 'measure' } | { type: 'close' }) => {
  if (command.type === 'broadcast') {
    const frame = Buffer.from(JSON.stringify({ type: 'event', id: 'feed', event: { type: 'message.created', message: { client_id: command.key } } }));
    for (const socket of subscribed) socket.send(frame);
  } else if (command.type === 'measure') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send!({ type: 'memory', rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed });
  } else {
    wss.close();
    http.close();
    process.exit(0);
  }
});
