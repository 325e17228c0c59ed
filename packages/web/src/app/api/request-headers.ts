import { getDeviceId, getSessionId } from './ids';
import { isNative, isPreviewMode, isStandalone } from '../environment';

let appSlug: string | null = null;
let credentials: { email: string; token: string } | null = null;

/** Set once at boot from the injected config; every call names its app. */
export function setAppSlug(slug: string): void {
  appSlug = slug;
}

export function getAppSlug(): string | null {
  return appSlug;
}

/** Set by every sign-in path and by the session check at start, cleared by logout; memory only. */
export function setCredentials(next: { email: string; token: string } | null): void {
  credentials = next;
}

export function getCredentials(): { email: string; token: string } | null {
  return credentials;
}

/** SPEC §7: the headers every call carries. */
export function standardHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Session-Id': getSessionId(),
    'X-Device-Id': getDeviceId(),
    'X-Origin-Href': window.location.href,
    'X-Standalone': String(isStandalone()),
    'X-Native': String(isNative()),
    'X-Client-Height': String(window.innerHeight),
    'X-Client-Width': String(window.innerWidth),
  };
  if (appSlug) headers['X-App-Slug'] = appSlug;
  // The studio's preview: the server grants every page when the owner's studio session comes along.
  if (isPreviewMode()) headers['X-Test-Run'] = '1';
  if (credentials) {
    headers['X-User-Email'] = credentials.email;
    headers['X-User-Token'] = credentials.token;
  }
  return headers;
}
