import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@tessera/ui/Icon';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useAuthStore } from '../../auth/auth-store';
import { useAppConfig } from '../../../app/app-config-context';
import {
  askBundle,
  askToPersist,
  downloadPack,
  readManifest,
  removePack,
  storageRoom,
} from '../offline-packs';
import type { DownloadProgress, StorageRoom } from '../offline-packs';
import { mediaElsewhere } from '../pack-plan';
import type { OfflineBundle, PackManifest, PackRef } from '../pack-plan';
import { offlineWords } from '../words';
import { SyncStatus } from '../SyncStatus';
import { formatBytes } from '../format-bytes';
import styles from './styles.module.css';

type State =
  | { step: 'reading' }
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'confirm'; bundle: OfflineBundle; room: StorageRoom }
  | { step: 'downloading'; progress: DownloadProgress }
  | { step: 'available'; manifest: PackManifest; isPersisted: boolean }
  | { step: 'failed' }
  | { step: 'cancelled' }
  | { step: 'offline' };

const canStore = () => typeof window !== 'undefined' && 'caches' in window;

/**
 * "Download for offline" on a program or pack page (issue 14, decision 035): asks the server what
 * the pack needs, shows its size and the room on the device for the member to confirm, downloads
 * with progress and a cancel, then says "Available offline" with a way to remove it. Signed-in
 * members only: the pages are stored as this member may see them.
 */
export function OfflineDownload(props: Omit<PackRef, 'kind'> & { kind: PackRef['kind'] }) {
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  if (!isSignedIn || !canStore()) return null;
  return <Download {...props} />;
}

function Download({ kind, id, pageId }: PackRef) {
  const { t, i18n } = offlineWords.useWords('offline');
  const headingId = useId();
  const { slug } = useAppConfig();
  const [state, setState] = useState<State>({ step: 'reading' });
  const cancel = useRef<AbortController | null>(null);
  const focusTarget = useRef<HTMLElement | null>(null);
  const ref: PackRef = { kind, id, pageId, pagePath: window.location.pathname };
  const size = (bytes: number) => formatBytes(bytes, i18n.language);

  useEffect(() => {
    let isCurrent = true;
    void Promise.all([readManifest({ kind, id }), storageRoom()]).then(
      ([manifest, room]) =>
        isCurrent &&
        setState(
          manifest
            ? { step: 'available', manifest, isPersisted: room.isPersisted }
            : { step: 'idle' },
        ),
      () => isCurrent && setState({ step: 'idle' }),
    );
    return () => {
      isCurrent = false;
      cancel.current?.abort();
    };
  }, [kind, id]);

  // The button pressed is gone with its step: its first line takes the focus (not on first show).
  const [hasActed, setHasActed] = useState(false);
  useEffect(() => {
    if (hasActed) focusTarget.current?.focus();
  }, [state.step, hasActed]);

  async function ask() {
    if (!navigator.onLine) return setState({ step: 'offline' });
    setState({ step: 'asking' });
    try {
      const [bundle, room] = await Promise.all([askBundle(ref), storageRoom()]);
      setState({ step: 'confirm', bundle, room });
    } catch {
      setState({ step: 'failed' });
    }
  }

  async function download(bundle: OfflineBundle) {
    const controller = new AbortController();
    cancel.current = controller;
    setState({ step: 'downloading', progress: { done: 0, total: 1, bytes: 0 } });
    const isPersisted = await askToPersist();
    try {
      const manifest = await downloadPack({
        ref,
        bundle,
        appSlug: slug,
        signal: controller.signal,
        onProgress: (progress) => setState({ step: 'downloading', progress }),
      });
      setState({ step: 'available', manifest, isPersisted });
    } catch {
      setState(controller.signal.aborted ? { step: 'cancelled' } : { step: 'failed' });
    } finally {
      cancel.current = null;
    }
  }

  async function remove() {
    await removePack({ kind, id });
    setState({ step: 'idle' });
  }

  const setFocus = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  const act = <T,>(run: () => T) => {
    setHasActed(true);
    return run();
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby={headingId}
      data-offline-pack={`${kind}-${id}`}
    >
      <h2 id={headingId} className={styles.heading}>
        <Icon name="download" size={20} /> {t('heading')}
      </h2>
      {state.step === 'reading' ? null : state.step === 'available' ? (
        <div className={styles.body}>
          <p className={styles.available} role="status" tabIndex={-1} ref={setFocus}>
            <Icon name="check" size={18} /> {t('available')}
          </p>
          <p className={styles.muted}>
            {t('availableSummary', {
              size: size(state.manifest.bytes),
              date: new Date(state.manifest.savedAt).toLocaleDateString(i18n.language),
            })}
          </p>
          <p className={styles.muted}>{state.isPersisted ? t('persisted') : t('notPersisted')}</p>
          <SubmitButton type="button" variant="secondary" onClick={() => act(() => void remove())}>
            {t('remove')}
          </SubmitButton>
        </div>
      ) : state.step === 'confirm' ? (
        <Confirm
          bundle={state.bundle}
          room={state.room}
          size={size}
          takeFocus={setFocus}
          onConfirm={() => act(() => void download(state.bundle))}
          onCancel={() => act(() => setState({ step: 'idle' }))}
        />
      ) : state.step === 'downloading' ? (
        <div className={styles.body}>
          <p className={styles.muted} id={`${headingId}-progress`} tabIndex={-1} ref={setFocus}>
            {t('downloading')}
          </p>
          <progress
            className={styles.progress}
            aria-labelledby={`${headingId}-progress`}
            max={state.progress.total}
            value={state.progress.done}
          />
          <p className={styles.muted} aria-live="polite">
            {t('progress', {
              done: state.progress.done,
              total: state.progress.total,
              size: size(state.progress.bytes),
            })}
          </p>
          <SubmitButton
            type="button"
            variant="secondary"
            onClick={() => act(() => cancel.current?.abort())}
          >
            {t('cancel')}
          </SubmitButton>
        </div>
      ) : (
        <div className={styles.body}>
          {state.step === 'failed' ? (
            <p className={styles.error} role="alert" tabIndex={-1} ref={setFocus}>
              {t('failed')}
            </p>
          ) : state.step === 'cancelled' ? (
            <p className={styles.muted} role="status" tabIndex={-1} ref={setFocus}>
              {t('cancelled')}
            </p>
          ) : state.step === 'offline' ? (
            <p className={styles.muted} role="status">
              {t('needsConnection')}
            </p>
          ) : null}
          <SubmitButton
            type="button"
            variant="secondary"
            isBusy={state.step === 'asking'}
            busyLabel={t('checking')}
            onClick={() => act(() => void ask())}
          >
            {state.step === 'failed' ? t('retry') : t('download')}
          </SubmitButton>
        </div>
      )}
      <SyncStatus />
    </section>
  );
}

function Confirm({
  bundle,
  room,
  size,
  takeFocus,
  onConfirm,
  onCancel,
}: {
  bundle: OfflineBundle;
  room: StorageRoom;
  size: (bytes: number) => string;
  takeFocus: (element: HTMLElement | null) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = offlineWords.useWords('offline');
  const free =
    room.quota !== null && room.usage !== null ? Math.max(0, room.quota - room.usage) : null;
  const isTooBig = free !== null && bundle.total_bytes > free;
  const elsewhere = mediaElsewhere(bundle, window.location.origin);
  const titleId = useId();
  return (
    <div className={styles.confirm} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.confirmTitle} tabIndex={-1} ref={takeFocus}>
        {t('confirmTitle')}
      </h3>
      {/* Sizes come from the server's media table; with none known, "0 kB" would mislead. */}
      <p className={styles.size}>
        {bundle.total_bytes > 0 ? t('size', { size: size(bundle.total_bytes) }) : t('sizeNotKnown')}
      </p>
      <p className={styles.muted}>
        {t('contents', {
          pages: bundle.pages.length,
          workouts: bundle.workout_ids.length,
          media: bundle.media.length,
        })}
      </p>
      {bundle.total_bytes > 0 && bundle.media.some((media) => media.bytes === null) ? (
        <p className={styles.muted}>{t('sizeUnknown')}</p>
      ) : null}
      {elsewhere > 0 ? (
        <p className={styles.muted}>{t('elsewhere', { count: elsewhere })}</p>
      ) : null}
      {free !== null ? <p className={styles.muted}>{t('room', { free: size(free) })}</p> : null}
      {isTooBig ? (
        <p className={styles.error} role="alert">
          {t('tooBig')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <SubmitButton type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </SubmitButton>
        {isTooBig ? null : (
          <SubmitButton type="button" onClick={onConfirm}>
            {t('confirm')}
          </SubmitButton>
        )}
      </div>
    </div>
  );
}
