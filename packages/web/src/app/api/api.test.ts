import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSubscriberContract } from '@tessera/core/api/subscribers';
import { appEvents } from '../events';
import { api, fetchJson } from './api';
import { getDeviceId } from './ids';
import { setAppSlug, setCredentials } from './request-headers';

// The client itself (addresses, JSON, errors, Retry-After, off-contract answers) is tested in
// core's api-client.test.ts; this is the member app's configuration of it.

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const unauthorized = { error: { code: 'unauthorized', message: 'Please sign in to continue' } };

describe('the member API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCredentials(null);
  });

  it('sends the SPEC §7 headers on every request', async () => {
    setAppSlug('demo');
    const fetchMock = mockFetch(200, {});
    await fetchJson('/__/index.json');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['X-App-Slug']).toBe('demo');
    expect(headers['X-Device-Id']).toBe(getDeviceId());
    expect(headers['X-Standalone']).toBe('false');
    expect(headers['X-Native']).toBe('false');
    expect(headers['X-Client-Width']).toBe(String(window.innerWidth));
    expect(headers['X-Session-Id']).toMatch(/\S+/);
    expect(headers['X-Origin-Href']).toBe(window.location.href);
    expect(headers['X-User-Token']).toBeUndefined();
  });

  it('keeps the device id across loads', () => {
    expect(localStorage.getItem('tessera.device-id')).toBe(getDeviceId());
  });

  it('says the session was rejected when a 401 answers a request that carried the member token', async () => {
    const rejected = vi.fn();
    const stop = appEvents.on('session-rejected', rejected);
    mockFetch(401, unauthorized);
    await expect(api(updateSubscriberContract, { body: { language: 'de' } })).rejects.toMatchObject({ status: 401 });
    expect(rejected).not.toHaveBeenCalled();
    setCredentials({ email: 'mia@example.test', token: 'token-1' });
    await expect(api(updateSubscriberContract, { body: { language: 'de' } })).rejects.toMatchObject({ status: 401 });
    expect(rejected).toHaveBeenCalledWith({ url: '/api/subscribers' });
    stop();
  });
});
