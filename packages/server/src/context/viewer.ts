import { guestViewer, type Viewer } from '@tessera/core/access/viewer';
import type { Db } from '../db/client';
import type { AppContext, Identity } from './app-context';
import type { Extensions, ViewerFact, ViewerMember } from './extensions';

/**
 * Who is looking, as the access engine needs it: a guest, or the signed-in member with what each
 * module knows about them (commerce their products, progress their started roots, packs the pages
 * their packs open), and whether this is a studio test run.
 */
export async function buildViewer(ctx: AppContext, { extensions, identity }: { extensions: Extensions; identity: Identity }): Promise<Viewer> {
  const [auth, isTestRun] = await Promise.all([
    ctx.member(),
    identity.testRun ? extensions.isTestRun({ db: ctx.db, app: ctx.app, identity }) : Promise.resolve(false),
  ]);
  if (!auth) return { ...guestViewer(), isTestRun };
  const { member } = auth;
  const viewers = await viewersOf(ctx.db, extensions.viewerFacts, { appId: member.appId, members: [member], now: ctx.now() });
  return { ...viewers.get(member.id)!, isTestRun };
}

/**
 * Viewers of several signed-in members of one app at once (never a test run): each module's facts
 * are one query for all of them, so deciding a page for a batch of members costs no query per member.
 */
export async function viewersOf(
  db: Db,
  facts: readonly ViewerFact[],
  args: { appId: string; members: readonly ViewerMember[]; now: Date },
): Promise<Map<string, Viewer>> {
  if (args.members.length === 0) return new Map();
  const memberIds = args.members.map((member) => member.id);
  const known = await Promise.all(facts.map((fact) => fact(db, { appId: args.appId, memberIds, now: args.now })));
  return new Map(
    args.members.map((member) => [
      member.id,
      Object.assign(
        {
          isSignedIn: true,
          memberId: member.id,
          isAdmin: member.isAdmin || member.isAccountAdmin,
          activeProductIds: [],
          subscribedPageIds: [],
          timezone: member.timezone,
          progressRoots: {},
          isTestRun: false,
        } satisfies Viewer,
        ...known.map((facts) => facts.get(member.id) ?? {}),
      ),
    ]),
  );
}
