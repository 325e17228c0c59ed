import { appError, fieldError } from '@tessera/core/error-catalogue';
import * as api from '@tessera/core/api/subscribers';
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exerciseSwaps, memberBlocks, members, subscriberProperties } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { requireMember } from './current-member';
import { findMemberById } from './queries';
import { toUser } from './user-view';

/** Members per directory page (SPEC gives only the default page, 1). */
const DIRECTORY_PAGE_SIZE = 24;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function registerSubscriberRoutes(server: FastifyInstance) {
  const db = () => server.services.database.db;

  route(server, api.updateSubscriberContract, async ({ body, request }) => {
    const { member } = await requireMember(request);
    const [row] = await db()
      .update(members)
      .set({
        ...(body.language !== undefined ? { language: body.language } : {}),
        ...(body.can_receive_messages_from_members !== undefined ? { canReceiveMessagesFromMembers: body.can_receive_messages_from_members } : {}),
        ...(body.is_profile_public !== undefined ? { isProfilePublic: body.is_profile_public } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(members.id, member.id), eq(members.appId, member.appId)))
      .returning();
    return { subscriber: toUser(row!) };
  });

  route(server, api.blockSubscriberContract, async ({ body, request }) => {
    const { member } = await requireMember(request);
    if (body.user_id === member.id) throw fieldError('body.user_id', 'cannot_block_self');
    const target = /^[0-9a-f-]{36}$/i.test(body.user_id) ? await findMemberById(db(), member.appId, body.user_id) : null;
    if (!target) throw appError('member_not_found');
    await db().insert(memberBlocks).values({ appId: member.appId, memberId: member.id, blockedMemberId: target.id }).onConflictDoNothing();
    const rows = await db().select({ id: memberBlocks.blockedMemberId }).from(memberBlocks).where(and(eq(memberBlocks.appId, member.appId), eq(memberBlocks.memberId, member.id)));
    return { blocked_user_ids: rows.map((r) => r.id) };
  });

  const swapsOf = async (appId: string, memberId: string) =>
    db()
      .select({ exercise_id: exerciseSwaps.exerciseId, alternate_id: exerciseSwaps.alternateId })
      .from(exerciseSwaps)
      .where(and(eq(exerciseSwaps.appId, appId), eq(exerciseSwaps.memberId, memberId)));

  route(server, api.swapExerciseContract, async ({ body, request }) => {
    const { member } = await requireMember(request);
    await db()
      .insert(exerciseSwaps)
      .values({ appId: member.appId, memberId: member.id, exerciseId: body.exercise_id, alternateId: body.alternate_id })
      .onConflictDoUpdate({ target: [exerciseSwaps.memberId, exerciseSwaps.exerciseId], set: { alternateId: body.alternate_id } });
    return { exercise_swaps: await swapsOf(member.appId, member.id) };
  });

  route(server, api.resetExerciseContract, async ({ body, request }) => {
    const { member } = await requireMember(request);
    await db()
      .delete(exerciseSwaps)
      .where(and(eq(exerciseSwaps.appId, member.appId), eq(exerciseSwaps.memberId, member.id), eq(exerciseSwaps.exerciseId, body.exercise_id)));
    return { exercise_swaps: await swapsOf(member.appId, member.id) };
  });

  route(server, api.directoryContract, async ({ query, request }) => {
    const { member } = await requireMember(request);
    const conditions = [eq(members.appId, member.appId), eq(members.isProfilePublic, true), ne(members.id, member.id)];
    if (query.term?.trim()) conditions.push(ilike(members.name, `%${escapeLike(query.term.trim())}%`));
    for (const pair of (query.properties ?? '').split(',').filter(Boolean)) {
      const [slug, value] = pair.split(':');
      if (!slug || value === undefined) {
        throw fieldError('query.properties', 'invalid_pairs');
      }
      conditions.push(
        sql`exists (select 1 from ${subscriberProperties} sp where sp.member_id = ${members.id} and sp.slug = ${slug} and sp.value = ${value})`,
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db()
        .select()
        .from(members)
        .where(where)
        .orderBy(asc(members.name), asc(members.id))
        .limit(DIRECTORY_PAGE_SIZE)
        .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
      db().select({ n: count() }).from(members).where(where),
    ]);
    return {
      items: rows.map((m) => ({ id: m.id, name: m.name, avatar_urls: m.avatarUrls ?? null, is_app_messaging_profile: m.isAppMessagingProfile })),
      page: query.page,
      total_count: total?.n ?? 0,
    };
  });

  const propertiesOf = (appId: string, memberId: string) =>
    db()
      .select({ slug: subscriberProperties.slug, value: subscriberProperties.value })
      .from(subscriberProperties)
      .where(and(eq(subscriberProperties.appId, appId), eq(subscriberProperties.memberId, memberId)))
      .orderBy(asc(subscriberProperties.slug));

  route(server, api.listPropertiesContract, async ({ request }) => {
    const { member } = await requireMember(request);
    return { subscriber_properties: await propertiesOf(member.appId, member.id) };
  });

  route(server, api.submittedPropertiesContract, async ({ request }) => {
    const { member } = await requireMember(request);
    const all = await propertiesOf(member.appId, member.id);
    return { properties: all.filter((p) => p.value !== null && p.value !== '') };
  });

  route(server, api.putPropertyContract, async ({ params, body, request }) => {
    const { member } = await requireMember(request);
    await db()
      .insert(subscriberProperties)
      .values({ appId: member.appId, memberId: member.id, slug: params.slug, value: body.value })
      .onConflictDoUpdate({ target: [subscriberProperties.memberId, subscriberProperties.slug], set: { value: body.value, updatedAt: new Date() } });
    return { subscriber_property: { slug: params.slug, value: body.value } };
  });

  route(server, api.getPropertyContract, async ({ params, request }) => {
    const { member } = await requireMember(request);
    const [row] = await db()
      .select({ slug: subscriberProperties.slug, value: subscriberProperties.value })
      .from(subscriberProperties)
      .where(and(eq(subscriberProperties.appId, member.appId), eq(subscriberProperties.memberId, member.id), eq(subscriberProperties.slug, params.slug)))
      .limit(1);
    return { subscriber_property: row ?? { slug: params.slug, value: null } };
  });
}
