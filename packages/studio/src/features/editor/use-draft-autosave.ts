import { useCallback, useEffect, useRef, useState } from 'react';
import { updatePageDraftContract } from '@tessera/core/api/studio-pages';
import type { PageDraftPatch, StudioPage } from '@tessera/core/api/studio-pages';
import { AppError } from '@tessera/core/errors';
import { studioApi } from '../../app/studio-api';

/** Quiet time after the last edit before the draft is sent. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * saved: the server has every change. pending: changes wait for the quiet time. saving: sent.
 * error: the last save failed (retried on the next edit or on request). conflict: someone else
 * saved this page since it was loaded (409 edit_conflict); nothing more is sent until a reload.
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

type Options = {
  appId: string;
  pageId: string;
  /** The revision the draft was loaded at. */
  revision: number;
  onSaved?: (page: StudioPage) => void;
  delayMs?: number;
};

/**
 * Autosave of a page draft: edits are merged into one patch and sent after a quiet time, one
 * request at a time, each carrying the revision the previous save returned (optimistic
 * concurrency). A failed patch is kept and merged with later edits, so nothing typed is lost.
 */
export function useDraftAutosave({ appId, pageId, revision: initialRevision, onSaved, delayMs = AUTOSAVE_DELAY_MS }: Options) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<unknown>(null);
  const revision = useRef(initialRevision);
  const pending = useRef<PageDraftPatch | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const isBlocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });

  const send = useCallback(
    async (patch: PageDraftPatch): Promise<boolean> => {
      setStatus('saving');
      try {
        const { page } = await studioApi(updatePageDraftContract, {
          params: { appId, pageId },
          body: { revision: revision.current, draft: patch },
        });
        revision.current = page.revision;
        setError(null);
        setStatus(pending.current ? 'pending' : 'saved');
        onSavedRef.current?.(page);
        return true;
      } catch (caught) {
        // Keep what failed, under anything typed since.
        pending.current = { ...patch, ...pending.current };
        setError(caught);
        if (caught instanceof AppError && caught.status === 409 && caught.code === 'edit_conflict') {
          isBlocked.current = true;
          setStatus('conflict');
        } else {
          setStatus('error');
        }
        return false;
      }
    },
    [appId, pageId],
  );

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
    (patch: PageDraftPatch) => {
      pending.current = { ...pending.current, ...patch };
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
