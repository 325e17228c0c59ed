import { messagingSettingsSchema, type MessagingSettings } from '@tessera/core/entities/messaging';
import { appError } from '@tessera/core/error-catalogue';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, type MemberRow } from '../members/schema';
import { messagingBans, messagingSettings } from './schema';

const DEFAULTS: MessagingSettings = messagingSettingsSchema.parse({});

/** An app's messaging switches (the defaults until the owner changes one). */
export async function settingsOf(db: Db, appId: string): Promise<MessagingSettings> {
  const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.appId, appId)).limit(1);
  if (!row) return DEFAULTS;
  return {
    enabled: row.enabled,
    member_to_member: row.memberToMember,
    member_to_admin: row.memberToAdmin,
    groups_enabled: row.groupsEnabled,
    admins_can_delete: row.adminsCanDelete,
  };
}

export async function saveSettings(db: Db, appId: string, change: Partial<MessagingSettings>): Promise<MessagingSettings> {
  const next = { ...(await settingsOf(db, appId)), ...change };
  const values = {
    enabled: next.enabled,
    memberToMember: next.member_to_member,
    memberToAdmin: next.member_to_admin,
    groupsEnabled: next.groups_enabled,
    adminsCanDelete: next.admins_can_delete,
    updatedAt: new Date(),
  };
  await db.insert(messagingSettings).values({ appId, ...values }).onConflictDoUpdate({ target: messagingSettings.appId, set: values });
  return next;
}

/** Messaging on for this app, or 403 'Messaging not available on this app'. */
export async function requireMessagingOn(db: Db, appId: string): Promise<MessagingSettings> {
  const settings = await settingsOf(db, appId);
  if (!settings.enabled) throw appError('messaging_not_available');
  return settings;
}

export async function isBanned(db: Db, appId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messagingBans.memberId })
    .from(messagingBans)
    .where(and(eq(messagingBans.appId, appId), eq(messagingBans.memberId, memberId)))
    .limit(1);
  return Boolean(row);
}

const profileEmail = (appId: string) => `messaging-profile+${appId}@tessera.invalid`;

/**
 * The app messaging profile (SPEC §1 member kinds): the member members write to when they write
 * to "the app", and whom the owner answers as. Made on first use, named after the app; it has no
 * password and cannot sign in.
 */
export async function appProfileOf(db: Db, app: { id: string; name: string }): Promise<MemberRow> {
  const [found] = await db
    .select()
    .from(members)
    .where(and(eq(members.appId, app.id), eq(members.isAppMessagingProfile, true)))
    .orderBy(members.createdAt)
    .limit(1);
  if (found) return found;
  await db
    .insert(members)
    .values({ appId: app.id, email: profileEmail(app.id), name: app.name, isAppMessagingProfile: true, canReceiveMessagesFromMembers: true, isProfilePublic: true })
    .onConflictDoNothing();
  const [made] = await db
    .select()
    .from(members)
    .where(and(eq(members.appId, app.id), eq(members.isAppMessagingProfile, true)))
    .orderBy(members.createdAt)
    .limit(1);
  return made!;
}
