import type { studioMembersContract } from '@tessera/core/api/studio';
import type { ContractQuery, ContractResponse } from '@tessera/core/contract';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import type { OwnedAppContext } from '../apps/owned-app';
import { members } from './schema';

/** The studio's members list of one app: newest first, searchable by name or email, a page at a time. */
export async function listAppMembers(
  ctx: Pick<OwnedAppContext, 'db' | 'app'>,
  query: ContractQuery<typeof studioMembersContract>,
): Promise<ContractResponse<typeof studioMembersContract>> {
  const term = query.term?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : null;
  const where = and(eq(members.appId, ctx.app.id), pattern ? or(ilike(members.name, pattern), ilike(members.email, pattern)) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), asc(members.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    ctx.db.select({ n: count() }).from(members).where(where),
  ]);
  return {
    items: rows.map((m) => ({
      id: m.id,
      email: m.email,
      name: m.name,
      subscriber_id: String(m.subscriberId),
      is_admin: m.isAdmin,
      is_account_admin: m.isAccountAdmin,
      is_app_messaging_profile: m.isAppMessagingProfile,
      auth_provider: m.authProvider,
      language: m.language,
      created_at: m.createdAt.toISOString(),
    })),
    page: query.page,
    per_page: query.per_page,
    total_count: total?.n ?? 0,
  };
}
