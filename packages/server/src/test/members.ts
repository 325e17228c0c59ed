import type { SignInResponse } from '@tessera/core/entities/sign-in';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emails } from '../db/schema/index';
import type { TestServer } from './harness';

/** Helpers for tests that act as members of an app through the real HTTP API. */
export function memberClient(t: TestServer, appSlug: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, args: { body?: unknown; token?: string; email?: string; headers?: Record<string, string> } = {}) =>
    t.server.inject({
      method,
      url,
      headers: {
        'x-app-slug': appSlug,
        ...(args.token ? { 'x-user-token': args.token } : {}),
        ...(args.email ? { 'x-user-email': args.email } : {}),
        ...args.headers,
      },
      ...(args.body === undefined ? {} : { payload: args.body as Record<string, unknown> }),
    });

  return {
    call,
    async signUp(input: { email: string; name?: string; password?: string }): Promise<SignInResponse> {
      const res = await call('POST', '/api/auth/sign_up', { body: { name: 'Test Person', password: 'secret-password', ...input } });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async login(email: string, password: string) {
      return call('POST', '/api/auth/login', { body: { email, password } });
    },
  };
}

/** The newest email sent to an address, waiting briefly: links are sent after the answer. */
export async function latestEmailTo(db: Db, to: string, timeoutMs = 5_000) {
  const started = Date.now();
  for (;;) {
    const [row] = await db.select().from(emails).where(eq(emails.toAddress, to)).orderBy(desc(emails.createdAt)).limit(1);
    if (row) return row;
    if (Date.now() - started > timeoutMs) throw new Error(`no email to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token in an emailed link's `?login_token=` or `?reset_token=`. */
export function tokenFromEmail(text: string, param: 'login_token' | 'reset_token'): string {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${param} in email`);
  return match[1];
}
