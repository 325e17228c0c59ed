import type { MessagingProfile, MessagingSettings } from '@tessera/core/entities/messaging';
import { appError } from '@tessera/core/error-catalogue';
import { whyCannotMessage } from '@tessera/core/messaging/rules';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBlocks } from '../members/subscriber-schema';
import { members, type MemberRow } from '../members/schema';
import { profileOf } from './views';

/** The ids among `ids` that `me` blocked or that blocked `me` (a block hides people from each other). */
export async function blockedBetween(db: Db, appId: string, meId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ memberId: memberBlocks.memberId, blockedId: memberBlocks.blockedMemberId })
    .from(memberBlocks)
    .where(
      and(
        eq(memberBlocks.appId, appId),
        or(and(eq(memberBlocks.memberId, meId), inArray(memberBlocks.blockedMemberId, [...ids])), and(eq(memberBlocks.blockedMemberId, meId), inArray(memberBlocks.memberId, [...ids]))),
      ),
    );
  return new Set(rows.map((r) => (r.memberId === meId ? r.blockedId : r.memberId)));
}

/** Ids the member themself blocked (for `is_blocked` on profiles). */
async function blockedByMe(db: Db, appId: string, meId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: memberBlocks.blockedMemberId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.appId, appId), eq(memberBlocks.memberId, meId), inArray(memberBlocks.blockedMemberId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Members of this app by id (ids of other apps or malformed ones are simply not found). */
export async function membersByIds(db: Db, appId: string, ids: readonly string[]): Promise<MemberRow[]> {
  const valid = [...new Set(ids)].filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  return db.select().from(members).where(and(eq(members.appId, appId), inArray(members.id, valid)));
}

/** Each person as a messaging profile for `me`: whether I may message them, whether I blocked them. */
export async function messagingProfiles(db: Db, me: MemberRow, settings: MessagingSettings, rows: readonly MemberRow[]): Promise<MessagingProfile[]> {
  const ids = rows.map((r) => r.id);
  const blocked = await blockedBetween(db, me.appId, me.id, ids);
  const mine = await blockedByMe(db, me.appId, me.id, ids);
  return rows.map((row) => ({
    ...profileOf(row),
    can_message: whyCannotMessage(personOf(me), personOf(row), settings, blocked.has(row.id)) === null,
    is_blocked: mine.has(row.id),
  }));
}

export const personOf = (row: MemberRow) => ({
  id: row.id,
  is_account_admin: row.isAccountAdmin,
  is_app_messaging_profile: row.isAppMessagingProfile,
  can_receive_messages_from_members: row.canReceiveMessagesFromMembers,
});

/**
 * The people `me` wants to write to, each one `me` may message (SPEC §6), or a refusal: 422
 * 'You cannot message yourself', 403 cannot_message naming the first who cannot be messaged (an
 * unknown id or another app's member reads the same).
 */
export async function requireMessageable(db: Db, me: MemberRow, settings: MessagingSettings, ids: readonly string[]): Promise<MemberRow[]> {
  if (ids.includes(me.id)) throw appError('cannot_message_self');
  const found = await membersByIds(db, me.appId, ids);
  const byId = new Map(found.map((m) => [m.id, m]));
  const blocked = await blockedBetween(db, me.appId, me.id, found.map((m) => m.id));
  for (const id of new Set(ids)) {
    const target = byId.get(id);
    if (!target || whyCannotMessage(personOf(me), personOf(target), settings, blocked.has(id)) !== null) {
      throw appError('cannot_message', { details: { user_id: id } });
    }
  }
  return [...new Set(ids)].map((id) => byId.get(id)!);
}
