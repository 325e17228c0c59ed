import type { Identity } from '../../context/app-context';
import type { TenantApp } from '../../context/tenant-app';
import type { Db } from '../../db/client';
import { findOwnerSession } from './owner-auth';

/**
 * SPEC §6: test runs see every page as granted. A request is a test run when the studio's
 * preview asks for one (`X-Test-Run: 1`, sent by the member app in `?page-builder` mode) AND it
 * carries the studio session of an owner whose account owns this app. The header alone opens
 * nothing: a member cannot make themselves an owner.
 */
export async function isOwnerTestRun({ db, app, identity }: { db: Db; app: TenantApp; identity: Identity }): Promise<boolean> {
  if (!identity.testRun) return false;
  const found = await findOwnerSession(db, identity.testRun.ownerToken);
  return found !== null && found.owner.account_id === app.accountId;
}
