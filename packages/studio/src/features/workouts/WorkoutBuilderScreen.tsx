import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useParams } from 'react-router';
import { fieldIssuesOf } from '@tessera/core/api-client';
import type { StudioExercise } from '@tessera/core/api/studio-workouts';
import { WORKOUT_LIMITS, type Exercise, type Workout } from '@tessera/core/entities/workout';
import { Field } from '@tessera/ui/Field';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { describeError, translateFieldIssue, translateFieldMessage } from '../../app/describe-error';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SaveBar } from '../../ui/controls/SaveBar';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { StateMessage } from '../../ui/StateMessage';
import { pagesListQuery } from '../pages/page-queries';
import { BuilderContext, type BuilderTools } from './builder-context';
import { estimateWorkoutSeconds } from '@tessera/core/workouts/estimate';
import { formatMinutes } from './format-minutes';
import { GroupEditor } from './GroupEditor';
import { checkDraft, draftOf, moveEntry, newGroup, type FieldPath, type WorkoutDraft } from './workout-draft';
import { exercisesQuery, useWorkoutMutations, workoutQuery } from './workout-queries';
import styles from './workouts.module.css';

/** `/apps/:appId/workouts/:workoutId`: the builder, once the workout and the library are here. */
export function WorkoutBuilderScreen() {
  const { appId = '', workoutId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const workout = useQuery(workoutQuery(appId, workoutId));
  const library = useQuery(exercisesQuery(appId));
  if (workout.isPending || library.isPending) return <StateMessage tone="waiting" title={t('workouts.builder.loading')} />;
  if (workout.isError || library.isError)
    return (
      <StateMessage
        tone="error"
        title={t('workouts.builder.loadError')}
        action={
          <>
            <Button onClick={() => void (workout.isError ? workout.refetch() : library.refetch())}>{t('common.retry')}</Button>
            <Link to={`/apps/${appId}/workouts`}>{t('workouts.builder.back')}</Link>
          </>
        }
      >
        {describeError(workout.error ?? library.error, t, i18n.language)}
      </StateMessage>
    );
  // The library, with any exercise the workout names that has left it since (shown as it was).
  const known = new Set(library.data.exercises.map((exercise) => exercise.id));
  const exercises: (Exercise | StudioExercise)[] = [...library.data.exercises, ...workout.data.exercises.filter((exercise) => !known.has(exercise.id))];
  return <WorkoutBuilder key={workout.data.workout.id} appId={appId} workout={workout.data.workout} exercises={exercises} />;
}

/** The contract's words for "at least one", which the catalogue does not know, in the owner's words. */
function problemText(path: FieldPath, message: string, t: (key: string) => string): string {
  if (/\.items$/.test(path) && /at least/i.test(message)) return t('workouts.builder.atLeastOneItem');
  if (/\.sets$/.test(path) && /at least/i.test(message)) return t('workouts.builder.atLeastOneSet');
  return message;
}

/**
 * A workout whole: details, then its groups in order, each with its items and their sets. Changes
 * stay local until Save, which sends the whole workout (PUT). The contract's rules are checked
 * first and each problem shows at its field (the server's too); leaving with unsaved changes asks.
 */
function WorkoutBuilder({ appId, workout, exercises }: { appId: string; workout: Workout; exercises: readonly (Exercise | StudioExercise)[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  const pages = useQuery(pagesListQuery(appId));
  const { update } = useWorkoutMutations(appId);
  const [saved, setSaved] = useState<WorkoutDraft>(() => draftOf(workout));
  const [draft, setDraft] = useState<WorkoutDraft>(saved);
  const [errors, setErrors] = useState<Record<FieldPath, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusKey = useRef<string | null>(null);
  const focusFirstProblem = useRef(false);
  useDocumentTitle(draft.title || workout.title, app?.name);
  const isDirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && !update.isPending && currentLocation.pathname !== nextLocation.pathname);
  const estimate = estimateWorkoutSeconds(draft.groups);

  // Closing the tab with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // After a move the pressed button keeps the focus on its row's new place; after a refused save the first problem takes it.
  useEffect(() => {
    if (focusKey.current) {
      formRef.current?.querySelector<HTMLElement>(`[data-focus="${focusKey.current}"]`)?.focus();
      focusKey.current = null;
    }
    if (focusFirstProblem.current) {
      focusFirstProblem.current = false;
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus({ preventScroll: true });
      first?.scrollIntoView?.({ block: 'center' });
    }
  });

  const clientProblems = (next: WorkoutDraft) => {
    const found: Record<FieldPath, string> = {};
    for (const problem of checkDraft(next).problems) found[problem.path] ??= translateFieldMessage(problemText(problem.path, problem.message, t), t);
    return found;
  };
  const edit = (next: WorkoutDraft) => {
    setDraft(next);
    setStatus(null);
    setFailure(null);
    // Once problems are shown, each edit checks again, so a fixed field loses its message at once.
    if (Object.keys(errors).length > 0) setErrors(clientProblems(next));
  };
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const tools: BuilderTools = {
    exercises,
    errorAt: (path) => errors[path],
    announce,
    focusAfterRender: (key) => {
      focusKey.current = key;
    },
  };

  const showProblems = (found: Record<FieldPath, string>) => {
    setErrors(found);
    focusFirstProblem.current = true;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setFailure(null);
    setStatus(null);
    const checked = checkDraft(draft);
    if (!checked.input) {
      showProblems(clientProblems(draft));
      return;
    }
    setErrors({});
    update.mutate(
      { workoutId: workout.id, input: checked.input },
      {
        onSuccess: ({ workout: stored }) => {
          const next = draftOf(stored);
          setSaved(next);
          setDraft(next);
          setStatus(t('workouts.builder.saved'));
        },
        onError: (error) => {
          const found: Record<FieldPath, string> = {};
          for (const issue of fieldIssuesOf(error)) {
            const path = issue.field.replace(/^body\./, '');
            found[path] ??= translateFieldIssue({ ...issue, message: problemText(path, issue.message, t) }, t);
          }
          if (Object.keys(found).length > 0) showProblems(found);
          else setFailure(`${t('workouts.builder.saveFailed')} ${describeError(error, t, i18n.language)}`);
        },
      },
    );
  };

  const workoutPages = (pages.data?.pages ?? []).filter((page) => page.content_type === 'workout' || page.id === draft.page_id);
  const pageOptions = [
    { value: '', label: pages.isPending ? t('workouts.builder.loading') : t('workouts.builder.pageNone') },
    ...(draft.page_id && pages.isSuccess && !workoutPages.some((page) => page.id === draft.page_id) ? [{ value: draft.page_id, label: t('workouts.builder.pageMissing') }] : []),
    ...workoutPages.map((page) => ({ value: page.id, label: `${page.title} (${page.path})` })),
  ];
  const hasErrors = Object.keys(errors).length > 0;
  const message = hasErrors
    ? { tone: 'error' as const, text: t('workouts.builder.fixFields') }
    : failure
      ? { tone: 'error' as const, text: failure }
      : status && !isDirty
        ? { tone: 'success' as const, text: status }
        : isDirty
          ? { tone: 'info' as const, text: t('workouts.builder.unsaved') }
          : null;

  return (
    <section aria-labelledby={titleId} className={styles.builder}>
      <p>
        <Link to={`/apps/${appId}/workouts`}>{t('workouts.builder.back')}</Link>
      </p>
      <ScreenIntro id={titleId} title={workout.title} lead={t(`workouts.modes.${draft.mode}`)} />
      <p className={styles.estimate} data-testid="estimate">
        {estimate > 0 ? t('workouts.builder.estimate', { duration: formatMinutes(estimate, i18n.language) }) : t('workouts.builder.estimateNone')}
      </p>
      <BuilderContext.Provider value={tools}>
        <form ref={formRef} className={styles.builderForm} noValidate onSubmit={save}>
          <fieldset className={styles.panel}>
            <legend className={styles.panelTitle}>{t('workouts.builder.details')}</legend>
            <TextField name="title" label={t('workouts.builder.title')} value={draft.title} maxLength={WORKOUT_LIMITS.titleLength} autoComplete="off" error={errors.title} onChange={(event) => edit({ ...draft, title: event.target.value })} />
            <Field label={t('workouts.builder.description')} error={errors.description}>
              {(control) => <textarea {...control} className={`${control.className} ${styles.textarea}`} name="description" rows={3} maxLength={WORKOUT_LIMITS.descriptionLength} value={draft.description} onChange={(event) => edit({ ...draft, description: event.target.value })} />}
            </Field>
            <SelectField
              name="mode"
              label={t('workouts.builder.mode')}
              hint={t('workouts.builder.modeHint')}
              value={draft.mode}
              options={[
                { value: 'grouped', label: t('workouts.modes.grouped') },
                { value: 'follow_along', label: t('workouts.modes.follow_along') },
              ]}
              onChange={(event) => edit({ ...draft, mode: event.target.value as WorkoutDraft['mode'] })}
            />
            <SelectField name="page_id" label={t('workouts.builder.page')} hint={t('workouts.builder.pageHint')} value={draft.page_id ?? ''} options={pageOptions} error={errors.page_id} onChange={(event) => edit({ ...draft, page_id: event.target.value || null })} />
            {draft.page_id && workoutPages.some((page) => page.id === draft.page_id) ? (
              <p className={styles.muted}>
                <Link to={`/apps/${appId}/pages/${draft.page_id}`}>{t('workouts.builder.openPage')}</Link>
              </p>
            ) : null}
            <TextField
              name="video_url"
              type="url"
              inputMode="url"
              label={t('workouts.builder.video')}
              hint={t('workouts.builder.videoHint')}
              value={draft.video_url ?? ''}
              autoComplete="off"
              error={errors.video_url}
              onChange={(event) => edit({ ...draft, video_url: event.target.value.trim() ? event.target.value : null })}
            />
          </fieldset>
          <div className={styles.groupsHead}>
            <h2 className={styles.panelTitle}>{t('workouts.builder.groups')}</h2>
            <p className={styles.muted}>{t('workouts.builder.reorderHint')}</p>
          </div>
          {draft.groups.length === 0 ? <p className={styles.muted}>{t('workouts.builder.noGroups')}</p> : null}
          {errors.groups ? <p className={styles.error}>{errors.groups}</p> : null}
          <ol className={styles.groups}>
            {draft.groups.map((group, index) => (
              <GroupEditor
                key={group.id}
                group={group}
                index={index}
                count={draft.groups.length}
                onChange={(next) => edit({ ...draft, groups: draft.groups.map((candidate) => (candidate.id === group.id ? next : candidate)) })}
                onMove={(by) => {
                  const target = index + by;
                  if (target < 0 || target >= draft.groups.length) return;
                  focusKey.current = `${group.id}:${by < 0 ? 'up' : 'down'}`;
                  edit({ ...draft, groups: moveEntry(draft.groups, index, by) });
                  announce(t('workouts.builder.groupMoved', { position: target + 1 }));
                }}
                onRemove={() => {
                  edit({ ...draft, groups: draft.groups.filter((candidate) => candidate.id !== group.id) });
                  announce(t('workouts.builder.groupRemoved', { number: index + 1 }));
                }}
              />
            ))}
          </ol>
          <div className={styles.actions}>
            <Button isUnavailable={draft.groups.length >= WORKOUT_LIMITS.groups} onClick={() => edit({ ...draft, groups: [...draft.groups, newGroup()] })}>
              {t('workouts.builder.addGroup')}
            </Button>
          </div>
          <SaveBar
            isDirty={isDirty}
            isSaving={update.isPending}
            message={message}
            onDiscard={() => {
              setDraft(saved);
              setErrors({});
            }}
            labels={{ save: t('workouts.builder.save'), saving: t('workouts.builder.saving'), discard: t('workouts.builder.discard') }}
          />
        </form>
      </BuilderContext.Provider>
      <p className={visuallyHiddenClass} role="status" aria-live="polite">
        {announcement}
      </p>
      {blocker.state === 'blocked' ? (
        <ConfirmDialog title={t('workouts.builder.leaveTitle')} cancelLabel={t('workouts.builder.stay')} confirmLabel={t('workouts.builder.leave')} onClose={() => blocker.reset()} onConfirm={() => blocker.proceed()}>
          <p>{t('workouts.builder.leaveBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
