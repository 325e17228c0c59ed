import webpush from 'web-push';
import { networkFailure, PUSH_TIMEOUT_MS, resultOfStatus, type PushSender } from './push-sender';

export type VapidKeys = { publicKey: string; privateKey: string };

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/**
 * Web push (RFC 8030/8291/8292) with the install's VAPID keys. `web-push` encrypts the payload and
 * signs the VAPID header; the request itself goes out with fetch, so a push service fake over plain
 * http on localhost (tests, e2e) works like a real one. 404/410 from the push service: the
 * subscription is gone.
 */
export function createWebPushSender({ vapid, subject }: { vapid: () => Promise<VapidKeys>; subject: string }): PushSender {
  return {
    provider: 'webpush',
    async send({ token, webPushKeys, message }) {
      if (!webPushKeys) return { status: 'failed', retryable: false, reason: 'web push registration without keys' };
      const keys = await vapid();
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails({ endpoint: token, keys: webPushKeys }, JSON.stringify(message), {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 60 * 60,
          ...(message.tag ? { topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined } : {}),
        });
      } catch (error) {
        // A malformed key or endpoint: no retry makes it valid.
        return { status: 'gone', reason: error instanceof Error ? error.message : String(error) };
      }
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        const text = await response.text().catch(() => '');
        return resultOfStatus(response.status, `push service answered ${response.status} ${text.slice(0, 200)}`.trim());
      } catch (error) {
        return networkFailure(error);
      }
    },
  };
}
