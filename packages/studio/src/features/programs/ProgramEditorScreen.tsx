import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { StudioProgram } from '@tessera/core/api/studio-programs';
import { PROGRAM_LIMITS } from '@tessera/core/entities/program';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { describeError } from '../../app/describe-error';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { StateMessage } from '../../ui/StateMessage';
import { pagesListQuery } from '../pages/page-queries';
import { programQuery, useProgramMutations } from './program-queries';
import styles from './programs.module.css';

/** A stage being edited: `id` when it exists (members' completions of it are kept); `drip` the days field as typed ('' = none). */
type StageDraft = { key: string; id?: string; title: string; page_id: string; drip: string };

let nextKey = 0;
const draftsOf = (program: StudioProgram): StageDraft[] =>
  program.stages.map((stage) => ({ key: stage.id, id: stage.id, title: stage.title, page_id: stage.page_id, drip: stage.drip_days === null ? '' : String(stage.drip_days) }));

/** The drip days a field holds: null when empty, undefined when it is not a whole number of days in range. */
export function dripDaysOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days <= PROGRAM_LIMITS.maxDripDays ? days : undefined;
}

/** Moves one stage up or down; the others keep their order. */
export function moveStage<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** `/apps/:appId/programs/:programId`. */
export function ProgramEditorScreen() {
  const { appId = '', programId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const program = useQuery(programQuery(appId, programId));
  if (program.isPending) return <StateMessage tone="waiting" title={t('programs.loading')} />;
  if (program.isError)
    return (
      <StateMessage tone="error" title={t('programs.loadError')} action={<Link to={`/apps/${appId}/programs`}>{t('programs.editor.back')}</Link>}>
        {describeError(program.error, t, i18n.language)}
      </StateMessage>
    );
  return <ProgramEditor key={program.data.program.id} appId={appId} program={program.data.program} />;
}

/**
 * A program's title and its stages: each stage a page of the app, added from a page picker,
 * renamed, moved up or down (buttons, so the keyboard reorders as well as the mouse) and removed;
 * Save sends the new ordered list. Delete asks first.
 */
function ProgramEditor({ appId, program }: { appId: string; program: StudioProgram }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(program.title, app?.name);
  const pages = useQuery(pagesListQuery(appId));
  const { update, remove } = useProgramMutations(appId);
  const [title, setTitle] = useState(program.title);
  const [stages, setStages] = useState<StageDraft[]>(() => draftsOf(program));
  const [picked, setPicked] = useState('');
  const [status, setStatus] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const focusAfterMove = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const pageOptions = (pages.data?.pages ?? []).map((page) => ({ value: page.id, label: `${page.title} (${page.path})` }));
  const pageTitle = (pageId: string) => pages.data?.pages.find((page) => page.id === pageId)?.title ?? '';
  const shape = (list: StageDraft[]) => JSON.stringify(list.map(({ id, title: s, page_id, drip }) => [id, s, page_id, drip.trim()]));
  const isChanged = title !== program.title || shape(stages) !== shape(draftsOf(program));

  // After a move the button pressed keeps the focus, on the stage's new row.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.current}"]`)?.focus();
    focusAfterMove.current = null;
  });

  const change = (key: string, patch: Partial<StageDraft>) => setStages((list) => list.map((stage) => (stage.key === key ? { ...stage, ...patch } : stage)));
  const move = (index: number, by: -1 | 1, key: string) => {
    const target = index + by;
    if (target < 0 || target >= stages.length) return;
    // The pressed button stays focusable at the edge too (aria-disabled), so a second press says nothing moved.
    focusAfterMove.current = `${key}:${by < 0 ? 'up' : 'down'}`;
    setStages((list) => moveStage(list, index, by));
    setStatus(t('programs.editor.moved', { title: stages[index]!.title, position: target + 1 }));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!title.trim() || stages.some((stage) => !stage.title.trim())) {
      setRefusal(t('programs.fields.titleRequired'));
      return;
    }
    if (stages.some((stage) => dripDaysOf(stage.drip) === undefined)) {
      setRefusal(t('programs.editor.dripInvalid', { max: PROGRAM_LIMITS.maxDripDays }));
      return;
    }
    update.mutate(
      {
        programId: program.id,
        change: {
          title: title.trim(),
          stages: stages.map(({ id, title: s, page_id, drip }) => ({ ...(id ? { id } : {}), title: s.trim(), page_id, drip_days: dripDaysOf(drip) ?? null })),
        },
      },
      {
        onSuccess: ({ program: saved }) => {
          setStages(draftsOf(saved));
          setTitle(saved.title);
          setStatus(t('programs.editor.saved'));
        },
        onError: (error) => setRefusal(describeError(error, t, i18n.language)),
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className={styles.editor}>
      <p>
        <Link to={`/apps/${appId}/programs`}>{t('programs.editor.back')}</Link>
      </p>
      <ScreenIntro
        id={titleId}
        title={program.title}
        lead={t('programs.editor.lead', { path: program.path ?? '' })}
        action={
          <Button variant="danger" onClick={() => setIsDeleting(true)}>
            {t('programs.delete.open')}
          </Button>
        }
      />
      <p className={styles.hint}>
        {t('programs.editor.sell')} <Link to={`/apps/${appId}/pages/${program.page_id}`}>{t('programs.editor.openPage')}</Link>
      </p>
      {refusal ? <InlineAlert>{refusal}</InlineAlert> : null}
      <form className={styles.form} onSubmit={save} noValidate>
        <TextField label={t('programs.fields.title')} value={title} maxLength={PROGRAM_LIMITS.titleLength} required autoComplete="off" onChange={(event) => setTitle(event.target.value)} />
        <h2 className={styles.heading}>{t('programs.editor.stages')}</h2>
        {stages.length === 0 ? <p className={styles.hint}>{t('programs.editor.noStages')}</p> : null}
        <ol ref={listRef} className={styles.stages}>
          {stages.map((stage, index) => {
            const name = stage.title || t('programs.editor.stageNumber', { number: index + 1 });
            return (
              <li key={stage.key} className={styles.stage} data-testid="stage">
                <span className={styles.position} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.stageFields}>
                  <TextField
                    label={t('programs.editor.stageTitle', { number: index + 1 })}
                    value={stage.title}
                    maxLength={PROGRAM_LIMITS.titleLength}
                    autoComplete="off"
                    onChange={(event) => change(stage.key, { title: event.target.value })}
                  />
                  <SelectField label={t('programs.editor.stagePage', { number: index + 1 })} value={stage.page_id} options={pageOptions.length ? pageOptions : [{ value: stage.page_id, label: stage.title }]} onChange={(event) => change(stage.key, { page_id: event.target.value })} />
                  <TextField
                    label={t('programs.editor.stageDrip', { number: index + 1 })}
                    hint={t('programs.editor.dripHint')}
                    value={stage.drip}
                    inputMode="numeric"
                    autoComplete="off"
                    error={dripDaysOf(stage.drip) === undefined ? t('programs.editor.dripInvalid', { max: PROGRAM_LIMITS.maxDripDays }) : undefined}
                    onChange={(event) => change(stage.key, { drip: event.target.value })}
                  />
                </div>
                <div className={styles.stageActions}>
                  <Button data-move={`${stage.key}:up`} isUnavailable={index === 0} aria-label={t('programs.editor.moveUp', { title: name })} onClick={() => move(index, -1, stage.key)}>
                    {t('programs.editor.up')}
                  </Button>
                  <Button data-move={`${stage.key}:down`} isUnavailable={index === stages.length - 1} aria-label={t('programs.editor.moveDown', { title: name })} onClick={() => move(index, 1, stage.key)}>
                    {t('programs.editor.down')}
                  </Button>
                  <Button
                    aria-label={t('programs.editor.removeNamed', { title: name })}
                    onClick={() => {
                      setStages((list) => list.filter((s) => s.key !== stage.key));
                      setStatus(t('programs.editor.removed', { title: name }));
                    }}
                  >
                    {t('programs.editor.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <div className={styles.addStage}>
          <SelectField label={t('programs.editor.addPage')} value={picked} options={[{ value: '', label: t('programs.editor.choosePage') }, ...pageOptions]} onChange={(event) => setPicked(event.target.value)} />
          <Button
            isUnavailable={!picked}
            onClick={() => {
              if (!picked) return;
              setStages((list) => [...list, { key: `new-${nextKey++}`, title: pageTitle(picked), page_id: picked, drip: '' }]);
              setStatus(t('programs.editor.added', { title: pageTitle(picked) }));
              setPicked('');
            }}
          >
            {t('programs.editor.add')}
          </Button>
        </div>
        <div className={styles.saveRow}>
          <Button type="submit" variant="primary" isBusy={update.isPending}>
            {t('programs.editor.save')}
          </Button>
          {isChanged ? <span className={styles.hint}>{t('programs.editor.unsaved')}</span> : null}
        </div>
      </form>
      <p className={visuallyHiddenClass} role="status" aria-live="polite">
        {status}
      </p>
      {isDeleting ? (
        <ConfirmDialog
          title={t('programs.delete.title', { title: program.title })}
          cancelLabel={t('programs.common.cancel')}
          confirmLabel={t('programs.delete.confirm')}
          isBusy={remove.isPending}
          onClose={() => setIsDeleting(false)}
          onConfirm={() =>
            remove.mutate(program.id, {
              onSuccess: () => void navigate(`/apps/${appId}/programs`),
              onError: (error) => {
                setRefusal(describeError(error, t, i18n.language));
                setIsDeleting(false);
              },
            })
          }
        >
          <p>{t('programs.delete.body', { formatted: new Intl.NumberFormat(i18n.language).format(program.subscriber_count) })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
