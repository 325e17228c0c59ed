const DEVICE_ID_KEY = 'tessera.device-id';

function randomId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

let deviceId: string | null = null;

/** One id per browser, kept across visits so activity can be tied to a device without a sign-in. */
export function getDeviceId(): string {
  if (deviceId) return deviceId;
  try {
    deviceId = localStorage.getItem(DEVICE_ID_KEY);
    if (!deviceId) {
      deviceId = randomId();
      localStorage.setItem(DEVICE_ID_KEY, deviceId);
    }
  } catch {
    // Private modes can refuse storage: the id then lasts as long as the tab.
    deviceId ??= randomId();
  }
  return deviceId;
}

/** A session starts when the app loads (SPEC §4 Session tracking), so it lives in memory only. */
const sessionId = randomId();
export function getSessionId(): string {
  return sessionId;
}
