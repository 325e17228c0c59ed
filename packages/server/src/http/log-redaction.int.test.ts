import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../credentials/password';
import { members } from '../modules/members/schema';
import { createApp, createMember } from '../test/factories';
import { openTestDatabase } from '../test/harness';
import { loggerOptions, redactText, redactUrl } from './log-redaction';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.drop());

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The server's own logger, as buildServer configures it.
  return { logger: Fastify({ logger: { ...loggerOptions('info'), stream } }).log, lines };
}

describe('logs keep no secrets', () => {
  it('logs a failed query without its parameters: no email, no password hash', async () => {
    const app = await createApp(database.db, { slug: 'logs' });
    await createMember(database.db, { appId: app.id, email: 'victim@example.test' });
    const hash = await hashPassword('a very secret password');
    const failure = await database.db
      .insert(members)
      .values({ appId: app.id, email: 'victim@example.test', name: 'Copy', passwordHash: hash, timezone: 'UTC' })
      .then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // The raw error does carry them: this is what the log must not.
    expect(JSON.stringify({ message: (failure as Error).message, cause: String((failure as Error).cause) }) + JSON.stringify(failure)).toMatch(/victim@example\.test|scrypt\$/);
    const { logger, lines } = capture();
    logger.error({ msg: 'unhandled error', err: failure });
    logger.error({ msg: 'another shape', error: failure, password: 'hunter2', nested: { token: 'abc123', user: 'someone@example.test' } });
    const text = lines.join('');
    expect(text).toContain('unhandled error');
    for (const secret of ['victim@example.test', hash, 'scrypt$', 'hunter2', 'abc123', 'someone@example.test']) expect(text).not.toContain(secret);
  });

  it('logs no Stripe key or webhook secret, even inside a message', () => {
    expect(redactText('Invalid API Key provided: sk_test_51AbCdEf and whsec_xyz123')).toBe('Invalid API Key provided: [stripe secret] and [stripe secret]');
  });

  it('logs request addresses without emails or tokens in the query', () => {
    expect(redactUrl('/api/auth/reset_password?email=ann%40example.test&x=1')).toBe('/api/auth/reset_password?email=[redacted]&x=1');
    expect(redactUrl('/?login_token=abc&page=2')).toBe('/?login_token=[redacted]&page=2');
  });
});
