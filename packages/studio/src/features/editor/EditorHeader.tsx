import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HistoryState } from './puck/PuckBridge';
import styles from './EditorScreen.module.css';

type Props = {
  /** Where "back" goes, and what it says. */
  backTo: string;
  backLabel: string;
  title: string;
  /** A line under the title (a page's path). */
  subtitle?: ReactNode;
  /** The save status. */
  status: ReactNode;
  /** The screen's buttons (history first). */
  actions: ReactNode;
};

/** The head of a block editor screen: the way back, what is edited, whether it is saved, and its actions. */
export function EditorHeader({ backTo, backLabel, title, subtitle, status, actions }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <Link to={backTo} className={styles.back}>
          <span aria-hidden="true" className={styles.arrow}>
            ‹
          </span>
          {backLabel}
        </Link>
        <h1 className={styles.title}>{title}</h1>
        {subtitle}
      </div>
      {status}
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}

/** Undo and redo of the block editor, from Puck's history. */
export function HistoryButtons({ history, onUndo, onRedo }: { history: HistoryState; onUndo: () => void; onRedo: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.history} role="group" aria-label={t('editor.history')}>
      <button type="button" className={styles.iconButton} aria-label={t('editor.undo')} title={t('editor.undoShortcut')} disabled={!history.hasPast} onClick={onUndo}>
        <span aria-hidden="true">↶</span>
      </button>
      <button type="button" className={styles.iconButton} aria-label={t('editor.redo')} title={t('editor.redoShortcut')} disabled={!history.hasFuture} onClick={onRedo}>
        <span aria-hidden="true">↷</span>
      </button>
    </div>
  );
}
