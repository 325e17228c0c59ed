import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadStudioMediaContract } from '@tessera/core/api/studio-media';
import { studioMembersContract } from '@tessera/core/api/studio';
import { AppError } from '@tessera/core/errors';
import { isUnauthorized, studioApi, studioUpload } from './studio-api';

// The client itself (addresses, JSON, errors, Retry-After, off-contract answers) is tested in
// core's api-client.test.ts; this is the studio's configuration of it.

function reply(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const appId = '7f1c1d2e-0b1a-4c5d-9e8f-0a1b2c3d4e5f';

describe('the studio API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the CSRF header with same-origin credentials', async () => {
    const fetchMock = reply(200, { items: [], page: 1, per_page: 10, total_count: 0 });
    await studioApi(studioMembersContract, { params: { appId }, query: { page: 1, per_page: 10 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/studio/apps/${appId}/members?page=1&per_page=10`);
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-Tessera-Studio': '1' });
  });

  it('sends an upload with the same header', async () => {
    const fetchMock = reply(500, { error: { code: 'internal_error', message: 'Something went wrong' } });
    const form = new FormData();
    await expect(studioUpload(uploadStudioMediaContract, { params: { appId } }, form)).rejects.toMatchObject({ code: 'internal_error' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['X-Tessera-Studio']).toBe('1');
  });

  it('knows a 401 for what it is', () => {
    expect(isUnauthorized(new AppError({ code: 'studio_sign_in_required', status: 401, message: 'x' }))).toBe(true);
    expect(isUnauthorized(new AppError({ code: 'forbidden', status: 403, message: 'x' }))).toBe(false);
    expect(isUnauthorized(new Error('x'))).toBe(false);
  });
});
