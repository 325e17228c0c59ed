import type { Locale } from '@tessera/core/entities/app';
import { channelsFor, type Channels } from '@tessera/core/notifications/channels';
import type { NotificationKind, UnsubscribeType } from '@tessera/core/notifications/settings';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import { DELIVER_MAIL_JOB } from '../../integrations/mail/sender';
import { enqueueRenderedEmail } from '../../integrations/mail/outbox';
import { listUnsubscribeHeaders, renderNotificationEmail } from '../../integrations/mail/notification-email';
import type { PushMessage } from '../../integrations/push/push-sender';
import { PermanentJobError, type JobHandler } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import { appUrlOf, customDomainOf } from '../apps/app-detail';
import { apps } from '../apps/schema';
import { members, type MemberRow } from '../members/schema';
import { blastDeliveries, inboxNotifications, pushRegistrations } from './schema';
import { settingsOf } from './settings';
import { unreadCount } from './inbox';
import { memberChannel } from '@tessera/core/realtime';
import { unsubscribeLinks } from './unsubscribe';

/**
 * One notification to one member (issue 16): the in-app centre row, a push to each enabled device
 * (one `notifications.push` job each, retried with backoff on an outage, the registration disabled
 * when the provider says the token is gone), and an email through the outbox with the RFC 8058
 * unsubscribe headers — on the channels the member's settings allow (core's `channelsFor`).
 *
 * Other modules call `notify` (messaging, events, schedule…); it only enqueues, so it is safe inside
 * their transaction: nothing goes out unless it commits. With `dedupeKey`, the same notification
 * notified twice is delivered once.
 */
export type Notification = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path (`/programs/…`) a tap or the email's button opens; null: the home page. */
  url: string | null;
  dedupeKey?: string;
  /** Narrows the channels (a blast without email); the member's settings always apply. */
  channels?: Partial<Channels>;
};

export const DELIVER_JOB = 'notifications.deliver';
export const PUSH_JOB = 'notifications.push';

type DeliverPayload = { appId: string; memberId: string; notification: Notification };
type PushPayload = { appId: string; registrationId: string; message: PushMessage; blastDeliveryId?: string };

export async function notify(
  ctx: { db: Db; services: Pick<Services, 'jobs'>; app: { id: string } },
  memberId: string,
  notification: Notification,
): Promise<void> {
  await ctx.services.jobs.enqueue(ctx.db, DELIVER_JOB, { appId: ctx.app.id, memberId, notification } satisfies DeliverPayload, {
    appId: ctx.app.id,
    ...(notification.dedupeKey ? { dedupeKey: `notify:${ctx.app.id}:${memberId}:${notification.dedupeKey}` } : {}),
  });
}

/** What a job needs of an app to speak for it: name, language, colour and address. */
export type AppFace = { id: string; name: string; defaultLocale: Locale; primaryColor: string; origin: string; unsubscribeSecret: Buffer };

export async function appFace(db: Db, services: Services, appId: string): Promise<AppFace | null> {
  const [row] = await db.select({ slug: apps.slug }).from(apps).where(eq(apps.id, appId));
  if (!row) return null;
  const app = await services.registry.findBySlug(row.slug);
  if (!app) return null;
  const origin = appUrlOf({ slug: app.slug, customDomain: await customDomainOf(db, app.id), urls: services.urls, requestOrigin: services.urls.publicUrl ?? 'http://localhost:3000' });
  // Read before any delivery transaction: on PGlite a query outside an open transaction waits for it.
  const unsubscribeSecret = await services.push.unsubscribeSecret();
  return { id: app.id, name: app.name, defaultLocale: app.defaultLocale, primaryColor: app.publicConfig.theme.primary_color, origin, unsubscribeSecret };
}

// A booking's email comes on the reminder email channel, so the reminders link is the one that stops it.
const UNSUBSCRIBE_TYPE: Record<NotificationKind, UnsubscribeType> = { reminder: 'reminders', booking: 'reminders', blast: 'blasts', message: 'messages', system: 'all' };

export type DeliveryOutcome = { delivered: boolean; channels: Channels; pushDevices: number; emailId: string | null; inboxId: string | null };

/**
 * Delivers within `tx`: the centre row (its dedupe key makes a second delivery a no-op), push jobs
 * and the email. Returns `delivered: false` when the settings allow nothing or it was delivered before.
 */
export async function deliverToMember(
  tx: Db,
  services: Services,
  face: AppFace,
  member: MemberRow,
  notification: Notification,
  blastId?: string,
): Promise<DeliveryOutcome> {
  // Only a path of this app: the centre, a push tap or the email's button never leaves it.
  const appPath = notification.url && /^\/(?!\/)[^\s\\]*$/.test(notification.url) ? notification.url : null;
  const url = appPath ?? '/';
  const settings = await settingsOf(tx, member);
  const channels = channelsFor(notification.kind, settings, notification.channels);
  const nothing = { delivered: false, channels, pushDevices: 0, emailId: null, inboxId: null };
  if (!channels.inApp && !channels.push && !channels.email) return nothing;
  // The centre row doubles as the record that this notification reached this member.
  const [inserted] = await tx
    .insert(inboxNotifications)
    .values({
      appId: face.id,
      memberId: member.id,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      url: appPath,
      dedupeKey: notification.dedupeKey ?? null,
      // A push-only notification (a message) is recorded, not shown: the thread is its in-app home.
      inCentre: channels.inApp,
    })
    .onConflictDoNothing()
    .returning({ id: inboxNotifications.id });
  if (!inserted) return nothing;

  let pushDevices = 0;
  if (channels.push) {
    const registrations = await tx
      .select({ id: pushRegistrations.id })
      .from(pushRegistrations)
      .where(and(eq(pushRegistrations.appId, face.id), eq(pushRegistrations.memberId, member.id), eq(pushRegistrations.status, 'enabled')));
    for (const registration of registrations) {
      let blastDeliveryId: string | undefined;
      if (blastId) {
        const [row] = await tx
          .insert(blastDeliveries)
          .values({ appId: face.id, blastId, memberId: member.id, channel: 'push', registrationId: registration.id })
          .returning({ id: blastDeliveries.id });
        blastDeliveryId = row!.id;
      }
      const message: PushMessage = { title: notification.title, body: notification.body, url, ...(notification.dedupeKey ? { tag: notification.dedupeKey } : {}) };
      await services.jobs.enqueue(tx, PUSH_JOB, { appId: face.id, registrationId: registration.id, message, ...(blastDeliveryId ? { blastDeliveryId } : {}) } satisfies PushPayload, {
        appId: face.id,
        dedupeKey: `push:${inserted.id}:${registration.id}`,
      });
      pushDevices += 1;
    }
  }
  let emailId: string | null = null;
  if (channels.email) {
    const links = unsubscribeLinks({
      secret: face.unsubscribeSecret,
      appOrigin: face.origin,
      appId: face.id,
      subscriberId: member.subscriberId,
      type: UNSUBSCRIBE_TYPE[notification.kind],
      now: new Date(),
    });
    const email = renderNotificationEmail({
      locale: member.language ?? face.defaultLocale,
      appName: face.name,
      primaryColor: face.primaryColor,
      title: notification.title,
      body: notification.body,
      link: new URL(url, face.origin).toString(),
      unsubscribeLink: links.page,
    });
    emailId = await enqueueRenderedEmail(tx, { appId: face.id, to: member.email, appName: face.name, kind: `notification_${notification.kind}`, email, headers: listUnsubscribeHeaders(links.oneClick) });
    if (blastId) await tx.insert(blastDeliveries).values({ appId: face.id, blastId, memberId: member.id, channel: 'email', emailId });
  }
  return { delivered: true, channels, pushDevices, emailId, inboxId: inserted.id };
}

/**
 * After a delivery committed: kicks the mail sender for its email and tells the member's open apps
 * that the centre has a new row (`notification.created` on their member channel).
 */
export async function afterDelivery(services: Services, appId: string, memberId: string, outcome: DeliveryOutcome): Promise<void> {
  if (outcome.emailId) services.jobs.kick(DELIVER_MAIL_JOB);
  if (!outcome.inboxId || !outcome.channels.inApp) return;
  const unread = await unreadCount(services.database.db, appId, memberId);
  await services.bus.publish(memberChannel(appId, memberId), { type: 'notification.created', notification_id: outcome.inboxId, unread_count: unread });
}

export function deliverHandler(services: Services): JobHandler<DeliverPayload> {
  return async ({ appId, memberId, notification }) => {
    const db = services.database.db;
    const face = await appFace(db, services, appId);
    if (!face) return;
    const [member] = await db.select().from(members).where(and(eq(members.appId, appId), eq(members.id, memberId)));
    if (!member) return;
    const outcome = await db.transaction((tx) => deliverToMember(tx, services, face, member, notification));
    await afterDelivery(services, appId, memberId, outcome);
  };
}

/**
 * One push to one device. An outage throws (the queue retries with backoff; the last attempt marks
 * a blast's delivery failed); `gone` disables the registration at once.
 */
export function pushHandler(services: Services): JobHandler<PushPayload> {
  return async ({ appId, registrationId, message, blastDeliveryId }, job) => {
    const db = services.database.db;
    const settle = async (status: 'sent' | 'failed', error: string | null) => {
      if (blastDeliveryId) await db.update(blastDeliveries).set({ status, error }).where(eq(blastDeliveries.id, blastDeliveryId));
    };
    const [registration] = await db.select().from(pushRegistrations).where(and(eq(pushRegistrations.appId, appId), eq(pushRegistrations.id, registrationId)));
    if (!registration || registration.status !== 'enabled') return settle('failed', 'device no longer enabled');
    const sender = services.push.senders[registration.provider];
    if (!sender) return settle('failed', `${registration.provider} is not configured on this server`);
    const result = await sender.send({ token: registration.token, webPushKeys: registration.webPushKeys, message });
    if (result.status === 'sent') return settle('sent', null);
    if (result.status === 'gone') {
      await db
        .update(pushRegistrations)
        .set({ status: 'disabled', disabledReason: result.reason.slice(0, 500), updatedAt: new Date() })
        .where(eq(pushRegistrations.id, registrationId));
      return settle('failed', 'device gone');
    }
    if (!result.retryable) {
      await settle('failed', result.reason.slice(0, 500));
      throw new PermanentJobError(result.reason);
    }
    if (job.attempts >= PUSH_MAX_ATTEMPTS) await settle('failed', result.reason.slice(0, 500));
    throw new Error(result.reason);
  };
}

export const PUSH_MAX_ATTEMPTS = 8;

export function registerDeliveryHandlers(services: Services, runner: Pick<JobRunner, 'handle'>) {
  runner.handle(DELIVER_JOB, deliverHandler(services));
  runner.handle(PUSH_JOB, pushHandler(services), { maxAttempts: PUSH_MAX_ATTEMPTS });
}
