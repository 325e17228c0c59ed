import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_WIDTH } from '@tessera/core/constants';
import type { PageProps } from '@tessera/core/entities/page';
import type { Theme } from '@tessera/core/entities/theme';
import { PREVIEW_STUDIO_SOURCE, previewStudioMessageSchema, type PreviewStudioMessage } from '@tessera/core/preview';
import { Button } from '../../ui/Button';
import { StateMessage } from '../../ui/StateMessage';
import { previewOriginOf, readPreviewMessage } from './preview-channel';
import styles from './PreviewFrame.module.css';

/** Typing sends at most one update per kind in this window. */
export const PREVIEW_DEBOUNCE_MS = 100;
/** A preview that has not said `ready` by then is shown as failed (it may still answer later). */
export const PREVIEW_READY_TIMEOUT_MS = 15_000;

type Props = {
  /** StudioAppDetail.preview_url: the member app with `?page-builder`. */
  previewUrl: string;
  /** A draft to show in place of what is published at its path. */
  page: PageProps | null;
  /** An unsaved theme to paint with. */
  theme: Theme | null;
  /** Where the preview should be; follows changes. */
  path?: string;
  /** The frame's accessible name. */
  title: string;
  /** The member navigated inside the preview. */
  onNavigated?: (path: string) => void;
};

type Kind = 'theme' | 'page' | 'navigate';
type Current = { page: PageProps | null; theme: Theme | null; path: string | undefined };

/** The messages that bring the preview up to date with `current`, for the kinds that changed. */
function messagesFor(kinds: ReadonlySet<Kind>, current: Current, { isHandshake }: { isHandshake: boolean }): PreviewStudioMessage[] {
  const messages: PreviewStudioMessage[] = [];
  const { page, theme, path } = current;
  if (kinds.has('theme') && theme) messages.push({ source: PREVIEW_STUDIO_SOURCE, type: 'theme', theme });
  if (kinds.has('page') && page) messages.push({ source: PREVIEW_STUDIO_SOURCE, type: 'page', page });
  // A page message already takes the preview to the page; on the handshake a navigate would repeat it.
  const isCoveredByPage = isHandshake && page?.page_data.path === path;
  if (kinds.has('navigate') && path && !isCoveredByPage) messages.push({ source: PREVIEW_STUDIO_SOURCE, type: 'navigate', path });
  return messages;
}

const ALL_KINDS: ReadonlySet<Kind> = new Set(['theme', 'page', 'navigate']);

/**
 * The member app at phone width (SPEC §9: 375), fed unsaved work over `postMessage`
 * (core `preview.ts`). It listens only to its own frame's window at the preview's origin, answers
 * `ready` with everything current, and sends later changes debounced, always addressed to that
 * exact origin, so no other page can feed the preview or read the draft.
 */
export function PreviewFrame({ previewUrl, page, theme, path, title, onNavigated }: Props) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origin = useMemo(() => previewOriginOf(previewUrl), [previewUrl]);
  const [attempt, setAttempt] = useState(0);
  const frameKey = `${attempt}:${previewUrl}`;
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const status = !origin ? 'error' : readyKey === frameKey ? 'ready' : failedKey === frameKey ? 'error' : 'loading';

  const current = useRef<Current>({ page, theme, path });
  const onNavigatedRef = useRef(onNavigated);
  const isReady = useRef(false);
  const pending = useRef(new Set<Kind>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    current.current = { page, theme, path };
    onNavigatedRef.current = onNavigated;
  });

  const send = useCallback(
    (kinds: ReadonlySet<Kind>, options: { isHandshake: boolean }) => {
      const target = frameRef.current?.contentWindow;
      if (!origin || !target || !isReady.current) return;
      for (const message of messagesFor(kinds, current.current, options)) {
        // The member app would refuse an off-protocol message; saying so here points at the cause.
        if (!previewStudioMessageSchema.safeParse(message).success) {
          console.warn(`Tessera preview: not sending an invalid ${message.type} message`);
          continue;
        }
        target.postMessage(message, origin);
      }
    },
    [origin],
  );

  // The handshake: each (re)load of the frame says ready once it listens.
  useEffect(() => {
    if (!origin) return;
    isReady.current = false;
    const receive = (event: MessageEvent) => {
      const message = readPreviewMessage(event, { origin, source: frameRef.current?.contentWindow });
      if (!message) return;
      if (message.type === 'ready') {
        isReady.current = true;
        setReadyKey(frameKey);
        send(ALL_KINDS, { isHandshake: true });
      } else {
        onNavigatedRef.current?.(message.path);
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [origin, frameKey, send]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timeout = setTimeout(() => setFailedKey(frameKey), PREVIEW_READY_TIMEOUT_MS);
    return () => clearTimeout(timeout);
  }, [status, frameKey]);

  const queue = useCallback(
    (kind: Kind) => {
      pending.current.add(kind);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const kinds = pending.current;
        pending.current = new Set();
        send(kinds, { isHandshake: false });
      }, PREVIEW_DEBOUNCE_MS);
    },
    [send],
  );
  useEffect(() => queue('theme'), [theme, queue]);
  useEffect(() => queue('page'), [page, queue]);
  useEffect(() => queue('navigate'), [path, queue]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className={styles.frame} style={{ width: PREVIEW_WIDTH }}>
      {origin ? (
        <iframe
          key={frameKey}
          ref={frameRef}
          className={styles.iframe}
          src={previewUrl}
          title={title}
          width={PREVIEW_WIDTH}
          aria-busy={status === 'loading' || undefined}
        />
      ) : null}
      {status === 'loading' ? (
        <div className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('preview.loading')}
        </div>
      ) : null}
      {status === 'error' ? (
        <div className={styles.overlay}>
          <StateMessage
            tone="error"
            title={t('preview.error')}
            action={origin ? <Button onClick={() => setAttempt((count) => count + 1)}>{t('preview.retry')}</Button> : undefined}
          >
            {t('preview.errorHint')}
          </StateMessage>
        </div>
      ) : null}
    </div>
  );
}
