import { Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Program } from '@tessera/core/entities/program';
import { Icon } from '@tessera/ui/Icon';
import { TextField } from '@tessera/ui/TextField';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { describeError } from '../../../app/forms/describe-error';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useAuthStore } from '../../auth/auth-store';
import { PageLink } from '../../pages/PageLink';
import { formatUnlockDate } from '../../pages/format-unlock-date';
import { useChangeProgram, useProgramSubscriptions, type ProgramChange } from '../program-queries';
import styles from './styles.module.css';
import { lazyWithWords } from '../../../app/i18n/feature-words';

// Download for offline: its own chunk with its words, after the page's own content (nothing for guests).
const OfflineDownload = lazyWithWords(
  () => import('../../offline/OfflineDownload').then((module) => module.OfflineDownload),
  () => import('../../offline/words').then((module) => module.offlineWords),
);

/**
 * SPEC §4 Program on its page: the stages in order with the member's progress, the active stage
 * (the first not completed, otherwise the last) highlighted, Start program with an optional start
 * day, and complete / uncomplete per stage. A stage still closed by drip says the day it opens (the
 * server's `stage_opens_at`, written in the member's zone and language) instead of offering Done.
 * Guests see the stages and are asked to sign in.
 */
export function ProgramProgress({ program }: { program: Program }) {
  const { t, i18n } = useTranslation();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const timeZone = useAuthStore((state) => state.user?.timezone ?? null);
  const subscriptions = useProgramSubscriptions();
  const change = useChangeProgram(program.id);
  const subscription = subscriptions.data?.find((s) => s.program_id === program.id) ?? null;
  const done = new Set(subscription?.completed_stage_ids ?? []);
  const run = (next: ProgramChange) => change.mutate(next);

  return (
    <section className={styles.section} aria-label={t('programs.stages')}>
      <h2 className={styles.heading}>{t('programs.stages')}</h2>
      {subscription ? (
        <>
          <p className={styles.summary}>
            {t('programs.completedCount', { done: done.size, total: program.stages.length })}
            {subscription.start_date
              ? ` · ${t('programs.startsOn', { date: formatDay(subscription.start_date, i18n.language) })}`
              : ''}
          </p>
          {/* Started on a day: its stages are laid on the member's schedule (features/schedule). */}
          {subscription.start_date ? (
            <p className={styles.summary}>
              <Link to="/me/schedule">{t('programs.seeSchedule')}</Link>
            </p>
          ) : null}
        </>
      ) : isSignedIn && subscriptions.isPending ? null : (
        <StartProgram
          isSignedIn={isSignedIn}
          isBusy={change.isPending}
          onStart={(startDate) => run({ kind: 'start', startDate })}
        />
      )}
      {subscriptions.isError ? (
        <p className={styles.error} role="alert">
          {describeError(subscriptions.error, t, i18n.language)}
        </p>
      ) : null}
      {program.stages.length === 0 ? (
        <p className={styles.summary}>{t('programs.noStages')}</p>
      ) : null}
      <ol className={styles.stages}>
        {program.stages.map((stage, index) => {
          const isDone = done.has(stage.id);
          const isActive = subscription?.active_stage_id === stage.id;
          const opensAt = isDone ? null : (subscription?.stage_opens_at[stage.id] ?? null);
          return (
            <li
              key={stage.id}
              className={isActive ? `${styles.stage} ${styles.active}` : styles.stage}
              aria-current={isActive ? 'step' : undefined}
              data-stage-state={isDone ? 'completed' : opensAt ? 'locked' : isActive ? 'active' : 'open'}
            >
              <span
                className={isDone ? `${styles.marker} ${styles.done}` : styles.marker}
                aria-hidden="true"
              >
                {isDone ? <Icon name="check" size={20} /> : index + 1}
              </span>
              <span className={styles.text}>
                {stage.path ? <PageLink href={stage.path}>{stage.title}</PageLink> : stage.title}
                <span className={visuallyHiddenClass}>
                  {isDone
                    ? t('programs.stageCompleted')
                    : isActive
                      ? t('programs.activeStage')
                      : ''}
                </span>
                {isActive ? (
                  <span className={styles.badge} aria-hidden="true">
                    {t('programs.activeStage')}
                  </span>
                ) : null}
                {opensAt ? (
                  <span className={styles.opens}>
                    {t('programs.opensOn', {
                      date: formatUnlockDate(opensAt, i18n.language, timeZone, { dateStyle: 'long' }),
                    })}
                  </span>
                ) : null}
              </span>
              {subscription && !opensAt ? (
                <span className={styles.action}>
                  <SubmitButton
                    type="button"
                    variant={isDone ? 'secondary' : 'primary'}
                    isBusy={change.isPending}
                    aria-label={t(isDone ? 'programs.uncompleteStage' : 'programs.completeStage', {
                      title: stage.title,
                    })}
                    onClick={() =>
                      run({ kind: isDone ? 'uncomplete' : 'complete', stageId: stage.id })
                    }
                  >
                    {isDone ? t('programs.undo') : t('programs.markDone')}
                  </SubmitButton>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {change.isError ? (
        <p className={styles.error} role="alert">
          {describeError(change.error, t, i18n.language)}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <OfflineDownload kind="program" id={program.id} pageId={program.page_id} />
      </Suspense>
    </section>
  );
}

function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Start program: an optional start day (the member's own calendar day, YYYY-MM-DD), or sign in first. */
function StartProgram({
  isSignedIn,
  isBusy,
  onStart,
}: {
  isSignedIn: boolean;
  isBusy: boolean;
  onStart: (startDate: string | null) => void;
}) {
  const { t } = useTranslation();
  const { open } = useHashOverlays();
  const [startDate, setStartDate] = useState('');
  const hintId = useId();
  if (!isSignedIn) {
    return (
      <div className={styles.start}>
        <p className={styles.summary} id={hintId}>
          {t('programs.signInToStart')}
        </p>
        <SubmitButton type="button" aria-describedby={hintId} onClick={() => open('auth')}>
          {t('programs.start')}
        </SubmitButton>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onStart(startDate || null);
  };
  return (
    <form className={styles.start} onSubmit={onSubmit}>
      <TextField
        type="date"
        label={t('programs.startDate')}
        hint={t('programs.startDateHint')}
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
      />
      <SubmitButton isBusy={isBusy}>{t('programs.start')}</SubmitButton>
    </form>
  );
}
