import { appError } from '@tessera/core/error-catalogue';
import type { Owner } from '@tessera/core/api/studio';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LoginGuard } from '../../http/login-guard';
import { accounts, accountUsers, ownerSessions } from './schema';
import { hashPassword, verifyPassword } from '../../credentials/password';
import { hashToken, newToken } from '../../credentials/tokens';

const SESSION_DAYS = 30;

export type OwnerAuth = { owner: Owner; sessionId: string };

const ownerColumns = {
  id: accountUsers.id,
  email: accountUsers.email,
  name: accountUsers.name,
  account_id: accountUsers.accountId,
  account_name: accounts.name,
};

let decoyHash: Promise<string> | null = null;

/** Same answer and about the same time for an unknown email and a wrong password. */
export async function verifyOwnerCredentials(db: Db, email: string, password: string, args: { guard: LoginGuard; ip: string }): Promise<Owner> {
  const attempt = { scope: 'owner', email, ip: args.ip };
  await args.guard.check({ ...attempt, isKnownDevice: async () => false });
  const [row] = await db
    .select({ ...ownerColumns, passwordHash: accountUsers.passwordHash })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(sql`lower(${accountUsers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  const stored = row?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy-password-that-never-matches')));
  const isValid = await verifyPassword(password, stored);
  if (!row?.passwordHash || !isValid) {
    await args.guard.recordFailure(attempt);
    throw appError('invalid_credentials');
  }
  const { passwordHash: _passwordHash, ...owner } = row;
  return owner;
}

export async function createOwnerSession(db: Db, ownerId: string): Promise<string> {
  const token = newToken();
  await db.insert(ownerSessions).values({
    accountUserId: ownerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** The owner a studio session token belongs to, while the session is live. */
export async function findOwnerSession(db: Db, token: string | undefined): Promise<OwnerAuth | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ ...ownerColumns, sessionId: ownerSessions.id })
    .from(ownerSessions)
    .innerJoin(accountUsers, eq(accountUsers.id, ownerSessions.accountUserId))
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(and(eq(ownerSessions.tokenHash, hashToken(token)), isNull(ownerSessions.revokedAt), gt(ownerSessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { sessionId, ...owner } = row;
  return { owner, sessionId };
}

export async function revokeOwnerSession(db: Db, sessionId: string): Promise<void> {
  await db.update(ownerSessions).set({ revokedAt: new Date() }).where(eq(ownerSessions.id, sessionId));
}
