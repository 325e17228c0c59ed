import { fieldError } from '@tessera/core/error-catalogue';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens } from './auth-schema';
import { hashToken, newToken } from '../../credentials/tokens';

export type TokenPurpose = 'passwordless' | 'reset_password';
/** Emailed links expire after 15 minutes. */
export const ONE_TIME_TOKEN_MINUTES = 15;

export async function issueOneTimeToken(db: Db, args: { appId: string; memberId: string; purpose: TokenPurpose }): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    appId: args.appId,
    memberId: args.memberId,
    purpose: args.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_MINUTES * 60 * 1000),
  });
  return token;
}

const refusal = (code: 'token_invalid' | 'token_expired' | 'token_used') => fieldError('body.token', code, { error: code });

/**
 * Uses a token exactly once: the update that marks it used is the check, so two concurrent uses
 * cannot both succeed. When it fails, a second look says why (expired, used, or unknown).
 */
export async function consumeOneTimeToken(db: Db, args: { appId: string; token: string; purpose: TokenPurpose }): Promise<string> {
  const tokenHash = hashToken(args.token);
  const scope = and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.appId, args.appId), eq(oneTimeTokens.purpose, args.purpose));
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(scope, isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date())))
    .returning({ memberId: oneTimeTokens.memberId });
  if (used) return used.memberId;
  const [row] = await db.select({ usedAt: oneTimeTokens.usedAt }).from(oneTimeTokens).where(scope).limit(1);
  if (!row) throw refusal('token_invalid');
  if (row.usedAt) throw refusal('token_used');
  throw refusal('token_expired');
}
