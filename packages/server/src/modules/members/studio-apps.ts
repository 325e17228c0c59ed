import type { studioAppsContract } from '@tessera/core/api/studio';
import type { ContractResponse } from '@tessera/core/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { OwnerContext } from '../accounts/studio-scope';
import { apps } from '../apps/schema';
import { members } from './schema';

/** The apps of the owner's account with their member counts, by name (members own the count, so the list lives here). */
export async function listOwnedApps(ctx: OwnerContext): Promise<ContractResponse<typeof studioAppsContract>['apps']> {
  return ctx.db
    .select({ id: apps.id, slug: apps.slug, name: apps.name, member_count: count(members.id) })
    .from(apps)
    .leftJoin(members, eq(members.appId, apps.id))
    .where(eq(apps.accountId, ctx.owner.account_id))
    .groupBy(apps.id)
    .orderBy(asc(apps.name));
}

