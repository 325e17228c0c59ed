import { guestViewer, type Viewer } from '@tessera/core/access/viewer';
import type { AppContext, Identity } from './app-context';
import type { Extensions } from './extensions';

/**
 * Who is looking, as the access engine needs it: a guest, or the signed-in member with what each
 * module knows about them (commerce their products, progress their started roots), and whether
 * this is a studio test run.
 */
export async function buildViewer(ctx: AppContext, { extensions, identity }: { extensions: Extensions; identity: Identity }): Promise<Viewer> {
  const [auth, isTestRun] = await Promise.all([
    ctx.member(),
    identity.testRun ? extensions.isTestRun({ db: ctx.db, app: ctx.app, identity }) : Promise.resolve(false),
  ]);
  if (!auth) return { ...guestViewer(), isTestRun };
  const { member } = auth;
  const facts = await Promise.all(extensions.viewerFacts.map((fact) => fact(ctx, auth)));
  return Object.assign(
    {
      isSignedIn: true,
      memberId: member.id,
      isAdmin: member.isAdmin || member.isAccountAdmin,
      activeProductIds: [],
      subscribedPageIds: [],
      timezone: member.timezone,
      progressRoots: {},
      isTestRun,
    } satisfies Viewer,
    ...facts,
  );
}
