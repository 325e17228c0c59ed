import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = (call: { url: URL; init: RequestInit; body: unknown }) => Reply | Promise<Reply>;

export type ApiCall = { method: string; path: string; search: string; headers: Record<string, string>; body: unknown };

/**
 * Stands in for the server: `'POST /api/auth/login'` → a handler answering status and body. Any
 * call without a handler fails the test loudly. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, headers: { ...(init.headers as Record<string, string>) }, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected call ${method} ${url.pathname}`);
    const reply = typeof handler === 'function' ? await handler({ url, init, body }) : handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const errorBody = (code: string, message: string, details?: unknown) => ({ error: { code, message, ...(details ? { details } : {}) } });
