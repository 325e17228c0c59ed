import { stat } from 'node:fs/promises';
import path from 'node:path';
import type * as api from '@tessera/core/api/workouts';
import type { BlockDocument } from '@tessera/core/entities/page';
import type { ContractQuery, ContractResponse } from '@tessera/core/contract';
import { appError } from '@tessera/core/error-catalogue';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { variantUrlsOf } from '@tessera/core/media/responsive-image';
import { appMedia } from '../media/schema';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { packItems, packs } from '../packs/schema';
import { programStages, programs } from '../programs/schema';
import { exercises, workoutGroupItems, workouts } from './schema';

const MAX_PAGES = 200;
const OWN_MEDIA = '/media/';

/** The size of one of our own files that has no media row (the demo's pictures), or null. */
async function fileSize(ctx: AppContext, url: string): Promise<number | null> {
  const root = ctx.services.uploads.uploadsDir;
  try {
    const file = path.resolve(root, decodeURIComponent(url.slice(OWN_MEDIA.length).split('?')[0]!));
    if (!file.startsWith(root + path.sep)) return null;
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/** Workout ids named by workout blocks anywhere in a block document (composed blocks included). */
export function workoutIdsOfBlocks(document: BlockDocument | unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.type === 'workout_block' && record.props && typeof record.props === 'object') {
      const id = (record.props as Record<string, unknown>).workout_id;
      if (typeof id === 'string') found.push(id);
    }
    Object.values(record).forEach(walk);
  };
  walk(document);
  return found;
}

async function stagePageIds(ctx: AppContext, programIds: string[]): Promise<string[]> {
  if (programIds.length === 0) return [];
  const rows = await ctx.db
    .select({ pageId: programStages.pageId, programId: programStages.programId })
    .from(programStages)
    .where(and(eq(programStages.appId, ctx.app.id), inArray(programStages.programId, programIds)))
    .orderBy(asc(programStages.position));
  return programIds.flatMap((id) => rows.filter((r) => r.programId === id).map((r) => r.pageId));
}

/** The pages a program (its stages) or a pack (its page items and its programs' stages) bundles, in order. */
async function bundledPageIds(ctx: AppContext, query: ContractQuery<typeof api.offlineBundleContract>): Promise<string[]> {
  if (query.program_id) {
    const [program] = await ctx.db.select({ id: programs.id }).from(programs).where(and(eq(programs.appId, ctx.app.id), eq(programs.id, query.program_id))).limit(1);
    if (!program) throw appError('program_not_found');
    return stagePageIds(ctx, [program.id]);
  }
  const [pack] = await ctx.db.select({ id: packs.id }).from(packs).where(and(eq(packs.appId, ctx.app.id), eq(packs.id, query.pack_id!))).limit(1);
  if (!pack) throw appError('pack_not_found');
  const items = await ctx.db.select().from(packItems).where(and(eq(packItems.appId, ctx.app.id), eq(packItems.packId, pack.id))).orderBy(asc(packItems.position));
  const ids: string[] = [];
  for (const item of items) {
    if (item.itemType === 'page') ids.push(item.itemId);
    if (item.itemType === 'program') ids.push(...(await stagePageIds(ctx, [item.itemId])));
  }
  return ids;
}

/**
 * `GET /workouts/offline_bundle`: the bundled pages the member may open now (a locked one is left
 * out), the workouts their workout blocks name (and those that belong to them), and the media they
 * need. Our own uploads (`/media/…`) carry their size; other URLs' size is unknown (null).
 */
export async function offlineBundle(ctx: AppContext, query: ContractQuery<typeof api.offlineBundleContract>): Promise<ContractResponse<typeof api.offlineBundleContract>> {
  const ids = [...new Set(await bundledPageIds(ctx, query))].slice(0, MAX_PAGES);
  const rows =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: pages.id, rootId: pages.rootId, path: pages.path, title: pages.title, blocks: pages.blocks, image: pages.image })
          .from(pages)
          .where(and(eq(pages.appId, ctx.app.id), eq(pages.isPublished, true), inArray(pages.id, ids)));
  const open: typeof rows = [];
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) continue;
    const decision = await decidePageAccess(ctx, { pageId: row.id, rootId: row.rootId });
    if (decision?.result.granted) open.push(row);
  }
  const named = [...new Set(open.flatMap((p) => workoutIdsOfBlocks(p.blocks)))];
  const openIds = open.map((p) => p.id);
  const found =
    openIds.length === 0
      ? []
      : await ctx.db
          .select({ id: workouts.id, pageId: workouts.pageId, videoUrl: workouts.videoUrl })
          .from(workouts)
          .where(and(eq(workouts.appId, ctx.app.id), or(inArray(workouts.pageId, openIds), named.length > 0 ? inArray(workouts.id, named) : undefined)));
  const kept = found.filter((w) => named.includes(w.id) || (w.pageId !== null && openIds.includes(w.pageId)));
  const workoutIds = [...named.filter((id) => kept.some((w) => w.id === id)), ...kept.filter((w) => !named.includes(w.id)).map((w) => w.id)];
  const exerciseRows =
    workoutIds.length === 0
      ? []
      : await ctx.db
          .selectDistinct({ videoUrl: exercises.videoUrl, imageUrl: exercises.imageUrl })
          .from(workoutGroupItems)
          .innerJoin(exercises, eq(exercises.id, workoutGroupItems.exerciseId))
          .where(and(eq(workoutGroupItems.appId, ctx.app.id), inArray(workoutGroupItems.workoutId, workoutIds)));
  const mentioned = [...open.map((p) => p.image), ...kept.map((w) => w.videoUrl), ...exerciseRows.flatMap((e) => [e.imageUrl, e.videoUrl])].filter(
    (u): u is string => typeof u === 'string' && u.length > 0,
  );
  // A picture's narrower copies too: offline, the srcset may pick any of them (decision 038).
  const urls = [...new Set(mentioned.flatMap((url) => [url, ...variantUrlsOf(url)]))];
  const ownPaths = urls.filter((u) => u.startsWith(OWN_MEDIA)).map((u) => u.slice(OWN_MEDIA.length));
  const sizes =
    ownPaths.length === 0
      ? []
      : await ctx.db
          .select({ path: appMedia.path, bytes: appMedia.bytes })
          .from(appMedia)
          .where(and(eq(appMedia.appId, ctx.app.id), inArray(appMedia.path, ownPaths)));
  const sizeOf = new Map(sizes.map((s) => [OWN_MEDIA + s.path, s.bytes]));
  const media = await Promise.all(urls.map(async (url) => ({ url, bytes: sizeOf.get(url) ?? (url.startsWith(OWN_MEDIA) ? await fileSize(ctx, url) : null) })));
  return {
    pages: open.map((p) => ({ id: p.id, path: p.path, title: p.title })),
    workout_ids: workoutIds,
    media,
    total_bytes: media.reduce((sum, m) => sum + (m.bytes ?? 0), 0),
  };
}
