import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from './schema';
import { memberSessions } from './auth-schema';
import type { MemberRow } from './schema';
import { hashToken, newToken } from '../../credentials/tokens';

export type { MemberRow } from './schema';

const SESSION_DAYS = 365;

/** A new session for one device: a fresh token at every sign-in. Returns the token once. */
export async function createMemberSession(
  db: Db,
  args: { appId: string; memberId: string; deviceId?: string | undefined; userAgent?: string | undefined },
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await db
    .insert(memberSessions)
    .values({
      appId: args.appId,
      memberId: args.memberId,
      tokenHash: hashToken(token),
      deviceId: args.deviceId?.slice(0, 100) ?? null,
      userAgent: args.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning({ id: memberSessions.id });
  return { token, sessionId: row!.id };
}

/** The member a token belongs to, only within this app and only while the session is live. */
export async function findMemberSession(db: Db, args: { appId: string; token: string }): Promise<{ member: MemberRow; sessionId: string } | null> {
  const [row] = await db
    .select({ member: members, sessionId: memberSessions.id })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, hashToken(args.token)),
        eq(memberSessions.appId, args.appId),
        eq(members.appId, args.appId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.id, sessionId));
}

/** After a password change or reset: every other device must sign in again. */
export async function revokeOtherSessions(db: Db, args: { memberId: string; keepSessionId: string | null }) {
  const others = args.keepSessionId ? ne(memberSessions.id, args.keepSessionId) : undefined;
  await db
    .update(memberSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberSessions.memberId, args.memberId), isNull(memberSessions.revokedAt), others));
}

/** Whether this device (the client's `X-Device-Id`) ever held a session of this member. */
export async function hasHadSessionOn(db: Db, member: MemberRow, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(and(eq(memberSessions.appId, member.appId), eq(memberSessions.memberId, member.id), eq(memberSessions.deviceId, deviceId.slice(0, 100))))
    .limit(1);
  return !!row;
}
