import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { updateFormContract, type StudioForm } from '@tessera/core/api/studio-forms';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import { FORM_LIMITS, type FormGroup } from '@tessera/core/entities/form';
import { Field } from '@tessera/ui/Field';
import { SelectField } from '@tessera/ui/SelectField';
import { Switch } from '@tessera/ui/Switch';
import { TextField } from '@tessera/ui/TextField';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { studioApi } from '../../../app/studio-api';
import { Button } from '../../../ui/Button';
import { InlineAlert } from '../../../ui/InlineAlert';
import { SaveStatusView } from '../../editor/SaveStatusView';
import { useAutosave } from '../../editor/use-autosave';
import { describeFormError } from '../form-errors';
import { formQuery, formsKey } from '../form-queries';
import { draftErrors, serverErrors, type FormDraft } from './form-checks';
import { addGroup, newGroup } from './form-tree';
import { FormPreview } from './FormPreview';
import { GroupEditor, type TreeEdit } from './GroupEditor';
import styles from './FormBuilder.module.css';

type Props = { appId: string; form: StudioForm; pages: StudioPageSummary[] | null; onReload: () => void };

const draftOf = (form: StudioForm): FormDraft => ({
  title: form.title,
  trigger: form.trigger,
  show_intro_screen: form.show_intro_screen,
  intro_heading: form.intro_heading,
  intro_description: form.intro_description,
  form_groups: form.form_groups,
  page_id: form.page_id,
});

/**
 * The form builder: the form's settings (title, trigger, its page, the intro screen), its sections
 * and questions, and beside them the form as a member meets it. Every change is saved live (a form
 * has no draft) at the revision it was loaded at; core's document checks show at their fields as
 * the owner types, and a refused save's field errors show there too.
 */
export function FormBuilder({ appId, form, pages, onReload }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [draft, setDraft] = useState(() => draftOf(form));
  const [openFields, setOpenFields] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');

  const save = useCallback(
    async (patch: Partial<FormDraft>, revision: number) => {
      const { form: saved } = await studioApi(updateFormContract, { params: { appId, formId: form.id }, body: { ...patch, revision } });
      return { saved, revision: saved.revision };
    },
    [appId, form.id],
  );
  const onSaved = useCallback(
    (saved: StudioForm) => {
      queryClient.setQueryData(formQuery(appId, saved.id).queryKey, { form: saved });
      void queryClient.invalidateQueries({ queryKey: [...formsKey(appId), 'list'] });
    },
    [appId, queryClient],
  );
  const autosave = useAutosave<Partial<FormDraft>, StudioForm>({ revision: form.revision, save, onSaved });

  const change = (patch: Partial<FormDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    autosave.queue(patch);
  };
  const edit: TreeEdit = (update, said) => {
    const form_groups = update(draft.form_groups);
    change({ form_groups });
    if (said) setAnnouncement(said);
  };
  const toggleField = (fieldId: string, isOpen?: boolean) =>
    setOpenFields((current) => {
      const next = new Set(current);
      if (isOpen ?? !next.has(fieldId)) next.add(fieldId);
      else next.delete(fieldId);
      return next;
    });

  const localErrors = useMemo(() => draftErrors(draft, t), [draft, t]);
  const errors = { ...serverErrors(autosave.status === 'error' ? autosave.error : null, t), ...localErrors };
  const problemCount = Object.keys(errors).length;
  const formPages = (pages ?? []).filter((page) => page.content_type === 'form');
  const pageOptions = [
    { value: '', label: pages === null ? t('forms.builder.pagesLoading') : t('forms.builder.noPage') },
    ...(draft.page_id && !formPages.some((page) => page.id === draft.page_id) ? [{ value: draft.page_id, label: t('forms.builder.missingPage') }] : []),
    ...formPages.map((page) => ({ value: page.id, label: `${page.title} (${page.path})` })),
  ];
  const groups: FormGroup[] = draft.form_groups;

  return (
    <div className={styles.builder}>
      <header className={styles.header}>
        <div>
          <Link to={`/apps/${appId}/forms`} className={styles.back}>
            <span aria-hidden="true">‹ </span>
            {t('forms.builder.back')}
          </Link>
          <h1 id={headingId} className={styles.title}>
            {draft.title.trim() || t('forms.builder.untitledForm')}
          </h1>
        </div>
        <SaveStatusView status={autosave.status} error={autosave.error} onRetry={() => void autosave.flush()} describe={describeFormError} />
        <Link className={styles.headerLink} to={`/apps/${appId}/forms/${form.id}/submissions`}>
          {t('forms.submissions.withCount', { formatted: new Intl.NumberFormat(i18n.language).format(form.submission_count) })}
        </Link>
      </header>
      {autosave.status === 'conflict' ? (
        <InlineAlert action={<Button onClick={onReload}>{t('forms.builder.reload')}</Button>}>{t('forms.errors.editConflict')}</InlineAlert>
      ) : null}
      {problemCount > 0 ? (
        <InlineAlert tone="info">{t('forms.builder.problemSummary', { formatted: problemCount })}</InlineAlert>
      ) : null}
      <p className={visuallyHiddenClass} role="status" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.columns}>
        <div className={styles.editor}>
          <section className={styles.card} aria-labelledby={`${headingId}-settings`}>
            <h2 id={`${headingId}-settings`} className={styles.cardTitle}>
              {t('forms.builder.settings')}
            </h2>
            <TextField
              label={t('forms.fields.title')}
              hint={t('forms.fields.titleHint')}
              value={draft.title}
              maxLength={FORM_LIMITS.titleLength}
              required
              error={errors.title}
              onChange={(event) => change({ title: event.target.value })}
            />
            <SelectField
              label={t('forms.builder.trigger')}
              hint={t('forms.builder.triggerHint')}
              value={draft.trigger ?? ''}
              error={errors.trigger}
              options={[
                { value: '', label: t('forms.triggers.none') },
                { value: 'auth_signed_up', label: t('forms.triggers.auth_signed_up') },
              ]}
              onChange={(event) => change({ trigger: event.target.value === 'auth_signed_up' ? 'auth_signed_up' : null })}
            />
            <SelectField
              label={t('forms.builder.page')}
              hint={t('forms.builder.pageHint')}
              value={draft.page_id ?? ''}
              error={errors.page_id}
              disabled={pages === null}
              options={pageOptions}
              onChange={(event) => change({ page_id: event.target.value || null })}
            />
            <Switch label={t('forms.builder.intro')} hint={t('forms.builder.introHint')} checked={draft.show_intro_screen} onChange={(show_intro_screen) => change({ show_intro_screen })}>
              <TextField
                label={t('forms.builder.introHeading')}
                value={draft.intro_heading ?? ''}
                maxLength={FORM_LIMITS.titleLength}
                error={errors.intro_heading}
                onChange={(event) => change({ intro_heading: event.target.value === '' ? null : event.target.value })}
              />
              <Field label={t('forms.builder.introDescription')} error={errors.intro_description}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    maxLength={FORM_LIMITS.descriptionLength}
                    value={draft.intro_description ?? ''}
                    onChange={(event) => change({ intro_description: event.target.value === '' ? null : event.target.value })}
                  />
                )}
              </Field>
            </Switch>
          </section>
          <section className={styles.card} aria-labelledby={`${headingId}-content`}>
            <h2 id={`${headingId}-content`} className={styles.cardTitle}>
              {t('forms.builder.content')}
            </h2>
            <p className={styles.hint}>{t('forms.builder.contentHint')}</p>
            {errors.form_groups ? (
              <p className={styles.error} role="alert">
                {errors.form_groups}
              </p>
            ) : null}
            {groups.length === 0 ? <p className={styles.hint}>{t('forms.builder.noSections')}</p> : null}
            {groups.map((group, index) => (
              <GroupEditor
                key={group.id}
                group={group}
                path={[index]}
                siblingCount={groups.length}
                errors={errors}
                openFields={openFields}
                onToggleField={toggleField}
                edit={edit}
              />
            ))}
            <Button
              variant={groups.length === 0 ? 'primary' : 'secondary'}
              isUnavailable={groups.length >= FORM_LIMITS.groups}
              onClick={() => edit((current) => addGroup(current, [], newGroup(null)), t('forms.builder.addedSection'))}
            >
              {t('forms.builder.addSection')}
            </Button>
          </section>
        </div>
        <aside className={styles.previewColumn} aria-labelledby={`${headingId}-preview`}>
          <h2 id={`${headingId}-preview`} className={styles.cardTitle}>
            {t('forms.preview.title')}
          </h2>
          <FormPreview draft={draft} />
        </aside>
      </div>
    </div>
  );
}
