import { useEffect, useState } from 'react';
import { memberOutbox, watchMemberOutbox } from '../member-outbox';
import type { OutboxSnapshot } from '../outbox';
import type { OutboxNotice } from '../outbox-store';
import { offlineWords } from '../words';
import styles from './styles.module.css';

/**
 * The line the member reads: nothing while writes go straight through (online, a set logged is
 * sent at once), "waiting to sync: 3" once writes are left waiting (offline, a server down),
 * "Syncing…" while those go, then "Synced".
 */
type SyncLine = 'pending' | 'syncing' | 'synced' | null;

/**
 * The outbox as the member's screens see it: writes waiting, what the member must be told, and
 * the status line. Null until there is an outbox to read (a browser that never queued a log
 * opens none).
 */
export function useOutboxStatus(): { snapshot: OutboxSnapshot | null; line: SyncLine } {
  const [state, setState] = useState<{ snapshot: OutboxSnapshot | null; line: SyncLine }>({
    snapshot: null,
    line: null,
  });
  useEffect(() => {
    let hasWaited = false;
    let unsubscribe: (() => void) | null = null;
    const cancel = watchMemberOutbox((outbox) => {
      unsubscribe = outbox.subscribe((snapshot) => {
        let line: SyncLine = null;
        if (snapshot.pending > 0 && !snapshot.isSyncing) {
          hasWaited = true;
          line = 'pending';
        } else if (hasWaited) line = snapshot.isSyncing ? 'syncing' : 'synced';
        setState({ snapshot, line });
      });
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, []);
  return state;
}

/**
 * How many workout logs wait to reach the server, and the conflicts the sync met: "Your change
 * to set 2 was replaced by a newer one" (the server kept a later version, last writer wins) or a
 * log the server refused. Each notice stays until the member dismisses it. Shown in the
 * Download-for-offline panel and on the workout screens; the status line is a polite live region
 * that is always there, so a change is read out.
 */
export function SyncStatus({ className }: { className?: string }) {
  const { t } = offlineWords.useWords('offline');
  const { snapshot, line } = useOutboxStatus();
  const notices = snapshot?.notices ?? [];
  return (
    <div className={[styles.sync, className].filter(Boolean).join(' ')} data-sync={line ?? 'idle'}>
      <p className={line ? styles.pending : styles.empty} role="status">
        {line === 'pending'
          ? t('pending', { count: snapshot?.pending ?? 0 })
          : line
            ? t(line)
            : null}
      </p>
      {notices.length > 0 ? (
        <ul className={styles.notices} aria-live="polite">
          {notices.map((notice) => (
            <li key={notice.key} className={styles.notice}>
              <span>{describeNotice(notice, t)}</span>
              <button
                type="button"
                className={styles.dismiss}
                onClick={() => void memberOutbox().dismiss(notice.key)}
              >
                {t('dismiss')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function describeNotice(
  notice: OutboxNotice,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (notice.kind === 'refused') return t('refused');
  const setIndex = notice.activity?.data?.set_index;
  return typeof setIndex === 'number' ? t('replaced', { set: setIndex + 1 }) : t('replacedOther');
}
