import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { setDocumentHeaders, type SecurityHeaders } from '../../http/security';
import { emailById, newestEmails } from './dev-mailbox';
import { mailboxEmailPage, mailboxListPage, mailboxNotFoundPage } from './dev-mailbox-pages';
import { extractLinks } from './html';

const jsonQuerySchema = z.object({ to: z.string().trim().max(320).optional() });

/**
 * The dev mailbox: every email of every app, for people and tests working without SMTP. It shows
 * sign-in links to anyone who can reach it, so the caller registers it only outside production.
 * Routes sit outside the tenant scope on purpose: a newcomer sees all apps' mail in one place.
 */
export function registerDevMailbox(server: FastifyInstance, args: { db: Db; security: SecurityHeaders }) {
  const { db, security } = args;

  server.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const items = await newestEmails(db);
    setDocumentHeaders(reply, security);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mailboxListPage(items));
  });

  server.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    setDocumentHeaders(reply, security);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const email = await emailById(db, request.params.id);
    if (!email) return reply.code(404).send(mailboxNotFoundPage());
    return reply.send(mailboxEmailPage({ ...email, links: extractLinks(email.html) }));
  });

  server.get('/dev/mailbox.json', { schema: { hide: true } }, async (request, reply) => {
    const parsed = jsonQuerySchema.safeParse(request.query);
    const to = parsed.success ? parsed.data.to : undefined;
    const rows = await newestEmails(db, { to });
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
