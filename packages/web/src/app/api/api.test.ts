import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@tessera/core/contract';
import { AppError } from '@tessera/core/errors';
import { api } from './api';
import { getDeviceId } from './ids';
import { setAppSlug } from './request-headers';

const contract = defineContract({
  method: 'POST',
  path: '/things/:id/rename',
  summary: 'test',
  tags: ['test'],
  params: z.object({ id: z.string() }),
  query: z.object({ force: z.boolean() }),
  body: z.object({ title: z.string() }),
  response: z.object({ title: z.string() }),
});

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the URL, sends JSON with the SPEC §7 headers and parses the answer', async () => {
    setAppSlug('demo');
    const fetchMock = mockFetch(200, { title: 'New' });
    const result = await api(contract, { params: { id: 'a b' }, query: { force: true }, body: { title: 'New' } });
    expect(result).toEqual({ title: 'New' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/a%20b/rename?force=true');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"title":"New"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['X-App-Slug']).toBe('demo');
    expect(headers['X-Device-Id']).toBe(getDeviceId());
    expect(headers['X-Standalone']).toBe('false');
    expect(headers['X-Native']).toBe('false');
    expect(headers['X-Client-Width']).toBe(String(window.innerWidth));
    expect(headers['X-Session-Id']).toMatch(/\S+/);
    expect(headers['X-Origin-Href']).toBe(window.location.href);
  });

  it('keeps the device id across loads', () => {
    expect(localStorage.getItem('tessera.device-id')).toBe(getDeviceId());
  });

  it('turns an error body into an AppError', async () => {
    mockFetch(409, { error: { code: 'existing_subscription', message: 'You already subscribe to this product.' } });
    const error = await api(contract, { params: { id: 'x' }, query: { force: false }, body: { title: 't' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'existing_subscription', status: 409, message: 'You already subscribe to this product.' });
  });

  it('turns a network failure into an AppError', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api(contract, { params: { id: 'x' }, query: { force: false }, body: { title: 't' } })).rejects.toMatchObject({ code: 'network_error' });
  });

  it('rejects an answer that does not match the contract', async () => {
    mockFetch(200, { nope: true });
    await expect(api(contract, { params: { id: 'x' }, query: { force: false }, body: { title: 't' } })).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
