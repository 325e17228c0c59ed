import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTING_KEYS, type NotificationSettings, type NotificationSettingKey } from '@tessera/core/notifications/settings';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationSettings } from './schema';

const merged = (values: Partial<Record<NotificationSettingKey, boolean>> | undefined): NotificationSettings => {
  const out = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const key of NOTIFICATION_SETTING_KEYS) if (typeof values?.[key] === 'boolean') out[key] = values[key];
  return out;
};

/** SPEC §3: the member's twelve settings (defaults for what they never changed). */
export async function settingsOf(db: Db, member: { appId: string; id: string }): Promise<NotificationSettings> {
  const [row] = await db
    .select({ values: notificationSettings.values })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.appId, member.appId), eq(notificationSettings.memberId, member.id)));
  return merged(row?.values);
}

/** Settings of many members of one app at once (blasts, digests). */
export async function settingsOfMany(db: Db, appId: string, memberIds: string[]): Promise<Map<string, NotificationSettings>> {
  const out = new Map(memberIds.map((id) => [id, { ...DEFAULT_NOTIFICATION_SETTINGS }]));
  if (memberIds.length === 0) return out;
  const rows = await db
    .select({ memberId: notificationSettings.memberId, values: notificationSettings.values })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.appId, appId), inArray(notificationSettings.memberId, memberIds)));
  for (const row of rows) out.set(row.memberId, merged(row.values));
  return out;
}

/** Applies a change (only the keys given) and answers all twelve. */
export async function changeSettings(db: Db, member: { appId: string; id: string }, change: Partial<NotificationSettings>): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const current = await settingsOf(tx, member);
    const next = { ...current, ...change };
    const stored = Object.fromEntries(NOTIFICATION_SETTING_KEYS.filter((key) => next[key] !== DEFAULT_NOTIFICATION_SETTINGS[key]).map((key) => [key, next[key]]));
    await tx
      .insert(notificationSettings)
      .values({ appId: member.appId, memberId: member.id, values: stored })
      .onConflictDoUpdate({ target: notificationSettings.memberId, set: { values: stored, updatedAt: new Date() } });
    return next;
  });
}
