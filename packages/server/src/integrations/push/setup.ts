import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { installKeys } from '../../modules/notifications/schema';
import { createExpoSender } from './expo-sender';
import { createFcmSender, type FcmServiceAccount } from './fcm-sender';
import type { PushProvider, PushSender } from './push-sender';
import { createWebPushSender, generateVapidKeys, type VapidKeys } from './web-push-sender';

/**
 * The push senders of this server, one per provider that is configured (web push and Expo always;
 * FCM with a service account; Pusher Beams has no per-device send, so pusher registrations are
 * kept but not sent to — decision 029), and the install's keys: the VAPID pair and the secret that
 * signs unsubscribe links, made once per database by whichever instance asks first.
 */
export type PushSetup = {
  senders: Partial<Record<PushProvider, PushSender>>;
  vapidKeys: () => Promise<VapidKeys>;
  unsubscribeSecret: () => Promise<Buffer>;
};

/** A value made once per install: the first insert wins, every instance reads the same row. */
async function installKey<T extends Record<string, string>>(db: Db, name: string, make: () => T): Promise<T> {
  await db.insert(installKeys).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: installKeys.value }).from(installKeys).where(eq(installKeys.name, name));
  return row!.value as T;
}

function parseServiceAccount(json: string | undefined): FcmServiceAccount | null {
  if (!json) return null;
  const account = JSON.parse(json) as FcmServiceAccount;
  if (!account.project_id || !account.client_email || !account.private_key) throw new Error('PUSH_FCM_SERVICE_ACCOUNT needs project_id, client_email and private_key');
  return account;
}

export function createPushSetup({ db, config }: { db: Db; config: Config['push'] }): PushSetup {
  let vapid: Promise<VapidKeys> | null = null;
  let secret: Promise<Buffer> | null = null;
  const vapidKeys = () => (vapid ??= installKey(db, 'vapid', () => generateVapidKeys()).catch((error: unknown) => {
    vapid = null;
    throw error;
  }));
  const unsubscribeSecret = () =>
    (secret ??= installKey(db, 'unsubscribe', () => ({ secret: randomBytes(32).toString('base64url') }))
      .then((value) => Buffer.from(value.secret, 'base64url'))
      .catch((error: unknown) => {
        secret = null;
        throw error;
      }));
  const account = parseServiceAccount(config.fcmServiceAccount);
  const senders: PushSetup['senders'] = {
    webpush: createWebPushSender({ vapid: vapidKeys, subject: config.vapidSubject }),
    expo: createExpoSender({ baseUrl: config.expoUrl, accessToken: config.expoAccessToken }),
    ...(account ? { fcm: createFcmSender({ account, apiUrl: config.fcmApiUrl }) } : {}),
  };
  return { senders, vapidKeys, unsubscribeSecret };
}
