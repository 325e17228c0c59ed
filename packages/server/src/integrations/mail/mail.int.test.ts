import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { emails } from './schema';
import { securityHeaders } from '../../http/security';
import { createApp } from '../../test/factories';
import { openTestDatabase } from '../../test/harness';
import { registerDevMailbox } from './dev-mailbox-routes';
import { enqueueEmail, enqueueRenderedEmail, type EnqueueEmailInput } from './outbox';
import { listUnsubscribeHeaders, renderNotificationEmail } from './notification-email';
import { createJobRunner } from '../../jobs/runner';
import { createMailSender, DELIVER_MAIL_JOB, type MailSenderOptions } from './sender';

type Received = { from: string; to: string[]; raw: string };
type TestSmtp = { url: string; received: Received[]; close: () => Promise<void> };

/** A real SMTP server on loopback; `options` lets a test make it refuse. */
async function startSmtp(options: Partial<SMTPServerOptions> = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, and AUTH allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:s3cret-Passw0rd@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable (soft breaks, =XX), enough to find a link in the raw message. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const warnings: unknown[] = [];
const log = { info: () => {}, warn: (entry: unknown) => warnings.push(entry), error: (entry: unknown) => warnings.push(entry) };

let database: Database & { drop: () => Promise<void> };
let appId: string;
let smtp: TestSmtp | undefined;
let stopSender: (() => Promise<void>) | undefined;

function sender(options: Partial<MailSenderOptions> & { smtpUrl: string | undefined }) {
  const created = createMailSender({ db: database.db, mailFrom: 'no-reply@tessera.test', log, retryBaseMs: 0, ...options });
  stopSender = async () => created.close();
  return created;
}

const LINK = 'https://demo.example.com/#auth/passwordless?token=tok-123&email=ann%40example.test';
const input = (overrides: Partial<EnqueueEmailInput> = {}): EnqueueEmailInput => ({
  appId,
  to: 'ann@example.test',
  kind: 'passwordless',
  locale: 'en',
  appName: 'Demo',
  primaryColor: '#5c29d3',
  link: LINK,
  expiresInMinutes: 15,
  ...overrides,
});

async function row(id: string) {
  const [found] = await database.db.select().from(emails).where(eq(emails.id, id));
  return found!;
}

beforeAll(async () => {
  database = await openTestDatabase();
  appId = (await createApp(database.db, { slug: 'mail-app', name: 'Demo' })).id;
});
afterAll(async () => database.drop());
beforeEach(async () => {
  await database.db.delete(emails);
  warnings.length = 0;
});
afterEach(async () => {
  await stopSender?.();
  stopSender = undefined;
  await smtp?.close();
  smtp = undefined;
});

describe('enqueueEmail', () => {
  it('writes a pending, rendered email that exists only if the transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, input({ to: 'rolled-back@example.test' }));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(emails)).toEqual([]);

    const id = await database.db.transaction((tx) => enqueueEmail(tx, input({ locale: 'fr' })));
    const stored = await row(id);
    expect(stored).toMatchObject({ appId, toAddress: 'ann@example.test', fromName: 'Demo', kind: 'passwordless', status: 'pending', attempts: 0, sentAt: null });
    expect(stored.subject).toBe('Votre lien de connexion à Demo');
    expect(stored.html).toContain('href="https://demo.example.com/#auth/passwordless?token=tok-123&amp;email=ann%40example.test"');
    expect(stored.text).toContain(LINK);
  });
});

describe('mail sender', () => {
  it('without SMTP does nothing: emails stay pending for the dev mailbox', async () => {
    const id = await enqueueEmail(database.db, input());
    const idle = sender({ smtpUrl: undefined });
    expect(idle.isEnabled).toBe(false);
    expect(await idle.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect((await row(id)).status).toBe('pending');
  });

  it('delivers over real SMTP, and the message read back has the subject, recipient, sender and link', async () => {
    smtp = await startSmtp();
    const id = await enqueueEmail(database.db, input({ appName: 'Demo Fitness' }));
    const mail = sender({ smtpUrl: smtp.url });

    expect(await mail.deliverPending()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['ann@example.test']);
    expect(message!.from).toBe('no-reply@tessera.test');
    expect(message!.raw).toMatch(/^Subject: Your sign-in link for Demo Fitness\r?$/m);
    expect(message!.raw).toMatch(/^To: ann@example\.test\r?$/m);
    expect(message!.raw).toMatch(/^From: "?Demo Fitness"? <no-reply@tessera\.test>\r?$/m);
    expect(message!.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    expect(message!.raw).toMatch(/Content-Type: text\/plain/);
    expect(message!.raw).toMatch(/Content-Type: text\/html/);
    expect(decodeQuotedPrintable(message!.raw)).toContain(LINK);

    const sent = await row(id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toBeNull();
    // Nothing is sent twice.
    expect(await mail.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a notification email with the RFC 8058 List-Unsubscribe headers and the footer link', async () => {
    smtp = await startSmtp();
    const oneClick = 'https://demo.example.test/api/notifications/unsubscribe/one-click?subscriber_id=7&type=reminders&token=1.abc';
    const email = renderNotificationEmail({
      locale: 'de',
      appName: 'Demo Fitness',
      primaryColor: '#5c29d3',
      title: 'Heute: Yoga',
      body: 'Studio A',
      link: 'https://demo.example.test/yoga',
      unsubscribeLink: 'https://demo.example.test/unsubscribe-from-email?subscriber_id=7&type=reminders&token=1.abc',
    });
    await enqueueRenderedEmail(database.db, { appId, to: 'ann@example.test', appName: 'Demo Fitness', kind: 'notification_reminder', email, headers: listUnsubscribeHeaders(oneClick) });
    expect(await sender({ smtpUrl: smtp.url }).deliverPending()).toEqual({ sent: 1, failed: 0 });
    const raw = smtp.received[0]!.raw;
    expect(raw.replace(/\r?\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    const text = decodeQuotedPrintable(raw);
    expect(text).toContain('Diese E-Mails abbestellen');
    expect(text).toContain('/unsubscribe-from-email?subscriber_id=7');
  });

  it('keeps non-ASCII subjects and sender names intact (Arabic)', async () => {
    smtp = await startSmtp();
    await enqueueEmail(database.db, input({ locale: 'ar', appName: 'نادي' }));
    await sender({ smtpUrl: smtp.url }).deliverPending();
    const raw = smtp.received[0]!.raw;
    const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)![1]!;
    const decoded = subject.replace(/\r?\n[ \t]/g, '').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
    expect(decoded.trim()).toBe('رابط تسجيل الدخول إلى نادي');
  });

  it('retries a temporary refusal, records the error without credentials, and gives up after 5 attempts', async () => {
    smtp = await startSmtp({
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
    });
    const id = await enqueueEmail(database.db, input());
    const mail = sender({ smtpUrl: smtp.url });

    expect(await mail.deliverPending()).toEqual({ sent: 0, failed: 1 });
    const first = await row(id);
    expect(first.status).toBe('pending');
    expect(first.attempts).toBe(1);
    expect(first.lastError).toMatch(/451/);
    expect(first.lastError).not.toContain('s3cret-Passw0rd');

    for (let i = 2; i <= 5; i += 1) await mail.deliverPending();
    const last = await row(id);
    expect(last.status).toBe('failed');
    expect(last.attempts).toBe(5);
    expect(await mail.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect((await row(id)).attempts).toBe(5);
    expect(JSON.stringify(warnings)).not.toContain('s3cret-Passw0rd');
  });

  it('waits between retries when a retry interval is set', async () => {
    smtp = await startSmtp({
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('Greylisted'), { responseCode: 451 })),
    });
    const id = await enqueueEmail(database.db, input());
    const mail = sender({ smtpUrl: smtp.url, retryBaseMs: 60_000 });
    await mail.deliverPending();
    await mail.deliverPending();
    expect((await row(id)).attempts).toBe(1);
  });

  it('gives up at once on a permanent refusal (bad credentials), without the password in the error', async () => {
    smtp = await startSmtp({
      authOptional: false,
      onAuth: (_auth, _session, callback) => callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 })),
    });
    const id = await enqueueEmail(database.db, input());
    expect(await sender({ smtpUrl: smtp.url }).deliverPending()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/535|auth/i);
    expect(failed.lastError).not.toContain('s3cret-Passw0rd');
    expect(failed.lastError).not.toContain('mailer');
  });

  it('records an unreachable server and retries it', async () => {
    smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close();
    smtp = undefined;
    const id = await enqueueEmail(database.db, input());
    expect(await sender({ smtpUrl: url }).deliverPending()).toEqual({ sent: 0, failed: 1 });
    const stored = await row(id);
    expect(stored.status).toBe('pending');
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(stored.lastError).not.toContain('s3cret-Passw0rd');
  });

  it('sends every email exactly once when two senders run at the same time', async () => {
    smtp = await startSmtp();
    for (let i = 0; i < 7; i += 1) await enqueueEmail(database.db, input({ to: `person${i}@example.test` }));
    const a = createMailSender({ db: database.db, smtpUrl: smtp.url, mailFrom: 'no-reply@tessera.test', log, batchSize: 2 });
    const b = createMailSender({ db: database.db, smtpUrl: smtp.url, mailFrom: 'no-reply@tessera.test', log, batchSize: 2 });
    const results = await Promise.all([a.deliverPending(), b.deliverPending(), a.deliverPending()]);
    a.close();
    b.close();
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(7);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `person${i}@example.test`));
    expect(await database.db.select().from(emails).where(eq(emails.status, 'sent'))).toHaveLength(7);
  });

  it('gives up emails too old to matter instead of sending them late', async () => {
    smtp = await startSmtp();
    const id = await enqueueEmail(database.db, input());
    await database.db.update(emails).set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) }).where(eq(emails.id, id));
    expect(await sender({ smtpUrl: smtp.url }).deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    const stale = await row(id);
    expect(stale.status).toBe('failed');
    expect(stale.lastError).toMatch(/expired/);
  });

  it('is delivered by the job runner: soon after a kick, and on its interval until the runner stops', async () => {
    smtp = await startSmtp();
    const mail = sender({ smtpUrl: smtp.url });
    const jobs = createJobRunner({ log });
    jobs.define({ name: DELIVER_MAIL_JOB, everyMs: 60_000, kickDelayMs: 10, run: mail.deliverPending });
    jobs.start();
    await enqueueEmail(database.db, input());
    jobs.kick(DELIVER_MAIL_JOB);
    jobs.kick(DELIVER_MAIL_JOB); // debounced: still one delivery pass
    await expect.poll(() => smtp!.received.length, { timeout: 5_000 }).toBe(1);
    await jobs.stop();
    await enqueueEmail(database.db, input({ to: 'later@example.test' }));
    jobs.kick(DELIVER_MAIL_JOB);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });
});

describe('dev mailbox', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = Fastify();
    registerDevMailbox(server, { db: database.db, security: securityHeaders({ isHttps: false }) });
    await server.ready();
  });
  afterAll(async () => server.close());

  const HOSTILE = '<script>alert(1)</script>"Club"';

  it('lists the newest emails of all apps, escaped, with document security headers', async () => {
    const otherApp = await createApp(database.db, { slug: 'other-app', name: 'Other <b>app</b>' });
    await enqueueEmail(database.db, input({ appName: HOSTILE, to: 'eve@example.test' }));
    await enqueueEmail(database.db, input({ appId: otherApp.id, appName: 'Other', kind: 'reset_password', to: 'bob@example.test' }));

    const res = await server.inject('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('eve@example.test');
    expect(res.body).toContain('bob@example.test');
    expect(res.body).toContain('Reset your Other password');
    expect(res.body).toContain('Other &lt;b&gt;app&lt;/b&gt;');
    expect(res.body).toContain('Your sign-in link for &lt;script&gt;alert(1)&lt;/script&gt;&quot;Club&quot;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<b>app');
    expect(res.body.indexOf('bob@example.test')).toBeLessThan(res.body.indexOf('eve@example.test'));
    expect(res.body).toMatch(/href="\/dev\/mailbox\/[0-9a-f-]{36}"/);
  });

  it('shows one email: its HTML sandboxed in srcdoc, and its links as anchors to click', async () => {
    const id = await enqueueEmail(database.db, input({ appName: HOSTILE }));
    const res = await server.inject(`/dev/mailbox/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.body).toContain('<dd>ann@example.test</dd>');
    expect(res.body).toContain(`<li><a href="${LINK.replace('&', '&amp;')}">`);
    const srcdoc = /<iframe sandbox title="Email body" srcdoc="([^"]*)"><\/iframe>/.exec(res.body);
    expect(srcdoc).not.toBeNull();
    expect(srcdoc![1]).toContain('&lt;!DOCTYPE html&gt;');
    // The app name was escaped once in the email, and again into srcdoc.
    expect(srcdoc![1]).toContain('&amp;lt;script&amp;gt;');
    expect(res.body).not.toContain('<script>');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await server.inject('/dev/mailbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await server.inject('/dev/mailbox/%3Cscript%3E');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).not.toContain('<script>');
  });

  it('answers JSON of the newest emails to one address, with their links', async () => {
    const older = await enqueueEmail(database.db, input({ to: 'Zoe@Example.test' }));
    await database.db.update(emails).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(emails.id, older));
    const newer = await enqueueEmail(database.db, input({ to: 'zoe@example.test', kind: 'reset_password', link: 'https://demo.example.com/#auth/reset?token=r1' }));
    await enqueueEmail(database.db, input({ to: 'someone-else@example.test' }));

    const res = await server.inject('/dev/mailbox.json?to=ZOE@example.test');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ emails: { id: string; to: string; subject: string; kind: string; created_at: string; links: string[] }[] }>();
    expect(body.emails.map((e) => e.id)).toEqual([newer, older]);
    expect(body.emails[0]).toMatchObject({ to: 'zoe@example.test', kind: 'reset_password', subject: 'Reset your Demo password', links: ['https://demo.example.com/#auth/reset?token=r1'] });
    expect(body.emails[1]!.links).toEqual([LINK]);
    expect(new Date(body.emails[0]!.created_at).toISOString()).toBe(body.emails[0]!.created_at);

    const all = (await server.inject('/dev/mailbox.json')).json<{ emails: unknown[] }>();
    expect(all.emails).toHaveLength(3);
  });
});
