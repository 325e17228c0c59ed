import { vi } from 'vitest';

export type FakeRequest = { method: string; url: URL; headers: Headers; body: unknown; credentials: RequestCredentials | undefined };
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

/**
 * Stubs fetch with a table of "METHOD /api/path" → handler, and records every request, so tests
 * assert on what the studio sent as well as on what it showed. An unplanned call fails loudly.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      // JSON as the value it was; an upload's FormData as it is.
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${request.method} ${url.pathname}`);
    const reply = await handler(request);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests to one path (without the query). */
    to: (method: string, pathname: string) => requests.filter((r) => r.method === method && r.url.pathname === pathname),
  };
}

export const unauthorizedReply: Reply = { status: 401, body: { error: { code: 'unauthorized', message: 'Authentication required' } } };
