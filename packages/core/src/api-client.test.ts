import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiUrl, createApiClient, fieldIssuesOf, parseRetryAfter, readAnswer } from './api-client';
import { defineContract } from './contract';
import { AppError } from './errors';

const renameContract = defineContract({
  method: 'POST',
  path: '/things/:id/rename',
  summary: 'test',
  tags: ['test'],
  params: z.object({ id: z.string() }),
  query: z.object({ force: z.boolean() }),
  body: z.object({ title: z.string() }),
  response: z.object({ title: z.string() }),
});

const listContract = defineContract({
  method: 'GET',
  path: '/things',
  summary: 'test',
  tags: ['test'],
  query: z.object({ term: z.string(), page: z.number() }),
  response: z.object({ items: z.array(z.string()) }),
});

const deleteContract = defineContract({ method: 'DELETE', path: '/things/:id', summary: 'test', tags: ['test'], params: z.object({ id: z.string() }), response: z.undefined() });

type Sent = { method?: string; headers?: Record<string, string>; body?: unknown; signal?: AbortSignal; credentials?: string };

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: Sent) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const rename = { params: { id: 'x' }, query: { force: false }, body: { title: 't' } };

describe('createApiClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the address from the contract, sends JSON with the app headers and same-origin credentials, and checks the answer', async () => {
    const fetchMock = reply(200, { title: 'New' });
    const client = createApiClient({ headers: () => ({ 'X-App': 'demo' }) });
    const result = await client.call(renameContract, { params: { id: 'a b' }, query: { force: true }, body: { title: 'New' } });
    expect(result).toEqual({ title: 'New' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/a%20b/rename?force=true');
    expect(init).toMatchObject({ method: 'POST', body: '{"title":"New"}', credentials: 'same-origin' });
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-App': 'demo', 'Content-Type': 'application/json' });
  });

  it('asks for the headers on every request, and lets a call add its own', async () => {
    const fetchMock = reply(200, { items: [] });
    let token = 'one';
    const client = createApiClient({ headers: () => ({ 'X-Token': token }) });
    await client.call(listContract, { query: { term: 'a b', page: 2 } });
    token = 'two';
    await client.call(listContract, { query: { term: 'c', page: 1 } }, { headers: { 'X-Extra': '1' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things?term=a+b&page=2');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ Accept: 'application/json', 'X-Token': 'one' });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toEqual({ Accept: 'application/json', 'X-Token': 'two', 'X-Extra': '1' });
  });

  it('answers 204 with no body', async () => {
    reply(204, undefined);
    await expect(createApiClient({ headers: () => ({}) }).call(deleteContract, { params: { id: 'x' } })).resolves.toBeUndefined();
  });

  it('turns an error body into an ApiError (an AppError) with the Retry-After of a 429', async () => {
    reply(429, { error: { code: 'too_many_requests', message: 'Too many attempts. Please try again later.' } }, { 'Retry-After': '30' });
    const error = await createApiClient({ headers: () => ({}) }).call(renameContract, rename).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'too_many_requests', status: 429, retryAfterSeconds: 30 });
  });

  it('keeps the code, message and details of an error body', async () => {
    const details = [{ field: 'body.email', code: 'email_taken', message: 'This email address already exists, login to continue' }];
    reply(409, { error: { code: 'email_taken', message: 'This email address already exists, login to continue', details } });
    const error = await createApiClient({ headers: () => ({}) }).call(renameContract, rename).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'email_taken', status: 409, details, retryAfterSeconds: undefined });
  });

  it('turns a body that is not an error (or not JSON) into unknown_error with the status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(createApiClient({ headers: () => ({}) }).call(renameContract, rename)).rejects.toMatchObject({ code: 'unknown_error', status: 502 });
  });

  it('turns a network failure into network_error', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await createApiClient({ headers: () => ({}) }).call(renameContract, rename).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network_error', status: 503, message: 'Something went wrong' });
  });

  it('lets a cancelled request reject with its AbortError, which is not a failure to report', async () => {
    const aborted = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(aborted)));
    await expect(createApiClient({ headers: () => ({}) }).call(renameContract, rename)).rejects.toBe(aborted);
  });

  it('rejects an answer that does not match the contract', async () => {
    reply(200, { nope: true });
    const error = await createApiClient({ headers: () => ({}) }).call(renameContract, rename).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_response', status: 500, message: 'Something went wrong' });
  });

  it('tells the app of a 401, with the headers the request carried', async () => {
    reply(401, { error: { code: 'unauthorized', message: 'Please sign in to continue' } });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ headers: () => ({ 'X-Token': 'old' }), onUnauthorized });
    await expect(client.call(renameContract, rename)).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith({ url: '/api/things/x/rename?force=false', headers: expect.objectContaining({ 'X-Token': 'old' }) });
  });

  it('uploads a form as it is, so the runtime writes the multipart Content-Type', async () => {
    const fetchMock = reply(201, { title: 'photo' });
    const form = new FormData();
    form.append('file', 'bytes');
    const client = createApiClient({ headers: () => ({ 'X-App': 'demo' }), base: '/api' });
    await expect(client.upload(renameContract, rename, form)).resolves.toEqual({ title: 'photo' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-App': 'demo' });
  });

  it('fetches any JSON address with the same headers and errors', async () => {
    const fetchMock = reply(200, { anything: 1 });
    const client = createApiClient({ headers: () => ({ 'X-App': 'demo' }) });
    await expect(client.fetchJson('/__/index.json?ts=1')).resolves.toEqual({ anything: 1 });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', headers: { Accept: 'application/json', 'X-App': 'demo' } });
    reply(404, { error: { code: 'page_not_found', message: 'Page Not Found' } });
    await expect(client.fetchJson('/__/missing/index.json')).rejects.toMatchObject({ code: 'page_not_found', status: 404 });
  });
});

describe('apiUrl', () => {
  it('fills in params and query under a base', () => {
    expect(apiUrl(renameContract, { params: { id: 'a/b' }, query: { force: true } })).toBe('/api/things/a%2Fb/rename?force=true');
    expect(apiUrl(listContract, { query: { term: 'x', page: 1 } }, '/other')).toBe('/other/things?term=x&page=1');
  });
});

describe('readAnswer', () => {
  it('checks a 2xx answer and throws the error of any other', () => {
    expect(readAnswer(renameContract, { status: 200, body: { title: 'a' }, retryAfter: null })).toEqual({ title: 'a' });
    expect(() => readAnswer(renameContract, { status: 413, body: { error: { code: 'file_too_large', message: 'Image too large' } }, retryAfter: null })).toThrow(
      expect.objectContaining({ code: 'file_too_large', status: 413 }),
    );
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('12.2')).toBe(13);
    expect(parseRetryAfter('-5')).toBe(0);
    vi.useFakeTimers({ now: Date.parse('2025-01-01T00:00:00Z') });
    try {
      expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:30 GMT')).toBe(90);
      expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT')).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('fieldIssuesOf', () => {
  it('keeps the details shaped like field issues', () => {
    const issue = { field: 'body.name', code: 'too_long', message: 'Must be at most 120 characters.', params: { max: 120 } };
    const error = new AppError({ code: 'validation_failed', status: 400, message: 'x', details: [issue, { field: 1 }, 'nope', { field: 'body.a', message: 'Field is required.' }] });
    expect(fieldIssuesOf(error)).toEqual([issue, { field: 'body.a', message: 'Field is required.' }]);
    expect(fieldIssuesOf(new AppError({ code: 'x', status: 400, message: 'x', details: { problems: [] } }))).toEqual([]);
    expect(fieldIssuesOf(new Error('x'))).toEqual([]);
  });
});
