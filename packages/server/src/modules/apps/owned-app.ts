import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ownerContextOf, type OwnerContext } from '../accounts/studio-scope';
import { appNotFound } from './resolve-app';
import { apps, type AppRow } from './schema';

/** A studio operation on one app of the owner's account. */
export type OwnedAppContext = OwnerContext & { app: AppRow };

/**
 * The signed-in owner and one app of their account. Another account's app answers 404 exactly like
 * a missing one, so ids cannot be probed.
 */
export async function ownedAppContext(request: FastifyRequest, appId: string): Promise<OwnedAppContext> {
  const ctx = await ownerContextOf(request);
  const [app] = await ctx.db
    .select()
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.accountId, ctx.owner.account_id)))
    .limit(1);
  if (!app) throw appNotFound();
  return { ...ctx, app };
}
