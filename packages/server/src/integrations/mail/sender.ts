import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { emails } from './schema';
import { cleanHeaderText } from './templates';

export type MailSender = {
  /** True when SMTP is configured; otherwise every method is a no-op and emails stay pending. */
  isEnabled: boolean;
  /** Delivers what is due now, batch after batch, and reports what happened. */
  deliverPending: () => Promise<{ sent: number; failed: number }>;
  /** Closes SMTP connections (after the job runner has stopped). */
  close: () => void;
};

/** The job that delivers the outbox: kicked after enqueueing, and run on an interval for retries and other instances' rows. */
export const DELIVER_MAIL_JOB = 'deliver-mail';

export type MailSenderOptions = {
  db: Db;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it nothing is ever sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Rows claimed per query. */
  batchSize?: number;
  /** Attempts before a row is given up as `failed`. */
  maxAttempts?: number;
  /**
   * Retry schedule, counted from when the email was written: attempt k+1 waits until the row is
   * `retryBaseMs · 2^(k-1)` old (30 s, 1 min, 2 min, 4 min by default), well inside a link's
   * 15-minute life.
   */
  retryBaseMs?: number;
  /**
   * Older undelivered rows are given up: the links in them have expired. This also stops a
   * server that ran without SMTP from mailing its whole backlog the day SMTP is configured, and
   * it releases rows left `sending` by a process that died mid-send.
   */
  maxAgeMs?: number;

};

// `sending` marks a claimed row, so that several server instances (or a kick racing the interval)
// never send the same email twice.
const MAX_ERROR_LENGTH = 500;

type ClaimedEmail = { id: string; toAddress: string; fromName: string; subject: string; html: string; text: string; attempts: number; headers: Record<string, string> | null };

/** An SMTP error's message without the credentials of the SMTP URL, whatever the library put in it. */
export function describeSendError(error: unknown, smtpUrl: string): string {
  let message = error instanceof Error ? error.message : String(error);
  const secrets = new Set<string>([smtpUrl]);
  try {
    const url = new URL(smtpUrl);
    for (const part of [url.password, url.username]) {
      if (part) {
        secrets.add(part);
        secrets.add(decodeURIComponent(part));
      }
    }
  } catch {
    // An unparsable URL cannot have reached nodemailer either; the whole string is still scrubbed.
  }
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length >= 3) message = message.split(secret).join('***');
  }
  return message.slice(0, MAX_ERROR_LENGTH);
}

/** A 5xx reply is the server's final word (unknown mailbox, bad credentials): retrying won't help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, smtpUrl, mailFrom, log } = options;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxAgeMs = options.maxAgeMs ?? 60 * 60_000;

  if (!smtpUrl) {
    const idle = async () => ({ sent: 0, failed: 0 });
    return { isEnabled: false, deliverPending: idle, close: () => {} };
  }

  // Bounded timeouts keep one unreachable server from stalling the queue (nodemailer's socket
  // default is ten minutes). Query parameters of the URL (`?pool=true`) still apply.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });

  async function giveUpOldRows() {
    const cutoff = new Date(Date.now() - maxAgeMs);
    await db
      .update(emails)
      .set({ status: 'failed', lastError: sql`coalesce(${emails.lastError} || ' — ', '') || ${'not delivered in time; the link in it has expired'}` })
      .where(and(or(eq(emails.status, 'pending'), eq(emails.status, 'sending')), lt(emails.createdAt, cutoff)));
  }

  /** Claims due rows atomically: `SKIP LOCKED` lets concurrent claimers take disjoint rows. */
  async function claimBatch(): Promise<ClaimedEmail[]> {
    const due = db
      .select({ id: emails.id })
      .from(emails)
      .where(
        and(
          eq(emails.status, 'pending'),
          or(
            eq(emails.attempts, 0),
            sql`${emails.createdAt} <= now() - make_interval(secs => ${retryBaseMs / 1000}::float8 * power(2, ${emails.attempts} - 1))`,
          ),
        ),
      )
      .orderBy(asc(emails.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(emails)
      .set({ status: 'sending', attempts: sql`${emails.attempts} + 1` })
      .where(and(inArray(emails.id, due), eq(emails.status, 'pending')))
      .returning({
        id: emails.id,
        toAddress: emails.toAddress,
        fromName: emails.fromName,
        subject: emails.subject,
        html: emails.html,
        text: emails.text,
        attempts: emails.attempts,
        headers: emails.headers,
        createdAt: emails.createdAt,
      });
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function sendOne(row: ClaimedEmail): Promise<boolean> {
    try {
      await transport.sendMail({
        from: { name: cleanHeaderText(row.fromName), address: mailFrom },
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        // RFC 3834: tells auto-responders (vacation replies) not to answer.
        headers: { ...row.headers, 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      const lastError = describeSendError(error, smtpUrl!);
      const isGivingUp = row.attempts >= maxAttempts || isPermanent(error);
      await db
        .update(emails)
        .set({ status: isGivingUp ? 'failed' : 'pending', lastError })
        .where(eq(emails.id, row.id));
      log.warn({ msg: isGivingUp ? 'email not delivered; giving up' : 'email not delivered; will retry', emailId: row.id, attempts: row.attempts, err: lastError });
      return false;
    }
    // Outside the try: a database error here must not be recorded as an SMTP failure and retried,
    // which would send the email twice.
    await db.update(emails).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emails.id, row.id));
    return true;
  }

  async function deliverDue() {
    const result = { sent: 0, failed: 0 };
    await giveUpOldRows();
    for (;;) {
      const batch = await claimBatch();
      if (batch.length === 0) return result;
      for (const row of batch) {
        if (await sendOne(row)) result.sent += 1;
        else result.failed += 1;
      }
      if (batch.length < batchSize) return result;
    }
  }

  return { isEnabled: true, deliverPending: deliverDue, close: () => transport.close() };
}
