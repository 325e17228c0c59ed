import type { ContractBody, ContractResponse } from '@tessera/core/contract';
import type * as api from '@tessera/core/api/notifications';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { pushRegistrations, type PushRegistrationRow } from './schema';

const view = (row: PushRegistrationRow) => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  pusher_device_id: row.pusherDeviceId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * SPEC §7 `PUT /notifications/push`: one row per device token (per app and provider). The same
 * token registered again updates in place, and moves to whoever is signed in on that device now,
 * so a shared device never pushes the previous member's reminders.
 */
export async function registerPush(ctx: AppContext, input: ContractBody<typeof api.registerPushContract>) {
  const { member } = await ctx.requireMember();
  const values = {
    appId: ctx.app.id,
    memberId: member.id,
    provider: input.provider,
    token: input.token,
    webPushKeys: input.provider === 'webpush' ? (input.web_push_keys ?? null) : null,
    status: input.status,
    pusherDeviceId: input.pusher_device_id ?? null,
    disabledReason: null,
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(pushRegistrations)
    .values(values)
    .onConflictDoUpdate({ target: [pushRegistrations.appId, pushRegistrations.provider, pushRegistrations.token], set: values })
    .returning();
  return { push_registration: view(row!) };
}

/** SPEC §7 `GET /notifications/push_settings`: this device's status (with `token`) or the member's best one. */
export async function pushSettings(ctx: AppContext, token: string | undefined): Promise<ContractResponse<typeof api.pushSettingsContract>> {
  const { member } = await ctx.requireMember();
  const rows = await ctx.db
    .select()
    .from(pushRegistrations)
    .where(and(eq(pushRegistrations.appId, ctx.app.id), eq(pushRegistrations.memberId, member.id), ...(token ? [eq(pushRegistrations.token, token)] : [])))
    .orderBy(desc(pushRegistrations.updatedAt));
  const best = rows.find((row) => row.status === 'enabled') ?? rows[0];
  const { publicKey } = await ctx.services.push.vapidKeys();
  return { push_status: best?.status ?? null, provider: best?.provider ?? null, vapid_public_key: publicKey };
}
