import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioLoginContract, studioMembersContract } from '@tessera/core/api/studio';
import { AppError } from '@tessera/core/errors';
import { StudioApiError, studioApi } from './studio-api';

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const appId = '7f1c1d2e-0b1a-4c5d-9e8f-0a1b2c3d4e5f';

describe('studioApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the address from the contract and sends the CSRF header with same-origin credentials', async () => {
    const fetchMock = reply(200, { items: [], page: 2, per_page: 10, total_count: 0 });
    const result = await studioApi(studioMembersContract, { params: { appId }, query: { term: 'a b', page: 2, per_page: 10 } });
    expect(result).toEqual({ items: [], page: 2, per_page: 10, total_count: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/studio/apps/${appId}/members?term=a+b&page=2&per_page=10`);
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['X-Tessera-Studio']).toBe('1');
  });

  it('turns an error body into an AppError with the Retry-After of a 429', async () => {
    reply(429, { error: { code: 'rate_limited', message: 'Too many requests' } }, { 'Retry-After': '30' });
    const error = await studioApi(studioLoginContract, { body: { email: 'a@b.test', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(StudioApiError);
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: 30 });
  });

  it('turns a network failure and an off-contract answer into AppErrors', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(studioApi(studioLoginContract, { body: { email: 'a@b.test', password: 'x' } })).rejects.toMatchObject({ code: 'network_error' });
    reply(200, { owner: { id: 1 } });
    await expect(studioApi(studioLoginContract, { body: { email: 'a@b.test', password: 'x' } })).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
