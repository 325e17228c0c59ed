import { useCallback, useEffect, useRef, useState } from 'react';

export type ShareRequest = { url: string; title?: string; text?: string };
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Whether the device has a share sheet (phones, some desktops). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the device's share sheet; where there is none (most desktops), copies the link instead.
 * A member closing the sheet is `cancelled`, not an error.
 */
export async function shareOrCopy(request: ShareRequest): Promise<ShareOutcome> {
  if (canShareNatively()) {
    try {
      await navigator.share({ url: request.url, title: request.title, text: request.text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Some browsers refuse share() outside a secure context or for some data: copying still works.
    }
  }
  try {
    await navigator.clipboard.writeText(request.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The page the member is on, as a link to share. */
export function currentPageUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

const STATUS_MS = 3000;

/**
 * Share with a short-lived outcome to show ("Link copied"): the status clears itself after a few
 * seconds so the next tap announces again.
 */
export function useShare(): {
  share: (request: ShareRequest) => Promise<void>;
  outcome: ShareOutcome | null;
} {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = useCallback(async (request: ShareRequest) => {
    const result = await shareOrCopy(request);
    clearTimeout(timer.current);
    setOutcome(result === 'copied' || result === 'failed' ? result : null);
    timer.current = setTimeout(() => setOutcome(null), STATUS_MS);
  }, []);

  return { share, outcome };
}
