/**
 * The push seam (ARCHITECTURE: Integrations). Registrations are stored per device (SPEC §3 Push
 * registration: token, provider expo | pusher | fcm, status; `webpush` is decision 029's addition
 * for browsers). Each provider has one sender; the notifications module sends through this type
 * only, from jobs, and disables a registration whose sender answers `gone`.
 */
export type PushProvider = 'webpush' | 'expo' | 'pusher' | 'fcm';

export type PushMessage = {
  title: string;
  body: string;
  /** Where a tap opens the app, e.g. `/me/messages/{threadId}`. */
  url: string;
  /** Collapses updates of the same thing on the device. */
  tag?: string;
};

export type PushResult = { status: 'sent' } | { status: 'gone'; reason: string } | { status: 'failed'; retryable: boolean; reason: string };

export type PushTarget = { token: string; webPushKeys?: { p256dh: string; auth: string } | null };

export type PushSender = {
  provider: PushProvider;
  /** `gone` means the registration is dead and must be disabled. */
  send: (input: PushTarget & { message: PushMessage }) => Promise<PushResult>;
};

/** How an HTTP answer of a push service reads when it says nothing more specific. */
export function resultOfStatus(status: number, reason: string): PushResult {
  if (status >= 200 && status < 300) return { status: 'sent' };
  if (status === 404 || status === 410) return { status: 'gone', reason };
  if (status === 429 || status >= 500) return { status: 'failed', retryable: true, reason };
  return { status: 'failed', retryable: false, reason };
}

/** A network error (the provider unreachable) is worth retrying. */
export function networkFailure(error: unknown): PushResult {
  return { status: 'failed', retryable: true, reason: error instanceof Error ? error.message : String(error) };
}

export const PUSH_TIMEOUT_MS = 10_000;
