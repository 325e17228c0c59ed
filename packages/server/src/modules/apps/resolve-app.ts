import { appError, fieldError } from '@tessera/core/error-catalogue';
import { appSlugSchema } from '@tessera/core/entities/app';
import { AppError } from '@tessera/core/errors';
import type { FastifyRequest } from 'fastify';
import { boundedMemo } from '../../http/bounded-memo';
import type { TenantApp } from '../../context/tenant-app';
import type { AppRegistry } from './app-registry';

export const appNotFound = () => appError('app_not_found');

// Every request names its app, most of them the same few: the host's clean-up and the slug rule (a
// zod parse) run once per distinct value.
const MAX_REMEMBERED_VALUES = 1_000;
const cleanHost = boundedMemo((host) => host.replace(/:\d+$/, '').toLowerCase(), MAX_REMEMBERED_VALUES);
const isAppSlug = boundedMemo((value) => appSlugSchema.safeParse(value).success, MAX_REMEMBERED_VALUES);

/** The request's host without port, lower-case; empty when absent. */
export const normaliseHost = (host: string | undefined) => (host === undefined ? '' : cleanHost(host));
export const hostOf = (request: FastifyRequest) => normaliseHost(request.hostname);

export type TenancyOptions = { registry: AppRegistry; publicHost: string | undefined; defaultAppSlug: string | undefined };

/**
 * ARCHITECTURE: Tenancy, the one ordering: the custom domain, else `X-App-Slug`, else a sub-domain of
 * PUBLIC_URL's host (`demo.apps.example.com`), else the configured default app. `isExplicit` marks
 * the header: when it names no app, the answer is 404 rather than the next candidate.
 */
type Candidate = { kind: 'domain' | 'slug'; key: string; isExplicit: boolean };

function candidates(args: { host: string; slugHeader: string | undefined; options: TenancyOptions }): Candidate[] | AppError {
  const { host, slugHeader, options } = args;
  const list: Candidate[] = [];
  if (host && host !== options.publicHost) list.push({ kind: 'domain', key: host, isExplicit: false });
  if (slugHeader !== undefined) {
    if (!isAppSlug(slugHeader)) return fieldError('headers.x-app-slug', 'invalid_slug');
    list.push({ kind: 'slug', key: slugHeader, isExplicit: true });
    return list;
  }
  const { publicHost, defaultAppSlug } = options;
  if (publicHost && host.endsWith(`.${publicHost}`)) {
    const sub = host.slice(0, -publicHost.length - 1);
    if (isAppSlug(sub)) list.push({ kind: 'slug', key: sub, isExplicit: false });
  }
  if (defaultAppSlug) list.push({ kind: 'slug', key: defaultAppSlug, isExplicit: false });
  return list;
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function resolveApp(args: { request: FastifyRequest } & TenancyOptions): Promise<TenantApp> {
  const list = candidates({ host: hostOf(args.request), slugHeader: headerValue(args.request.headers['x-app-slug']), options: args });
  if (list instanceof AppError) throw list;
  for (const candidate of list) {
    // A cached miss (null) must not cause another lookup: peek tells it apart from "not cached" (undefined).
    const peeked = candidate.kind === 'domain' ? args.registry.peekByDomain(candidate.key) : args.registry.peekBySlug(candidate.key);
    const app =
      peeked !== undefined
        ? peeked
        : candidate.kind === 'domain'
          ? await args.registry.findByDomain(candidate.key)
          : await args.registry.findBySlug(candidate.key);
    if (app) return app;
    if (candidate.isExplicit) throw appNotFound();
  }
  throw appNotFound();
}

/**
 * The same ordering answered from memory only, for the page-data fast path: an app when every step
 * it needed was cached, undefined when anything would need the database or an error answer. `at`
 * is the caller's reading of the clock for the cache lookups.
 */
export function peekApp(args: { host: string; slugHeader: string | undefined; at?: number } & TenancyOptions): TenantApp | undefined {
  const list = candidates({ host: args.host, slugHeader: args.slugHeader, options: args });
  if (list instanceof AppError) return undefined;
  for (const candidate of list) {
    const peeked = candidate.kind === 'domain' ? args.registry.peekByDomain(candidate.key, args.at) : args.registry.peekBySlug(candidate.key, args.at);
    if (peeked === undefined) return undefined;
    if (peeked) return peeked;
    if (candidate.isExplicit) return undefined;
  }
  return undefined;
}
