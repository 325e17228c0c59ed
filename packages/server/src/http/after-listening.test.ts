import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LISTENING_DELAY_MS, afterListening } from './after-listening';

const servers: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function serverWith(work: () => void) {
  const server = Fastify({ logger: false });
  servers.push(server);
  afterListening(server, work);
  return server;
}

describe('afterListening', () => {
  it('runs the work a moment after the server listens, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const work = vi.fn();
    const server = serverWith(work);
    await server.listen({ port: 0, host: '127.0.0.1' });
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AFTER_LISTENING_DELAY_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs the work of a server that only answers inject()', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const work = vi.fn();
    const server = serverWith(work);
    server.get('/', async () => 'ok');
    expect((await server.inject('/')).statusCode).toBe(200);
    vi.advanceTimersByTime(10 * AFTER_LISTENING_DELAY_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
