import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from '../../modules/apps/schema';
import { emails } from './schema';

const LIST_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listColumns = {
  id: emails.id,
  to: emails.toAddress,
  subject: emails.subject,
  kind: emails.kind,
  status: emails.status,
  createdAt: emails.createdAt,
  appName: apps.name,
  appSlug: apps.slug,
};

/** Limits a query to one account's apps when `accountId` is set. */
const ofAccount = (accountId: string | null | undefined) => (accountId ? eq(apps.accountId, accountId) : undefined);

/** The newest emails of every app (or of one account's apps, or to one address), for the dev mailbox. */
export async function newestEmails(db: Db, args: { to?: string | undefined; accountId?: string | null } = {}) {
  return db
    .select({ ...listColumns, html: emails.html })
    .from(emails)
    .innerJoin(apps, eq(apps.id, emails.appId))
    .where(and(args.to ? sql`lower(${emails.toAddress}) = ${args.to.toLowerCase()}` : undefined, ofAccount(args.accountId)))
    .orderBy(desc(emails.createdAt))
    .limit(LIST_LIMIT);
}

/** One email in full, or null (an id that is not a UUID is simply unknown). */
export async function emailById(db: Db, id: string, args: { accountId?: string | null } = {}) {
  if (!UUID.test(id)) return null;
  const [email] = await db
    .select({ ...listColumns, html: emails.html, text: emails.text, lastError: emails.lastError })
    .from(emails)
    .innerJoin(apps, eq(apps.id, emails.appId))
    .where(and(eq(emails.id, id), ofAccount(args.accountId)));
  return email ?? null;
}
