import { desc, eq, sql } from 'drizzle-orm';
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

/** The newest emails of every app (or of one address), for the dev mailbox. */
export async function newestEmails(db: Db, args: { to?: string | undefined } = {}) {
  return db
    .select({ ...listColumns, html: emails.html })
    .from(emails)
    .innerJoin(apps, eq(apps.id, emails.appId))
    .where(args.to ? sql`lower(${emails.toAddress}) = ${args.to.toLowerCase()}` : undefined)
    .orderBy(desc(emails.createdAt))
    .limit(LIST_LIMIT);
}

/** One email in full, or null (an id that is not a UUID is simply unknown). */
export async function emailById(db: Db, id: string) {
  if (!UUID.test(id)) return null;
  const [email] = await db
    .select({ ...listColumns, html: emails.html, text: emails.text, lastError: emails.lastError })
    .from(emails)
    .innerJoin(apps, eq(apps.id, emails.appId))
    .where(eq(emails.id, id));
  return email ?? null;
}
