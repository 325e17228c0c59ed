/**
 * The push seam (ARCHITECTURE: Integrations). Registrations are stored per device (SPEC §3 Push
 * registration: token, provider expo | pusher | fcm, status); web push with VAPID keys is the
 * default implementation and expo/fcm adapters join when configured (issue 16). Notifications
 * modules send through this type only, from jobs.
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

export type PushResult = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; retryable: boolean; reason: string };

export type PushSender = {
  provider: PushProvider;
  /** `gone` means the registration is dead and must be disabled. */
  send: (input: { token: string; message: PushMessage }) => Promise<PushResult>;
};
