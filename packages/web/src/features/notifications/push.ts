import { pushSettingsContract, registerPushContract } from '@tessera/core/api/notifications';
import { api } from '../../app/api/api';

/** Push needs a service worker with a push manager and the Notification API. */
export function isPushSupported(win: Window = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

/** The VAPID public key (base64url) as `applicationServerKey` wants it. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushOutcome = 'enabled' | 'denied' | 'unsupported' | 'failed';

/**
 * Subscribes this browser with the app's VAPID key and registers it (`PUT /notifications/push`,
 * provider webpush, the endpoint as token and its keys). Asks the browser's permission first
 * unless it was granted already.
 */
export async function enablePush(): Promise<PushOutcome> {
  if (!isPushSupported()) return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const { vapid_public_key } = await api(pushSettingsContract, { query: {} });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapid_public_key) }));
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) return 'failed';
    await api(registerPushContract, { body: { token: endpoint, provider: 'webpush', status: 'enabled', web_push_keys: { p256dh: keys.p256dh, auth: keys.auth } } });
    return 'enabled';
  } catch (error) {
    console.warn('Push could not be turned on', error);
    return 'failed';
  }
}

/** Turns push off on this device: the server stops sending to it, and the browser forgets it. */
export async function disablePush(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint, keys } = subscription.toJSON();
  if (endpoint && keys?.p256dh && keys.auth) {
    await api(registerPushContract, { body: { token: endpoint, provider: 'webpush', status: 'disabled', web_push_keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  }
  await subscription.unsubscribe();
}

/** This device's push status on the server (its own endpoint), or the member's when it has none. */
export async function devicePushStatus(): Promise<'enabled' | 'disabled' | 'suspended' | null> {
  const registration = isPushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  const { push_status } = await api(pushSettingsContract, { query: subscription ? { token: subscription.endpoint } : {} });
  return subscription ? push_status : push_status === 'enabled' ? 'disabled' : push_status;
}
