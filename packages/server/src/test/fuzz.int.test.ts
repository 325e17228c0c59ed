import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildPublishCache } from '../modules/pages/publisher';
import { createAccount, createAccountUser, createApp, createMember, createPage } from './factories';
import { createTestServer, type TestServer } from './harness';

/**
 * Issue 18's fuzzer, ours: every operation of the OpenAPI document (so every new endpoint is covered
 * by being in it) gets bad inputs — wrong types, missing fields, NUL bytes, unpaired surrogates,
 * huge strings, deep nesting, broken JSON and multipart, bad path escapes — as a guest, a member and
 * an owner. No answer may be a 5xx, and every 4xx must be in the one error shape.
 */
type Operation = { method: string; path: string; body?: { required?: string[]; properties?: Record<string, { type?: string }> }; isMultipart: boolean; query: string[] };

let t: TestServer;
const callers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestServer();
  const account = await createAccount(t.db);
  await createAccountUser(t.db, { accountId: account.id, email: 'owner@fuzz.test', password: 'owner-password' });
  const app = await createApp(t.db, { accountId: account.id, slug: 'fuzz' });
  await createPage(t.db, { appId: app.id, path: '/', title: 'Home', isHome: true });
  await rebuildPublishCache(t.db, app.id);
  await createMember(t.db, { appId: app.id, email: 'member@fuzz.test', password: 'member-password' });
  const login = await t.server.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-app-slug': 'fuzz' }, payload: { email: 'member@fuzz.test', password: 'member-password' } });
  const owner = await t.server.inject({ method: 'POST', url: '/api/studio/auth/login', headers: { 'x-tessera-studio': '1' }, payload: { email: 'owner@fuzz.test', password: 'owner-password' } });
  callers.guest = { 'x-app-slug': 'fuzz' };
  callers.member = { 'x-app-slug': 'fuzz', 'x-user-token': login.json().authentication_token };
  callers.owner = { 'x-app-slug': 'fuzz', 'x-tessera-studio': '1', cookie: String(owner.headers['set-cookie']).split(';')[0]! };
});
afterAll(async () => t.close());

function operations(): Operation[] {
  const document = t.server.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Operation['body'] }> }; parameters?: { in: string; name: string }[] }>> };
  // The API and page data; the HTML routes of the front ends are not operations.
  const apiPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/') || path.startsWith('/__/'));
  return apiPaths.flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        body: content['application/json']?.schema,
        isMultipart: path.endsWith('/update_avatar') || path.endsWith('/media'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      };
    }),
  );
}

const HUGE = 'x'.repeat(100_000);
const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : [deep(levels - 1)]);

/** The bad requests for one operation: a handful of URL variants times a handful of bodies. */
function badRequests(op: Operation): InjectOptions[] {
  const url = (fill: string) => op.path.replace(/\{[^}]+\}/g, fill);
  const good = url(randomUUID());
  const urls = [url('%zz'), url('%00'), url('a%ed%a0%80b'), url('x'.repeat(1_000)), `${good}?${op.query.map((q) => `${q}=%00`).join('&') || 'q=%00'}`];
  for (const name of op.query) urls.push(`${good}?${name}=${encodeURIComponent(HUGE.slice(0, 5_000))}`, `${good}?${name}=%ff%fe`, `${good}?${name}[a][b]=1`);
  const requests: InjectOptions[] = urls.map((u) => ({ method: op.method as InjectOptions['method'], url: u }));
  if (op.method === 'GET' || op.method === 'DELETE') return requests;
  const json = (payload: string): InjectOptions => ({ method: op.method as InjectOptions['method'], url: good, payload, headers: { 'content-type': 'application/json' } });
  requests.push(json('{"a":'), json('[]'), json('"text"'), json('123'), json('null'), json(JSON.stringify(deep(200))), json('{}'));
  const props = Object.entries(op.body?.properties ?? {});
  for (const bad of [NUL, SURROGATE, HUGE, 12345, { nested: true }, [1, 2], null]) {
    requests.push(json(JSON.stringify(Object.fromEntries(props.map(([name]) => [name, bad])))));
  }
  for (const [name] of props) requests.push(json(JSON.stringify({ [name]: NUL, [`${name}\u0000`]: 1 })));
  if (op.isMultipart) {
    const multipart = (contentType: string, payload: string): InjectOptions => ({ method: op.method as InjectOptions['method'], url: good, payload, headers: { 'content-type': contentType } });
    requests.push(
      multipart('multipart/form-data', 'no boundary at all'),
      multipart('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated'),
      multipart('multipart/form-data; boundary=XYZ', 'a body without any delimiter'),
      multipart('multipart/form-data; boundary=XYZ', '--XYZ--\r\n'),
    );
  }
  return requests;
}

function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 120)}`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') return `${res.statusCode} not in the error shape: ${res.body.slice(0, 120)}`;
  return null;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx, and answers every 4xx in the one error shape, as a guest, a member and an owner', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(45);
    const problems: string[] = [];
    let count = 0;
    for (const op of ops) {
      for (const request of badRequests(op)) {
        for (const [who, headers] of Object.entries(callers)) {
          // Signing out would turn the member and the owner into guests for the rest of the sweep.
          if (who !== 'guest' && op.path.endsWith('/logout')) continue;
          const res = await t.server.inject({ ...request, headers: { ...headers, ...(request.headers as Record<string, string>) } });
          count += 1;
          const problem = problemWith(res);
          if (problem) problems.push(`${request.method} ${String(request.url).slice(0, 80)} as ${who}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(2_000);
  });

  it('refuses a NUL byte or an unpaired surrogate anywhere with a 400 naming the field', async () => {
    const body = await t.server.inject({ method: 'PUT', url: '/api/subscriber/properties/goal', headers: { ...callers.member, 'content-type': 'application/json' }, payload: '{"value":"a\\u0000b"}' });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.details[0]).toMatchObject({ field: 'body.value', code: 'invalid_characters' });
    const surrogate = await t.server.inject({ method: 'POST', url: '/api/subscribers/swap_exercise', headers: { ...callers.member, 'content-type': 'application/json' }, payload: '{"exercise_id":"\\ud800","alternate_id":"b"}' });
    expect(surrogate.json().error.details[0]).toMatchObject({ field: 'body.exercise_id', code: 'invalid_characters' });
    const query = await t.server.inject({ method: 'GET', url: '/api/content/generic?q=%00', headers: callers.guest });
    expect(query.json().error.details[0]).toMatchObject({ field: 'query.q', code: 'invalid_characters' });
    const path = await t.server.inject({ method: 'GET', url: '/api/block_actions/a%00b', headers: callers.guest });
    expect(path.json().error.details[0]).toMatchObject({ field: 'params.id', code: 'invalid_characters' });
  });

  it('answers a bad %-escape and an over-long parameter in the error shape', async () => {
    const escape = await t.server.inject({ method: 'GET', url: '/api/pages/%zz/path', headers: callers.guest });
    expect(escape.statusCode).toBe(400);
    expect(escape.json().error.code).toBe('bad_request');
    const long = await t.server.inject({ method: 'GET', url: `/api/pages/${'x'.repeat(1_000)}/path`, headers: callers.guest });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('uri_too_long');
  });

  it('answers broken multipart with 400 on the file field', async () => {
    // The sweep signed the member out (it calls logout too): a fresh session.
    const login = await t.server.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-app-slug': 'fuzz' }, payload: { email: 'member@fuzz.test', password: 'member-password' } });
    const headers = { 'x-app-slug': 'fuzz', 'x-user-token': login.json().authentication_token, 'content-type': 'multipart/form-data; boundary=XYZ' };
    const res = await t.server.inject({ method: 'PUT', url: '/api/auth/update_avatar', headers, payload: '--XYZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nunterminated' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'body.avatar', code: 'invalid_multipart' });
  });
});
