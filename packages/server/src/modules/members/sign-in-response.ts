import type { SignInResponse } from '@tessera/core/entities/sign-in';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exerciseSwaps, memberBlocks, subscriberProperties } from '../../db/schema/index';
import type { MemberRow } from './sessions';
import { activeProductIds, bookmarkedPageIds, completionsOf, subscribedPageIds } from '../progress/member-state';
import { toUser } from './user-view';

/**
 * SPEC §3 Sign-in response: everything the member app installs after any sign-in path. Parts whose
 * features have not landed yet are empty; each becomes real in its own module.
 */
export async function buildSignInResponse(db: Db, member: MemberRow, token: string): Promise<SignInResponse> {
  const scope = (table: typeof memberBlocks | typeof exerciseSwaps | typeof subscriberProperties) =>
    and(eq(table.appId, member.appId), eq(table.memberId, member.id));
  const ref = { appId: member.appId, memberId: member.id };
  const [blocks, swaps, properties, productIds, completions, subscriptions, bookmarked] = await Promise.all([
    db.select({ id: memberBlocks.blockedMemberId }).from(memberBlocks).where(scope(memberBlocks)),
    db.select({ exercise_id: exerciseSwaps.exerciseId, alternate_id: exerciseSwaps.alternateId }).from(exerciseSwaps).where(scope(exerciseSwaps)),
    db.select({ slug: subscriberProperties.slug, value: subscriberProperties.value }).from(subscriberProperties).where(scope(subscriberProperties)),
    activeProductIds(db, ref),
    completionsOf(db, ref),
    subscribedPageIds(db, ref),
    bookmarkedPageIds(db, ref),
  ]);
  return {
    user: toUser(member, { activeProductIds: productIds }),
    authentication_token: token,
    program_subscriptions: {},
    event_subscriptions: [],
    pack_subscriptions: [],
    page_completions: completions,
    page_subscriptions: subscriptions,
    bookmarked_pages: bookmarked,
    past_due_subscriptions: [],
    subscriber_properties: properties,
    blocked_user_ids: blocks.map((b) => b.id),
    exercise_swaps: swaps,
  };
}
