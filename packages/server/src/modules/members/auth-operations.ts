import { appError, fieldError } from '@tessera/core/error-catalogue';
import type { Locale } from '@tessera/core/entities/app';
import type { AuthProvider } from '@tessera/core/entities/user';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberIdentities } from './auth-schema';
import { members } from './schema';
import type { AppContext } from '../../context/app-context';
import { emitDomainEvent } from '../../context/domain-events';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { DELIVER_MAIL_JOB } from '../../integrations/mail/sender';
import { isUniqueViolation } from '../../db/errors';
import { findMemberByEmail, findMemberById } from './queries';
import { consumeOneTimeToken, issueOneTimeToken, ONE_TIME_TOKEN_MINUTES, type TokenPurpose } from './one-time-tokens';
import { hashPassword, verifyPassword } from '../../credentials/password';
import { hasHadSessionOn, type MemberRow } from './sessions';
import type { SsoProvider } from '../../integrations/sso/id-token-verifier';


export const invalidCredentials = () =>
  appError('invalid_credentials');

const emailTaken = (code: 'email_taken' | 'existing_subscriber') =>
  fieldError('body.email', 'email_taken', { error: code });

// A hash of a password nobody has: verifying against it makes an unknown email cost the same as a wrong password.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-that-never-matches'));

/**
 * A password sign-in, behind the guard that refuses a guessing IP but lets the account's owner in
 * from anywhere that has not been failing (or from a device that already held their session).
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: { email: string; password: string; ip: string; deviceId?: string | undefined },
): Promise<MemberRow> {
  const attempt = { scope: `member:${ctx.app.id}`, email: input.email, ip: input.ip };
  const guard = ctx.services.loginGuard;
  const member = await findMemberByEmail(ctx.db, ctx.app.id, input.email);
  await guard.check({ ...attempt, isKnownDevice: async () => !!member && !!input.deviceId && (await hasHadSessionOn(ctx.db, member, input.deviceId)) });
  const stored = member?.passwordHash ?? (await decoy());
  const isValid = await verifyPassword(input.password, stored);
  if (!member?.passwordHash || !isValid) {
    await guard.recordFailure(attempt);
    throw invalidCredentials();
  }
  return member;
}

function clientIdFor(ctx: AppContext, provider: SsoProvider, field = 'body.provider'): string {
  const access = ctx.app.publicConfig.access;
  const isEnabled = provider === 'google' ? access.sso_google_enabled : access.sso_apple_enabled;
  const clientId = provider === 'google' ? ctx.app.googleClientId : ctx.app.appleClientId;
  if (!isEnabled || !clientId) {
    throw fieldError(field, 'not_enabled', {
      error: 'provider_not_enabled',
    });
  }
  return clientId;
}

/**
 * Google/Apple sign-in: the verified token's subject finds the member; failing that, a verified
 * email links an existing member; failing that, a new member is created (sign-up by provider).
 */
export async function loginWithProvider(ctx: AppContext, input: { provider: SsoProvider; idToken: string; name?: string }): Promise<MemberRow> {
  const identity = await ctx.services.verifySso({ provider: input.provider, idToken: input.idToken, clientId: clientIdFor(ctx, input.provider) });
  const [linked] = await ctx.db
    .select({ member: members })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(and(eq(memberIdentities.appId, ctx.app.id), eq(memberIdentities.provider, input.provider), eq(memberIdentities.subject, identity.subject)))
    .limit(1);
  if (linked) return linked.member;
  if (!identity.email || !identity.isEmailVerified) {
    throw appError('email_not_verified');
  }
  const email = identity.email;
  return ctx.db.transaction(async (tx) => {
    const existing = await findMemberByEmail(tx, ctx.app.id, email);
    const member =
      existing ??
      (await createMemberRow(ctx, tx, {
        email,
        name: input.name ?? identity.name ?? email.split('@')[0]!,
        passwordHash: null,
        authProvider: input.provider,
        passwordless: false,
        timezone: 'UTC',
      }));
    await tx.insert(memberIdentities).values({ appId: ctx.app.id, memberId: member.id, provider: input.provider, subject: identity.subject });
    return member;
  });
}

/**
 * A new member, and `member.signed_up` for whoever listens (webhooks), in one transaction (a
 * savepoint inside the caller's).
 */
async function createMemberRow(
  ctx: AppContext,
  db: Db,
  values: { email: string; name: string; passwordHash: string | null; authProvider: AuthProvider; passwordless: boolean; timezone: string },
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({ appId: ctx.app.id, ...values })
      .returning();
    await emitDomainEvent(ctx.services.extensions.domainEvents, tx, {
      type: 'member.signed_up',
      appId: ctx.app.id,
      occurredAt: row!.createdAt,
      data: { member: { id: row!.id, email: row!.email, name: row!.name, auth_provider: row!.authProvider, created_at: row!.createdAt.toISOString() } },
    });
    return row!;
  });
}

/** SPEC §1 login types this app offers: email (a password or an emailed link), then the providers switched on. */
export function offeredProviders(ctx: AppContext): AuthProvider[] {
  const access = ctx.app.publicConfig.access;
  const providers: AuthProvider[] = ['default', 'passwordless'];
  if (access.sso_google_enabled) providers.push('google');
  if (access.sso_apple_enabled) providers.push('apple');
  return providers;
}

/**
 * How a member signs in now: the provider they use, while the app still offers it; otherwise their
 * password, or an emailed link when they have none (every member can get one).
 */
function wayOf(member: MemberRow, offered: readonly AuthProvider[]): AuthProvider {
  const provider = member.authProvider as AuthProvider;
  if (provider === 'google' || provider === 'apple') return offered.includes(provider) ? provider : member.passwordHash ? 'default' : 'passwordless';
  if (provider === 'default' && !member.passwordHash) return 'passwordless';
  return provider;
}

/**
 * SPEC §7 `POST /auth/fetch` and `GET /auth/provider` (decision 021): how the account with this
 * email signs in. An email without an account answers `default`, as an account with a password
 * does, so the answer cannot tell an unknown address from the most common kind of known one; both
 * cases run the same single query.
 *
 * With an ID token (`identity`), the token is verified first (refused like a sign-in with it). A
 * token speaks for the account it is linked to, or for its verified address; when that is this
 * email, the caller has shown they hold it, and the answer is exact: that account's way, or the
 * token's provider when there is no account yet (signing in with it creates one). Otherwise the
 * token changes nothing.
 */
export async function signInWayOf(
  ctx: AppContext,
  input: { email: string; identity?: { provider: SsoProvider; idToken: string } | undefined },
): Promise<{ providers: AuthProvider[]; current_provider: AuthProvider }> {
  const providers = offeredProviders(ctx);
  const email = input.email.toLowerCase();
  if (input.identity) {
    const { provider, idToken } = input.identity;
    const identity = await ctx.services.verifySso({ provider, idToken, clientId: clientIdFor(ctx, provider, 'query.provider') });
    const [linked] = await ctx.db
      .select({ member: members })
      .from(memberIdentities)
      .innerJoin(members, eq(members.id, memberIdentities.memberId))
      .where(and(eq(memberIdentities.appId, ctx.app.id), eq(memberIdentities.provider, provider), eq(memberIdentities.subject, identity.subject)))
      .limit(1);
    if (linked && linked.member.email.toLowerCase() === email) return { providers, current_provider: wayOf(linked.member, providers) };
    if (!linked && identity.isEmailVerified && identity.email?.toLowerCase() === email) {
      const member = await findMemberByEmail(ctx.db, ctx.app.id, email);
      return { providers, current_provider: member ? wayOf(member, providers) : provider };
    }
  }
  const member = await findMemberByEmail(ctx.db, ctx.app.id, email);
  return { providers, current_provider: member ? wayOf(member, providers) : 'default' };
}

export function validTimezone(timezone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone;
  } catch {
    throw fieldError('body.timezone', 'unknown_timezone');
  }
}

export async function signUp(
  ctx: AppContext,
  input: { email: string; name: string; password?: string | undefined; provider: AuthProvider; providerId?: string | null | undefined; timezone: string },
): Promise<MemberRow> {
  const timezone = validTimezone(input.timezone);
  if (input.provider === 'google' || input.provider === 'apple') {
    if (!input.providerId) throw fieldError('body.provider_id', 'required');
    return loginWithProvider(ctx, { provider: input.provider, idToken: input.providerId, name: input.name });
  }
  const isPasswordless = input.provider === 'passwordless';
  if (!isPasswordless && !input.password) {
    throw fieldError('body.password', 'required');
  }
  if (await findMemberByEmail(ctx.db, ctx.app.id, input.email)) throw emailTaken('email_taken');
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await createMemberRow(ctx, ctx.db, {
      email: input.email,
      name: input.name,
      passwordHash,
      authProvider: isPasswordless ? 'passwordless' : 'default',
      passwordless: isPasswordless,
      timezone,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken('email_taken');
    throw error;
  }
}

/** SPEC §4 subscriber verify: a passwordless member from email and name (e.g. right after checkout). */
export async function verifySubscriber(ctx: AppContext, input: { email: string; name: string }): Promise<MemberRow> {
  if (await findMemberByEmail(ctx.db, ctx.app.id, input.email)) throw emailTaken('existing_subscriber');
  try {
    return await createMemberRow(ctx, ctx.db, {
      email: input.email,
      name: input.name,
      passwordHash: null,
      authProvider: 'passwordless',
      passwordless: true,
      timezone: 'UTC',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken('existing_subscriber');
    throw error;
  }
}

const LINK_PARAMS: Record<TokenPurpose, string> = { passwordless: 'login_token', reset_password: 'reset_token' };

/**
 * Emails a single-use link when the address belongs to a member; says nothing either way. The
 * token and its email are written in one transaction, so a link exists only if its email does.
 */
/** `linkOrigin`: the member app the emailed link opens, e.g. https://fit.example.com. */
export async function sendEmailLink(ctx: AppContext, input: { email: string; purpose: TokenPurpose; linkOrigin: string }): Promise<void> {
  const member = await findMemberByEmail(ctx.db, ctx.app.id, input.email);
  if (!member) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, { appId: ctx.app.id, memberId: member.id, purpose: input.purpose });
    const link = `${input.linkOrigin}/?${LINK_PARAMS[input.purpose]}=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, {
      appId: ctx.app.id,
      to: member.email,
      kind: input.purpose,
      locale: (member.language ?? ctx.app.defaultLocale) as Locale,
      appName: ctx.app.name,
      primaryColor: ctx.app.publicConfig.theme.primary_color,
      link,
      expiresInMinutes: ONE_TIME_TOKEN_MINUTES,
    });
  });
  ctx.services.jobs.kick(DELIVER_MAIL_JOB);
}

export async function memberFromEmailLink(ctx: AppContext, input: { token: string; purpose: TokenPurpose }): Promise<MemberRow> {
  const memberId = await consumeOneTimeToken(ctx.db, { appId: ctx.app.id, token: input.token, purpose: input.purpose });
  const member = await findMemberById(ctx.db, ctx.app.id, memberId);
  if (!member) throw appError('token_invalid');
  return member;
}

export async function setPassword(db: Db, member: MemberRow, password: string, extra: { name?: string } = {}): Promise<MemberRow> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(members)
    .set({
      passwordHash,
      passwordless: false,
      authProvider: member.authProvider === 'passwordless' ? 'default' : member.authProvider,
      ...(extra.name ? { name: extra.name } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(members.id, member.id), eq(members.appId, member.appId)))
    .returning();
  return row!;
}

export async function updateAccount(db: Db, member: MemberRow, input: { email?: string | undefined; name?: string | undefined; timezone?: string | undefined }): Promise<MemberRow> {
  const changes: Partial<typeof members.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.timezone !== undefined) changes.timezone = validTimezone(input.timezone);
  if (input.email !== undefined && input.email !== member.email.toLowerCase()) {
    if (await findMemberByEmail(db, member.appId, input.email)) throw emailTaken('email_taken');
    changes.email = input.email;
  }
  try {
    const [row] = await db.update(members).set(changes).where(and(eq(members.id, member.id), eq(members.appId, member.appId))).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken('email_taken');
    throw error;
  }
}

export async function linkProvider(ctx: AppContext, member: MemberRow, input: { provider: SsoProvider; idToken: string }): Promise<MemberRow> {
  const identity = await ctx.services.verifySso({ provider: input.provider, idToken: input.idToken, clientId: clientIdFor(ctx, input.provider) });
  const [existing] = await ctx.db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.appId, ctx.app.id), eq(memberIdentities.provider, input.provider), eq(memberIdentities.subject, identity.subject)))
    .limit(1);
  if (existing && existing.memberId !== member.id) {
    throw appError('identity_in_use');
  }
  if (!existing) {
    await ctx.db.insert(memberIdentities).values({ appId: ctx.app.id, memberId: member.id, provider: input.provider, subject: identity.subject });
  }
  const [row] = await ctx.db.update(members).set({ authProvider: input.provider, updatedAt: new Date() }).where(eq(members.id, member.id)).returning();
  return row!;
}
