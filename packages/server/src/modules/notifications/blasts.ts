import type { Blast, BlastSegment } from '@tessera/core/api/studio-notifications';
import type { ContractBody } from '@tessera/core/contract';
import type * as api from '@tessera/core/api/studio-notifications';
import { appError } from '@tessera/core/error-catalogue';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
type StudioCtx = { db: Db; services: Services; now: () => Date; app: { id: string } };
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import { emails } from '../../integrations/mail/schema';
import type { JobHandler } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import { memberProducts } from '../commerce/schema';
import { isPersonMember, members } from '../members/schema';
import { subscriberProperties } from '../members/subscriber-schema';
import { afterDelivery, appFace, deliverToMember } from './deliver';
import { blastDeliveries, blasts, type BlastRow } from './schema';
import { settingsOfMany } from './settings';

/**
 * Owner blasts (issue 16): the studio writes the blast and one `notifications.blast` job; the job
 * walks the segment, skips members who turned blasts off (counted), and delivers to each through
 * the same path as every notification (centre, push jobs per device, email with unsubscribe). The
 * report counts deliveries per channel: push by each push job's outcome, email by its outbox row.
 */
export const BLAST_JOB = 'notifications.blast';

async function segmentMemberIds(db: Db, appId: string, segment: BlastSegment, now: Date): Promise<string[]> {
  if (segment.kind === 'product') {
    const rows = await db
      .selectDistinct({ id: memberProducts.memberId })
      .from(memberProducts)
      .where(
        and(
          eq(memberProducts.appId, appId),
          eq(memberProducts.productId, segment.product_id),
          lte(memberProducts.startsAt, now),
          or(isNull(memberProducts.endsAt), gt(memberProducts.endsAt, now)),
        ),
      );
    return rows.map((row) => row.id);
  }
  if (segment.kind === 'property') {
    const rows = await db
      .select({ id: subscriberProperties.memberId })
      .from(subscriberProperties)
      .where(
        and(
          eq(subscriberProperties.appId, appId),
          eq(subscriberProperties.slug, segment.slug),
          segment.value === null
            ? and(isNotNull(subscriberProperties.value), ne(subscriberProperties.value, ''))
            : sql`lower(${subscriberProperties.value}) = lower(${segment.value})`,
        ),
      );
    return rows.map((row) => row.id);
  }
  // Every member who is a person: not the app's own messaging profile.
  const rows = await db.select({ id: members.id }).from(members).where(and(eq(members.appId, appId), isPersonMember()));
  return rows.map((row) => row.id);
}

async function reportOf(db: Db, blast: BlastRow): Promise<Blast['report']> {
  const push = await db
    .select({ status: blastDeliveries.status, n: count() })
    .from(blastDeliveries)
    .where(and(eq(blastDeliveries.blastId, blast.id), eq(blastDeliveries.channel, 'push')))
    .groupBy(blastDeliveries.status);
  const mail = await db
    .select({ status: emails.status, n: count() })
    .from(blastDeliveries)
    .innerJoin(emails, eq(emails.id, blastDeliveries.emailId))
    .where(and(eq(blastDeliveries.blastId, blast.id), eq(blastDeliveries.channel, 'email')))
    .groupBy(emails.status);
  const tally = (rows: { status: string; n: number }[]) => ({
    sent: rows.filter((r) => r.status === 'sent').reduce((a, r) => a + r.n, 0),
    failed: rows.filter((r) => r.status === 'failed').reduce((a, r) => a + r.n, 0),
    pending: rows.filter((r) => r.status === 'pending' || r.status === 'sending').reduce((a, r) => a + r.n, 0),
  });
  return { recipients: blast.recipients, opted_out: blast.optedOut, no_device: blast.noDevice, push: tally(push), email: tally(mail) };
}

async function view(db: Db, row: BlastRow): Promise<Blast> {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    url: row.url,
    channels: { push: row.sendPush, email: row.sendEmail },
    segment: row.segment,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    report: await reportOf(db, row),
  };
}

export async function createBlast(ctx: StudioCtx, input: ContractBody<typeof api.createBlastContract>): Promise<Blast> {
  const row = await ctx.db.transaction(async (tx) => {
    const [blast] = await tx
      .insert(blasts)
      .values({ appId: ctx.app.id, title: input.title, body: input.body, url: input.url, sendPush: input.channels.push, sendEmail: input.channels.email, segment: input.segment })
      .returning();
    await ctx.services.jobs.enqueue(tx, BLAST_JOB, { appId: ctx.app.id, blastId: blast!.id }, { appId: ctx.app.id, dedupeKey: `blast:${blast!.id}` });
    return blast!;
  });
  return view(ctx.db, row);
}

export async function listBlasts(ctx: StudioCtx): Promise<Blast[]> {
  const rows = await ctx.db.select().from(blasts).where(eq(blasts.appId, ctx.app.id)).orderBy(desc(blasts.createdAt)).limit(100);
  return Promise.all(rows.map((row) => view(ctx.db, row)));
}

export async function getBlast(ctx: StudioCtx, blastId: string): Promise<Blast> {
  const [row] = await ctx.db.select().from(blasts).where(and(eq(blasts.appId, ctx.app.id), eq(blasts.id, blastId)));
  if (!row) throw appError('blast_not_found');
  return view(ctx.db, row);
}

export async function blastAudience(ctx: StudioCtx, segment: BlastSegment): Promise<{ members: number; accepting: number }> {
  const ids = await segmentMemberIds(ctx.db, ctx.app.id, segment, ctx.now());
  const settings = await settingsOfMany(ctx.db, ctx.app.id, ids);
  return { members: ids.length, accepting: [...settings.values()].filter((s) => s.receive_blast_notifications).length };
}

export function blastHandler(services: Services): JobHandler<{ appId: string; blastId: string }> {
  return async ({ appId, blastId }) => {
    const db = services.database.db;
    const [blast] = await db.select().from(blasts).where(and(eq(blasts.appId, appId), eq(blasts.id, blastId)));
    const face = await appFace(db, services, appId);
    if (!blast || !face || blast.status === 'sent') return;
    await db.update(blasts).set({ status: 'sending' }).where(eq(blasts.id, blastId));
    const ids = await segmentMemberIds(db, appId, blast.segment, new Date());
    const settings = await settingsOfMany(db, appId, ids);
    let optedOut = 0;
    let noDevice = 0;
    for (let start = 0; start < ids.length; start += 200) {
      const batch = await db.select().from(members).where(and(eq(members.appId, appId), inArray(members.id, ids.slice(start, start + 200))));
      for (const member of batch) {
        if (!settings.get(member.id)!.receive_blast_notifications) {
          optedOut += 1;
          continue;
        }
        const outcome = await db.transaction((tx) =>
          deliverToMember(tx, services, face, member, {
            kind: 'blast',
            title: blast.title,
            body: blast.body,
            url: blast.url,
            dedupeKey: `blast:${blast.id}`,
            channels: { inApp: true, push: blast.sendPush, email: blast.sendEmail },
          }, blast.id),
        );
        if (blast.sendPush && outcome.delivered && outcome.pushDevices === 0) noDevice += 1;
        await afterDelivery(services, appId, member.id, outcome);
      }
    }
    await db.update(blasts).set({ status: 'sent', recipients: ids.length, optedOut, noDevice, completedAt: new Date() }).where(eq(blasts.id, blastId));
  };
}

export function registerBlastHandlers(services: Services, runner: Pick<JobRunner, 'handle'>) {
  runner.handle(BLAST_JOB, blastHandler(services), { maxAttempts: 5 });
}
