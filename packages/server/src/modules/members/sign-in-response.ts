import type { SignInResponse } from '@tessera/core/entities/sign-in';
import type { AppContext, MemberAuth } from '../../context/app-context';
import { emptyMemberData } from '@tessera/core/entities/member-data';
import type { MemberRow } from './schema';
import { toUser } from './user-view';

/**
 * SPEC §3 Sign-in response: everything the member app installs after any sign-in path. Each module
 * contributes its own parts (`signInParts`), so a new capability adds to it without editing auth.
 */
export async function buildSignInResponse(ctx: AppContext, member: MemberRow, token: string): Promise<SignInResponse> {
  const auth: MemberAuth = { member, sessionId: null, token, source: 'headers' };
  const memberCtx = ctx.forMember(auth);
  const [user, ...parts] = await Promise.all([userOf(memberCtx), ...ctx.services.extensions.signInParts.map((part) => part(memberCtx, auth))]);
  return { user, authentication_token: token, ...Object.assign(emptyMemberData(), ...parts) };
}

/** SPEC §3 User, with what the viewer knows (active products) from the modules that own it. */
export async function userOf(ctx: AppContext): Promise<ReturnType<typeof toUser>> {
  const auth = await ctx.requireMember();
  const viewer = await ctx.viewer();
  return toUser(auth.member, { activeProductIds: [...viewer.activeProductIds] });
}
