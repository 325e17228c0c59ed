import type { Locale, PublicAppConfig } from '@tessera/core/entities/app';

/** The app a request is for, as every module sees it. Loaded once and cached (see tenancy). */
export type TenantApp = {
  id: string;
  accountId: string;
  slug: string;
  name: string;
  defaultLocale: Locale;
  homePageId: string | null;
  /** Server-only: the audiences Google/Apple ID tokens must be issued for. */
  googleClientId: string | null;
  appleClientId: string | null;
  publicConfig: PublicAppConfig;
  /** The bytes of `publicConfig` as JSON, prepared once for injection into index.html. */
  publicConfigJson: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the tenancy hook on every `/api` and `/__` request; null elsewhere. */
    tenant: TenantApp | null;
  }
}

/** Use in handlers: the tenancy hook guarantees an app on tenant routes, so its absence is a bug. */
export function requireTenant(request: { tenant: TenantApp | null }): TenantApp {
  if (!request.tenant) throw new Error('tenant route reached without a resolved app');
  return request.tenant;
}
