import { useCallback, useEffect, useRef, useState } from 'react';

export type BlockRequest<T> =
  | { status: 'idle'; retry: () => void }
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'done'; data: T; retry: () => void };

type Settled<T> = { key: string; data: T; error?: undefined } | { key: string; error: unknown; data?: undefined };

/**
 * Loads data for a block whenever `key` changes (null: nothing to load). The previous request is
 * aborted, a late answer to an old key is ignored, and `retry` asks again after an error. Blocks
 * have no query library of their own: the app's `fetchJson` (BlockContext) does the call.
 */
export function useBlockRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): BlockRequest<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const requestKey = key === null ? null : `${attempt}:${key}`;
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    if (requestKey === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, error });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  if (requestKey === null) return { status: 'idle', retry };
  if (settled?.key !== requestKey) return { status: 'loading', retry };
  if (settled.error !== undefined) return { status: 'error', error: settled.error, retry };
  return { status: 'done', data: settled.data as T, retry };
}

/** `value` once it has stopped changing for `delayMs` (typing into a search box). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
