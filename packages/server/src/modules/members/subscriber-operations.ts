import type { directoryContract, memberProfileContract, updateSubscriberContract } from '@tessera/core/api/subscribers';
import type { ContractBody, ContractQuery, ContractResponse } from '@tessera/core/contract';
import { appError, fieldError } from '@tessera/core/error-catalogue';
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { findMemberById } from './queries';
import { members, type MemberRow } from './schema';
import { exerciseSwaps, memberBlocks, subscriberProperties } from './subscriber-schema';

/** Members per directory page (SPEC gives only the default page, 1). */
const DIRECTORY_PAGE_SIZE = 24;
const UUID = /^[0-9a-f-]{36}$/i;

/** SPEC §7 `PUT /subscribers`: language, who may message the member, a public or private profile. */
export async function updateSubscriberSettings(ctx: AppContext, body: ContractBody<typeof updateSubscriberContract>): Promise<MemberRow> {
  const { member } = await ctx.requireMember();
  const [row] = await ctx.db
    .update(members)
    .set({
      ...(body.language !== undefined ? { language: body.language } : {}),
      ...(body.can_receive_messages_from_members !== undefined ? { canReceiveMessagesFromMembers: body.can_receive_messages_from_members } : {}),
      ...(body.is_profile_public !== undefined ? { isProfilePublic: body.is_profile_public } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(members.id, member.id), eq(members.appId, member.appId)))
    .returning();
  return row!;
}

export async function blockedMemberIds(ctx: AppContext, member: MemberRow): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: memberBlocks.blockedMemberId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.appId, member.appId), eq(memberBlocks.memberId, member.id)));
  return rows.map((r) => r.id);
}

/** SPEC §6: a member hides another member of the same app; never themselves. */
export async function blockMember(ctx: AppContext, userId: string): Promise<string[]> {
  const { member } = await ctx.requireMember();
  if (userId === member.id) throw fieldError('body.user_id', 'cannot_block_self');
  const target = UUID.test(userId) ? await findMemberById(ctx.db, member.appId, userId) : null;
  if (!target) throw appError('member_not_found');
  await ctx.db.insert(memberBlocks).values({ appId: member.appId, memberId: member.id, blockedMemberId: target.id }).onConflictDoNothing();
  return blockedMemberIds(ctx, member);
}

export async function exerciseSwapsOf(ctx: AppContext, member: MemberRow) {
  return ctx.db
    .select({ exercise_id: exerciseSwaps.exerciseId, alternate_id: exerciseSwaps.alternateId })
    .from(exerciseSwaps)
    .where(and(eq(exerciseSwaps.appId, member.appId), eq(exerciseSwaps.memberId, member.id)));
}

export async function swapExercise(ctx: AppContext, input: { exerciseId: string; alternateId: string }) {
  const { member } = await ctx.requireMember();
  await ctx.db
    .insert(exerciseSwaps)
    .values({ appId: member.appId, memberId: member.id, exerciseId: input.exerciseId, alternateId: input.alternateId })
    .onConflictDoUpdate({ target: [exerciseSwaps.memberId, exerciseSwaps.exerciseId], set: { alternateId: input.alternateId } });
  return exerciseSwapsOf(ctx, member);
}

export async function resetExercise(ctx: AppContext, exerciseId: string) {
  const { member } = await ctx.requireMember();
  await ctx.db
    .delete(exerciseSwaps)
    .where(and(eq(exerciseSwaps.appId, member.appId), eq(exerciseSwaps.memberId, member.id), eq(exerciseSwaps.exerciseId, exerciseId)));
  return exerciseSwapsOf(ctx, member);
}

/** SPEC §7 `GET /subscribers/directory`: members with public profiles, by name, filtered by properties. */
export async function memberDirectory(
  ctx: AppContext,
  query: ContractQuery<typeof directoryContract>,
): Promise<ContractResponse<typeof directoryContract>> {
  const { member } = await ctx.requireMember();
  const conditions = [eq(members.appId, member.appId), eq(members.isProfilePublic, true), ne(members.id, member.id)];
  if (query.term?.trim()) conditions.push(ilike(members.name, `%${escapeLike(query.term.trim())}%`));
  for (const pair of (query.properties ?? '').split(',').filter(Boolean)) {
    const [slug, value] = pair.split(':');
    if (!slug || value === undefined) throw fieldError('query.properties', 'invalid_pairs');
    conditions.push(sql`exists (select 1 from ${subscriberProperties} sp where sp.member_id = ${members.id} and sp.slug = ${slug} and sp.value = ${value})`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(members)
      .where(where)
      .orderBy(asc(members.name), asc(members.id))
      .limit(DIRECTORY_PAGE_SIZE)
      .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(members).where(where),
  ]);
  return {
    items: rows.map((m) => ({ id: m.id, name: m.name, avatar_urls: m.avatarUrls ?? null, is_app_messaging_profile: m.isAppMessagingProfile })),
    page: query.page,
    total_count: total?.n ?? 0,
  };
}

/**
 * One member's public profile (the directory's entry for them), for signed-in members of the same
 * app. A private profile answers like an unknown id, so it cannot be told apart from one; the
 * member's own profile is shown whether public or not.
 */
export async function publicMemberProfile(ctx: AppContext, id: string): Promise<ContractResponse<typeof memberProfileContract>> {
  const { member } = await ctx.requireMember();
  const target = UUID.test(id) ? await findMemberById(ctx.db, member.appId, id) : null;
  if (!target || (!target.isProfilePublic && target.id !== member.id)) throw appError('member_not_found');
  return {
    profile: { id: target.id, name: target.name, avatar_urls: target.avatarUrls ?? null, is_app_messaging_profile: target.isAppMessagingProfile },
  };
}

export async function propertiesOf(ctx: Pick<AppContext, 'db'>, member: MemberRow) {
  return ctx.db
    .select({ slug: subscriberProperties.slug, value: subscriberProperties.value })
    .from(subscriberProperties)
    .where(and(eq(subscriberProperties.appId, member.appId), eq(subscriberProperties.memberId, member.id)))
    .orderBy(asc(subscriberProperties.slug));
}

/**
 * Sets a member's properties (SPEC §3 Subscriber property), one row per slug: what `PUT
 * /subscriber/properties/{slug}` and a form's bound fields write, and what `member.*` attributes
 * and the directory's property filter read. `db` may be a transaction.
 */
export async function setProperties(db: Db, member: Pick<MemberRow, 'appId' | 'id'>, entries: readonly { slug: string; value: string | null }[]) {
  for (const { slug, value } of entries) {
    await db
      .insert(subscriberProperties)
      .values({ appId: member.appId, memberId: member.id, slug, value })
      .onConflictDoUpdate({ target: [subscriberProperties.memberId, subscriberProperties.slug], set: { value, updatedAt: new Date() } });
  }
}

export async function putProperty(ctx: AppContext, slug: string, value: string | null) {
  const { member } = await ctx.requireMember();
  await setProperties(ctx.db, member, [{ slug, value }]);
  return { slug, value };
}

export async function getProperty(ctx: AppContext, slug: string) {
  const { member } = await ctx.requireMember();
  const [row] = await ctx.db
    .select({ slug: subscriberProperties.slug, value: subscriberProperties.value })
    .from(subscriberProperties)
    .where(and(eq(subscriberProperties.appId, member.appId), eq(subscriberProperties.memberId, member.id), eq(subscriberProperties.slug, slug)))
    .limit(1);
  return row ?? { slug, value: null };
}
