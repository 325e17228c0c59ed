import { appError } from '@tessera/core/error-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { setDocumentHeaders, type SecurityHeaders } from '../../http/security';
import { emailById, newestEmails } from './dev-mailbox';
import { mailboxEmailPage, mailboxListPage, mailboxNotFoundPage } from './dev-mailbox-pages';
import { extractLinks } from './html';

const jsonQuerySchema = z.object({ to: z.string().trim().max(320).optional() });

const isLoopback = (address: string | undefined) => !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

/** Who may read which mail: everything from this machine, an owner their own apps' mail, nobody else. */
type Reader = { accountId: string | null };

/**
 * The dev mailbox: emails as they would have been sent, for people and tests working without SMTP.
 * It holds sign-in and reset links, so it is registered only outside production, and even there it
 * answers only a request from this machine (all apps' mail: a newcomer sees everything in one place)
 * or a signed-in studio owner (their account's apps only). Anyone else gets 404.
 */
export function registerDevMailbox(
  server: FastifyInstance,
  args: { db: Db; security: SecurityHeaders; ownerAccountOf?: (request: FastifyRequest) => Promise<string | null> },
) {
  const { db, security } = args;

  async function readerOf(request: FastifyRequest): Promise<Reader> {
    // Both the socket and the client address behind a trusted proxy must be this machine.
    if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return { accountId: null };
    const accountId = (await args.ownerAccountOf?.(request)) ?? null;
    if (accountId) return { accountId };
    throw appError('not_found');
  }

  server.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const reader = await readerOf(request);
    const items = await newestEmails(db, { accountId: reader.accountId });
    setDocumentHeaders(reply, security);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mailboxListPage(items));
  });

  server.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    setDocumentHeaders(reply, security);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const reader = await readerOf(request);
    const email = await emailById(db, request.params.id, { accountId: reader.accountId });
    if (!email) return reply.code(404).send(mailboxNotFoundPage());
    return reply.send(mailboxEmailPage({ ...email, links: extractLinks(email.html) }));
  });

  server.get('/dev/mailbox.json', { schema: { hide: true } }, async (request, reply) => {
    const reader = await readerOf(request);
    const parsed = jsonQuerySchema.safeParse(request.query);
    const to = parsed.success ? parsed.data.to : undefined;
    const rows = await newestEmails(db, { to, accountId: reader.accountId });
    reply.header('cache-control', 'no-store');
    return {
      emails: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        kind: row.kind,
        status: row.status,
        app_slug: row.appSlug,
        created_at: row.createdAt.toISOString(),
        links: extractLinks(row.html),
      })),
    };
  });
}
