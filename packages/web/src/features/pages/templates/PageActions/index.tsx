import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageAction, PageProps } from '@tessera/core/entities/page';
import { FAILED_TO_MARK_COMPLETE } from '@tessera/core/messages';
import { usePageDataStore } from '../../page-data-context';
import { Icon } from '@tessera/ui/Icon';
import { PageLink } from '../../PageLink';
import { loadSequence, startPage, toggleComplete } from '../../page-actions';
import { useHashOverlays } from '../../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../../../auth/auth-store';
import { usePageState } from '../../page-state-store';
import { useCanStartViaPack } from '../../../packs/pack-pages';
import { isProgressRoot, useStartedParent } from './use-sequence-parent';
import styles from './styles.module.css';

/** SPEC §3: the progress of a started root, 0–100, as a labelled bar. */
export function ProgressBar({ progress, label }: { progress: number; label: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span>{label}</span>
        <span>{t('pageActions.percent', { value: progress })}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={styles.fill} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

/** Start (SPEC §4 subscribe) a progress root; once started, its progress. Guests are asked to sign in. */
function StartSection({ page, action }: { page: PageProps; action: PageAction | undefined }) {
  const { t } = useTranslation();
  const { open } = useHashOverlays();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  // Server-rendered pages show before the session is checked (decision 032): Start waits for it,
  // or a member's early tap would be taken for a guest's and ask them to sign in.
  const isChecked = useAuthStore((state) => state.status !== 'unchecked');
  const state = usePageState(page.page_id);
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const store = usePageDataStore();
  const queryClient = useQueryClient();
  const isStarted = isSignedIn && state.is_subscribed;
  const isViaPack = useCanStartViaPack(page.page_id);

  // After a reload the sign-in answer says "started" but not how far: ask once.
  const hasSequence = state.sequence !== null;
  useEffect(() => {
    if (isStarted && !hasSequence)
      loadSequence(page.page_id).catch((error: unknown) =>
        console.warn('Could not load progress', error),
      );
  }, [isStarted, hasSequence, page.page_id]);

  if (isStarted) return <ProgressBar progress={state.progress} label={t('pageActions.progress')} />;

  const onStart = async () => {
    if (!isSignedIn) {
      open('auth');
      return;
    }
    setIsBusy(true);
    setHasFailed(false);
    try {
      await startPage(page.page_id);
      // Starting opens the first steps (drip): what links knew about them is out of date.
      store.clear();
      void queryClient.invalidateQueries({ queryKey: ['page'] });
    } catch {
      setHasFailed(true);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.primary}
        aria-busy={isBusy || !isChecked}
        disabled={isBusy || !isChecked}
        onClick={() => void onStart()}
      >
        {action?.text || t('pageActions.start')}
      </button>
      {isViaPack ? <p className={styles.note}>{t('packs.viaPack')}</p> : null}
      {hasFailed ? (
        <p className={styles.error} role="alert">
          {t('pageActions.failedToStart')}
        </p>
      ) : null}
    </>
  );
}

/** Mark complete and back (SPEC §4), optimistic; a refusal restores it and says so. */
function MarkComplete({ page, action }: { page: PageProps; action: PageAction | undefined }) {
  const { t } = useTranslation();
  const { is_completed: isCompleted } = usePageState(page.page_id);
  const [hasFailed, setHasFailed] = useState(false);
  const text = isCompleted
    ? action?.post_action_button_text || t('pageActions.completed')
    : action?.text || t('pageActions.markComplete');
  const onClick = () => {
    setHasFailed(false);
    toggleComplete(page.page_id).catch(() => setHasFailed(true));
  };
  return (
    <>
      <button
        type="button"
        className={isCompleted ? styles.done : styles.primary}
        aria-pressed={isCompleted}
        onClick={onClick}
      >
        {isCompleted ? <Icon name="check" size={20} /> : null}
        {text}
      </button>
      {hasFailed ? (
        <p className={styles.error} role="alert">
          {t('errors.failedToMarkComplete', { defaultValue: FAILED_TO_MARK_COMPLETE })}
        </p>
      ) : null}
    </>
  );
}

/**
 * Where a published generic button goes: its block action was checked against the block action
 * schema when the draft was saved, so only the address is read here, without the schema (and zod)
 * on the page (decision 037).
 */
function hrefOf(blockAction: PageAction['block_action']): string {
  if (blockAction?.type === 'open_url' && typeof blockAction.url === 'string') return blockAction.url;
  if (blockAction?.type === 'open_page' && typeof blockAction.path === 'string') return blockAction.path;
  return '';
}

/** A generic button action: where its block action goes, then its after-text once used. */
function GenericButton({ action }: { action: PageAction }) {
  const [isUsed, setIsUsed] = useState(false);
  const text =
    isUsed && action.post_action_button_text ? action.post_action_button_text : action.text;
  const href = hrefOf(action.block_action);
  if (!href) return null;
  return (
    <span onClickCapture={() => setIsUsed(true)} className={styles.linkWrap}>
      <PageLink href={href} className={styles.secondary}>
        {text}
      </PageLink>
    </span>
  );
}

/**
 * SPEC §4 page actions under the content: Start and progress on a progress root, Mark complete
 * (from the page's actions, or on every step of a started sequence), generic buttons, and Next
 * to the following step. track_progress is never shown.
 */
export function PageActions({
  page,
  isStartedElsewhere = false,
}: {
  page: PageProps;
  isStartedElsewhere?: boolean;
}) {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const started = useStartedParent(page);
  const actions = page.page_actions.filter((action) => action.action_type !== 'track_progress');
  const startAction = actions.find((action) => action.action_type === 'start');
  const completeAction = actions.find((action) => action.action_type === 'mark_complete');
  const isRoot = isProgressRoot(page) && !isStartedElsewhere;
  const canComplete = isSignedIn && (completeAction !== undefined || started !== null);
  const index = page.siblings.findIndex((sibling) => sibling.page_id === page.page_id);
  const next = started && index >= 0 ? page.siblings[index + 1] : undefined;
  const generic = actions.filter((action) => action.action_type === 'generic_button');

  if (!isRoot && !canComplete && generic.length === 0 && !started) return null;
  return (
    <section className={styles.actions} aria-label={t('pageActions.label')}>
      {started ? (
        <ProgressBar
          progress={started.progress}
          label={t('pageActions.progressOf', { title: started.parent.page_title })}
        />
      ) : null}
      {isRoot ? <StartSection page={page} action={startAction} /> : null}
      {canComplete ? <MarkComplete page={page} action={completeAction} /> : null}
      {generic.map((action) => (
        <GenericButton key={action.id} action={action} />
      ))}
      {next ? (
        <PageLink href={next.path} className={styles.next}>
          <span>
            <span className={styles.nextLabel}>{t('pageActions.next')}</span>
            <span className={styles.nextTitle}>{next.title}</span>
          </span>
          <Icon name="chevron" size={20} flipInRtl />
        </PageLink>
      ) : null}
    </section>
  );
}
