import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeType } from '@tessera/core/notifications/settings';
import { settingsAfterUnsubscribe } from '@tessera/core/notifications/settings';
import { appError, fieldIssue } from '@tessera/core/error-catalogue';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { members } from '../members/schema';
import { changeSettings, settingsOf } from './settings';

/**
 * Signed one-click unsubscribe links (RFC 8058). The token is `{expiry}.{hmac}` where the HMAC
 * (SHA-256, the install's secret) covers the app, the member's subscriber_id, the type and the
 * expiry, so a link cannot be moved to another app, member or type, and stops working after
 * UNSUBSCRIBE_LINK_DAYS. A refused link changes nothing.
 */
export const UNSUBSCRIBE_LINK_DAYS = 180;

const signatureOf = (secret: Buffer, parts: { appId: string; subscriberId: number; type: UnsubscribeType; expiresAt: number }) =>
  createHmac('sha256', secret).update(`unsubscribe.${parts.appId}.${parts.subscriberId}.${parts.type}.${parts.expiresAt}`).digest('base64url');

export function signUnsubscribeToken(secret: Buffer, parts: { appId: string; subscriberId: number; type: UnsubscribeType }, now: Date): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
  return `${expiresAt}.${signatureOf(secret, { ...parts, expiresAt })}`;
}

export function checkUnsubscribeToken(
  secret: Buffer,
  parts: { appId: string; subscriberId: number; type: UnsubscribeType; token: string },
  now: Date,
): 'ok' | 'token_invalid' | 'token_expired' {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(parts.token);
  if (!match) return 'token_invalid';
  const expiresAt = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, { ...parts, expiresAt }));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'token_invalid';
  return expiresAt * 1000 < now.getTime() ? 'token_expired' : 'ok';
}

/** The page the footer links to and the RFC 8058 one-click address, for one member and type. */
export function unsubscribeLinks(
  args: { secret: Buffer; appOrigin: string; appId: string; subscriberId: number; type: UnsubscribeType; now: Date },
): { page: string; oneClick: string } {
  const token = signUnsubscribeToken(args.secret, { appId: args.appId, subscriberId: args.subscriberId, type: args.type }, args.now);
  const query = new URLSearchParams({ subscriber_id: String(args.subscriberId), type: args.type, token }).toString();
  return { page: `${args.appOrigin}/unsubscribe-from-email?${query}`, oneClick: `${args.appOrigin}/api/notifications/unsubscribe/one-click?${query}` };
}


/** SPEC §7 `PUT /notifications/unsubscribe`: no session; the signed token is the proof. */
export async function unsubscribe(ctx: AppContext, input: { subscriber_id: number; type: UnsubscribeType; token: string }) {
  const refuse = (reason: 'token_invalid' | 'token_expired') => appError('unsubscribe_link_invalid', { details: [fieldIssue('body.token', reason)] });
  const verdict = checkUnsubscribeToken(await ctx.services.push.unsubscribeSecret(), { appId: ctx.app.id, subscriberId: input.subscriber_id, type: input.type, token: input.token }, ctx.now());
  if (verdict !== 'ok') throw refuse(verdict);
  const [member] = await ctx.db
    .select({ id: members.id, appId: members.appId, email: members.email })
    .from(members)
    .where(and(eq(members.appId, ctx.app.id), eq(members.subscriberId, input.subscriber_id)));
  // A valid signature for a member deleted since: nothing left to unsubscribe.
  if (!member) throw refuse('token_invalid');
  const before = await settingsOf(ctx.db, member);
  const after = settingsAfterUnsubscribe(before, input.type);
  const isAlreadyUnsubscribed = (Object.keys(after) as (keyof typeof after)[]).every((key) => after[key] === before[key]);
  if (!isAlreadyUnsubscribed) await changeSettings(ctx.db, member, after);
  return { unsubscribed: true as const, already_unsubscribed: isAlreadyUnsubscribed, type: input.type, email: member.email };
}
