import { useCallback, useEffect, useRef, useState } from 'react';
import { AppError } from '@tessera/core/errors';

/** Quiet time after the last edit before the changes are sent. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * saved: the server has every change. pending: changes wait for the quiet time. saving: sent.
 * error: the last save failed (retried on the next edit or on request). invalid: the server refused
 * the content (422 invalid_blocks, an overlay's blocks); the next edit sends it again with the fix.
 * conflict: someone else saved since it was loaded (409 edit_conflict); nothing more is sent until
 * a reload.
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'invalid' | 'conflict';

type Options<Patch extends object, Saved> = {
  /** The revision the document was loaded at. */
  revision: number;
  /** Sends a patch at a revision; answers what was saved and its new revision. */
  save: (patch: Patch, revision: number) => Promise<{ saved: Saved; revision: number }>;
  onSaved?: (saved: Saved) => void;
  delayMs?: number;
};

/**
 * Autosave of an edited document (a page's draft, an overlay): edits are merged into one patch and
 * sent after a quiet time, one request at a time, each carrying the revision the previous save
 * returned (optimistic concurrency). A failed patch is kept and merged with later edits, so
 * nothing typed is lost.
 */
export function useAutosave<Patch extends object, Saved>({ revision: initialRevision, save, onSaved, delayMs = AUTOSAVE_DELAY_MS }: Options<Patch, Saved>) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<unknown>(null);
  const revision = useRef(initialRevision);
  const pending = useRef<Patch | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const isBlocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ save, onSaved });
  useEffect(() => {
    latest.current = { save, onSaved };
  });

  const send = useCallback(async (patch: Patch): Promise<boolean> => {
    setStatus('saving');
    try {
      const result = await latest.current.save(patch, revision.current);
      revision.current = result.revision;
      setError(null);
      setStatus(pending.current ? 'pending' : 'saved');
      latest.current.onSaved?.(result.saved);
      return true;
    } catch (caught) {
      // Keep what failed, under anything typed since.
      pending.current = { ...patch, ...pending.current };
      setError(caught);
      if (caught instanceof AppError && caught.status === 409 && caught.code === 'edit_conflict') {
        isBlocked.current = true;
        setStatus('conflict');
      } else {
        setStatus(caught instanceof AppError && caught.code === 'invalid_blocks' ? 'invalid' : 'error');
      }
      return false;
    }
  }, []);

  /** Sends what is waiting now; true once the server has every change. */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    for (;;) {
      while (inFlight.current) await inFlight.current;
      if (isBlocked.current) return false;
      const patch = pending.current;
      if (!patch) return true;
      pending.current = null;
      const request = send(patch);
      inFlight.current = request;
      const ok = await request;
      inFlight.current = null;
      if (!ok) return false;
    }
  }, [send]);

  /** Records an edit; it is sent after the quiet time. */
  const queue = useCallback(
    (patch: Patch) => {
      pending.current = { ...pending.current, ...patch } as Patch;
      if (isBlocked.current) return;
      setStatus((current) => (current === 'saving' ? current : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [flush, delayMs],
  );

  // Leaving the editor sends what is still waiting; closing the tab with unsaved changes asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (pending.current && !isBlocked.current) void flush();
    };
  }, [flush]);

  return { status, error, queue, flush };
}
