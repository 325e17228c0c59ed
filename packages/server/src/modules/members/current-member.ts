import type { Identity, MemberAuth } from '../../context/app-context';
import type { TenantApp } from '../../context/tenant-app';
import type { Db } from '../../db/client';
import { findMemberById } from './queries';
import { findMemberSession } from './sessions';

/**
 * The member an identity names within this app, or null for a guest: a live session's token (whose
 * email header, when sent, must name the same member: a token is not usable under another
 * identity), or a member id given by a job.
 */
export async function findMemberByIdentity({ db, app, identity }: { db: Db; app: TenantApp; identity: Identity }): Promise<MemberAuth | null> {
  const credentials = identity.member;
  if (!credentials) return null;
  if ('memberId' in credentials) {
    const member = await findMemberById(db, app.id, credentials.memberId);
    return member ? { member, sessionId: null, token: null, source: 'job' } : null;
  }
  const found = await findMemberSession(db, { appId: app.id, token: credentials.token });
  if (!found) return null;
  if (credentials.email && credentials.email.toLowerCase() !== found.member.email.toLowerCase()) return null;
  return { ...found, token: credentials.token, source: credentials.source };
}
