import { PUSH_REASK_INTERVAL_MS } from '@tessera/core/constants';

/**
 * SPEC §4 Push permission: asked at most once per day; after a dismissal the next ask waits one
 * day; asked only when the member is signed in, push is supported and the status is not enabled.
 * Pure rules over what the device remembers (the "push permission" local storage key, SPEC §9).
 */
export type PushPromptMemory = {
  /** When the in-app explanation was last shown (ms since epoch). */
  askedAt: number | null;
  /** When the member last said Not now (in the sheet or the browser's prompt). */
  dismissedAt: number | null;
  /** The first day (YYYY-MM-DD, local) this device used the app. */
  firstSeenDay: string | null;
};

export const emptyPushPromptMemory: PushPromptMemory = { askedAt: null, dismissedAt: null, firstSeenDay: null };

export type PushFacts = {
  isSignedIn: boolean;
  isSupported: boolean;
  /** The server's push status for this member (GET /notifications/push_settings); null: never registered. */
  status: 'enabled' | 'disabled' | 'suspended' | null;
  /** The browser's permission: `denied` can no longer be asked by a page. */
  permission: NotificationPermission;
};

/** Whether the app may ask now (the SPEC rules, and what the browser still allows). */
export function canAskForPush(facts: PushFacts, memory: PushPromptMemory, now: number): boolean {
  if (!facts.isSignedIn || !facts.isSupported || facts.status === 'enabled') return false;
  if (facts.permission === 'denied') return false;
  if (memory.askedAt !== null && now - memory.askedAt < PUSH_REASK_INTERVAL_MS) return false;
  if (memory.dismissedAt !== null && now - memory.dismissedAt < PUSH_REASK_INTERVAL_MS) return false;
  return true;
}

/**
 * Whether the app asks by itself (the Account → Notifications button asks whenever the member
 * wants). Not on a member's first day on this device: a permission asked before the app has shown
 * its worth is mostly refused, and a refusal in the browser is final (decision in
 * docs/architecture.md, "PWA").
 */
export function shouldAskAutomatically(facts: PushFacts, memory: PushPromptMemory, now: number, today: string): boolean {
  if (!canAskForPush(facts, memory, now)) return false;
  // Granted already (another tab, or before): the app registers without asking again.
  if (facts.permission === 'granted') return false;
  return memory.firstSeenDay !== null && memory.firstSeenDay < today;
}

/** The member saw the explanation; `isDismissed` when they said Not now. */
export function rememberAsked(memory: PushPromptMemory, now: number, isDismissed: boolean): PushPromptMemory {
  return { ...memory, askedAt: now, dismissedAt: isDismissed ? now : memory.dismissedAt };
}

export function rememberSeen(memory: PushPromptMemory, today: string): PushPromptMemory {
  return memory.firstSeenDay ? memory : { ...memory, firstSeenDay: today };
}

export const PUSH_PROMPT_STORAGE_KEY = 'tessera.push-permission';

/** What the device remembers; anything unreadable reads as nothing remembered. */
export function readPushPromptMemory(storage: Pick<Storage, 'getItem'>): PushPromptMemory {
  try {
    const value = JSON.parse(storage.getItem(PUSH_PROMPT_STORAGE_KEY) ?? 'null') as Partial<PushPromptMemory> | null;
    if (!value || typeof value !== 'object') return emptyPushPromptMemory;
    const time = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : null);
    const day = typeof value.firstSeenDay === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.firstSeenDay) ? value.firstSeenDay : null;
    return { askedAt: time(value.askedAt), dismissedAt: time(value.dismissedAt), firstSeenDay: day };
  } catch {
    return emptyPushPromptMemory;
  }
}

export function writePushPromptMemory(storage: Pick<Storage, 'setItem'>, memory: PushPromptMemory): void {
  try {
    storage.setItem(PUSH_PROMPT_STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Private mode or a full storage: the app asks again sooner, nothing worse.
  }
}

/** The device's local calendar day, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
