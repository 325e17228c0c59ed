/**
 * Push registration tokens per provider (SPEC §3 Push registration: expo, pusher, fcm; `webpush`
 * is Tessera's addition for browsers, decision 029). A malformed token is refused with 400 before
 * anything is stored, so a provider never sees garbage.
 */
export const PUSH_PROVIDERS = ['expo', 'pusher', 'fcm', 'webpush'] as const;
export type PushProviderName = (typeof PUSH_PROVIDERS)[number];

export const PUSH_STATUSES = ['enabled', 'disabled', 'suspended'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

export const PUSH_TOKEN_MAX_LENGTH = 2048;

const EXPO_TOKEN = /^Expo(nent)?PushToken\[[A-Za-z0-9_-]{10,200}\]$/;
/** FCM registration tokens: base64url-ish with a colon; in practice 140-200 characters. */
const FCM_TOKEN = /^[A-Za-z0-9_:-]{32,4096}$/;
/** Pusher Beams device tokens (APNs hex or FCM tokens relayed): printable, no spaces. */
const PUSHER_TOKEN = /^[A-Za-z0-9_:.-]{16,4096}$/;

/** Web push: the token is the subscription's endpoint, an https URL of a push service. */
function isWebPushEndpoint(token: string): boolean {
  try {
    const url = new URL(token);
    return url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
  } catch {
    return false;
  }
}

export function isValidPushToken(provider: PushProviderName, token: string): boolean {
  if (token.length === 0 || token.length > PUSH_TOKEN_MAX_LENGTH) return false;
  switch (provider) {
    case 'expo':
      return EXPO_TOKEN.test(token);
    case 'fcm':
      return FCM_TOKEN.test(token);
    case 'pusher':
      return PUSHER_TOKEN.test(token);
    case 'webpush':
      return isWebPushEndpoint(token);
  }
}

/** Web push subscription keys (base64url): p256dh is a 65-byte P-256 point, auth 16 bytes. */
export const WEB_PUSH_KEY_PATTERN = /^[A-Za-z0-9_-]+={0,2}$/;
