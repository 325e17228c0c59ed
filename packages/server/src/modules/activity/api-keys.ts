import type { ApiKey } from '@tessera/core/api/studio-insights';
import { appError } from '@tessera/core/error-catalogue';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { OwnedAppContext } from '../apps/owned-app';
import { apps, type AppRow } from '../apps/schema';
import { apiKeys, type ApiKeyRow } from './schema';

/** Keys look like `tsk_` + 43 base64url characters (32 random bytes); only their SHA-256 is stored. */
const KEY_PREFIX = 'tsk_';
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const view = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: iso(row.lastUsedAt),
  revoked_at: iso(row.revokedAt),
});

export async function listApiKeys(ctx: OwnedAppContext): Promise<ApiKey[]> {
  const rows = await ctx.db.select().from(apiKeys).where(eq(apiKeys.appId, ctx.app.id)).orderBy(desc(apiKeys.createdAt));
  return rows.map(view);
}

export async function createApiKey(ctx: OwnedAppContext, input: { name: string; scope: 'read' | 'write' }): Promise<{ api_key: ApiKey; secret: string }> {
  const secret = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await ctx.db
    .insert(apiKeys)
    .values({ appId: ctx.app.id, name: input.name, scope: input.scope, prefix: secret.slice(0, KEY_PREFIX.length + 6), keyHash: hashKey(secret) })
    .returning();
  return { api_key: view(row!), secret };
}

export async function revokeApiKey(ctx: OwnedAppContext, keyId: string): Promise<ApiKey> {
  const [row] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.appId, ctx.app.id), isNull(apiKeys.revokedAt)))
    .returning();
  if (row) return view(row);
  const [already] = await ctx.db.select().from(apiKeys).where(and(eq(apiKeys.id, keyId), eq(apiKeys.appId, ctx.app.id))).limit(1);
  if (!already) throw appError('api_key_not_found');
  return view(already);
}

/** What an API call acts with: the key's app (the documented API, decision 031). */
export type ApiKeyContext = { db: Db; app: AppRow; scope: 'read' | 'write'; keyId: string };

/**
 * The app and scope of `Authorization: Bearer tsk_…`: 401 without a live key, 403 when a read key
 * asks to write. Last use is recorded at most once a minute per key.
 */
export async function apiKeyContextOf(request: FastifyRequest, needs: 'read' | 'write'): Promise<ApiKeyContext> {
  const header = request.headers.authorization;
  const key = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) throw appError('api_key_required');
  const db = request.server.services.database.db;
  const [found] = await db
    .select({ key: apiKeys, app: apps })
    .from(apiKeys)
    .innerJoin(apps, eq(apps.id, apiKeys.appId))
    .where(and(eq(apiKeys.keyHash, hashKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!found) throw appError('api_key_required');
  if (needs === 'write' && found.key.scope !== 'write') throw appError('api_key_read_only');
  const now = new Date();
  if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() > 60_000) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, found.key.id));
  }
  return { db, app: found.app, scope: found.key.scope, keyId: found.key.id };
}
