import { createAccount, createAccountUser } from './factories';
import type { TestServer } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Test helper: an owner of a fresh account, signed in to the studio, calling it like the studio does. */
export async function signedInOwner(t: TestServer, args: { email: string; accountName?: string }) {
  const account = await createAccount(t.db, { name: args.accountName ?? 'Account' });
  await createAccountUser(t.db, { accountId: account.id, email: args.email, password: 'owner-password' });
  return { accountId: account.id, ...(await studioSignIn(t, args.email, 'owner-password')) };
}

/** Test helper: an existing owner (the demo's, say) signed in to the studio, calling it like the studio does. */
export async function studioSignIn(t: TestServer, email: string, password: string) {
  const login = await t.server.inject({
    method: 'POST',
    url: '/api/studio/auth/login',
    headers: { 'x-tessera-studio': '1' },
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`studio login failed: ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const call = (method: Method, url: string, body?: unknown) =>
    t.server.inject({
      method,
      url: `/api/studio${url}`,
      headers: { 'x-tessera-studio': '1', cookie },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  return { cookie, call };
}

export type StudioCaller = Awaited<ReturnType<typeof signedInOwner>>['call'];

/** A member-app request for an app, as the member SPA makes it. */
export const memberGet = (t: TestServer, slug: string, url: string, headers: Record<string, string> = {}) =>
  t.server.inject({ method: 'GET', url, headers: { 'x-app-slug': slug, ...headers } });

/**
 * The two owners a studio test needs: `mine`, whose app is under test, and `theirs`, with an
 * account of its own (Rival), whose calls must find nothing of it.
 */
export async function ownerAndRival(t: TestServer) {
  const mine = await signedInOwner(t, { email: 'owner@example.test' });
  const theirs = await signedInOwner(t, { email: 'rival@example.test', accountName: 'Rival' });
  return { mine, theirs };
}
