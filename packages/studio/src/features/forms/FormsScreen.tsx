import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { StudioFormSummary } from '@tessera/core/api/studio-forms';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { SearchBox } from '../../ui/SearchBox';
import { StateMessage } from '../../ui/StateMessage';
import { describeFormError } from './form-errors';
import { formsListQuery } from './form-queries';
import { NewFormDialog } from './NewFormDialog';
import { useFormMutations } from './use-form-mutations';
import listStyles from '../../ui/ItemList/styles.module.css';
import styles from './FormsScreen.module.css';

/**
 * `/apps/:appId/forms`: the app's forms (SPEC §3 Form), newest first, found by title. A new form
 * opens in the builder; each form leads to its submissions; deleting asks first, since its
 * submissions go with it.
 */
export function FormsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('forms.title'), app?.name);
  const list = useQuery(formsListQuery(appId));
  const { create, remove } = useFormMutations(appId);
  const [isCreating, setIsCreating] = useState(false);
  const [deleting, setDeleting] = useState<StudioFormSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const newRef = useRef<HTMLButtonElement>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const count = new Intl.NumberFormat(i18n.language);
  const formPath = (formId: string) => `/apps/${appId}/forms/${formId}`;
  const forms = list.data?.forms ?? [];
  const needle = term.toLocaleLowerCase(i18n.language);
  const shown = needle ? forms.filter((form) => form.title.toLocaleLowerCase(i18n.language).includes(needle)) : forms;

  const newButton = (label: string) => (
    <Button ref={newRef} variant="primary" onClick={() => setIsCreating(true)}>
      {label}
    </Button>
  );

  return (
    <section aria-labelledby={titleId} className={listStyles.screen}>
      <ScreenIntro id={titleId} className={listStyles.intro} title={t('forms.title')} lead={t('forms.lead')} action={forms.length > 0 ? newButton(t('forms.create.open')) : null} />
      {notice ? <InlineAlert>{notice}</InlineAlert> : null}
      {isCreating ? (
        <NewFormDialog
          onClose={() => {
            setIsCreating(false);
            newRef.current?.focus();
          }}
          onSubmit={async (title) => {
            const { form } = await create.mutateAsync(title);
            void navigate(formPath(form.id));
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('forms.delete.title', { title: deleting.title })}
          cancelLabel={t('forms.common.cancel')}
          confirmLabel={t('forms.delete.confirm')}
          isBusy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            setNotice(null);
            remove.mutate(deleting.id, {
              onError: (error) => setNotice(describeFormError(error, t, i18n.language)),
              onSettled: () => setDeleting(null),
            });
          }}
        >
          <p>{t('forms.delete.body', { formatted: count.format(deleting.submission_count) })}</p>
        </ConfirmDialog>
      ) : null}
      {list.isPending ? (
        <StateMessage tone="waiting" title={t('forms.loading')} />
      ) : list.isError ? (
        <StateMessage
          tone="error"
          title={t('forms.loadError')}
          action={
            <Button onClick={() => void list.refetch()} isBusy={list.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {describeFormError(list.error, t, i18n.language)}
        </StateMessage>
      ) : forms.length === 0 ? (
        <StateMessage tone="empty" title={t('forms.emptyTitle')} action={newButton(t('forms.create.first'))}>
          {t('forms.emptyBody')}
        </StateMessage>
      ) : (
        <>
          <div className={styles.search}>
            <SearchBox label={t('forms.search.label')} hint={t('forms.search.hint')} value={draft} onValueChange={setDraft} onSearch={setTerm} />
          </div>
          {shown.length === 0 ? (
            <StateMessage
              tone="empty"
              title={t('forms.search.none', { term })}
              action={
                <Button
                  onClick={() => {
                    setDraft('');
                    setTerm('');
                  }}
                >
                  {t('forms.search.clear')}
                </Button>
              }
            />
          ) : (
            <ul className={listStyles.list}>
              {shown.map((form) => (
                <li key={form.id} className={listStyles.row}>
                  <div className={listStyles.main}>
                    <h2 className={listStyles.name}>
                      <Link to={formPath(form.id)}>{form.title}</Link>
                      {form.is_quiz ? <span className={styles.badge}>{t('forms.badges.quiz')}</span> : null}
                      {form.trigger === 'auth_signed_up' ? <span className={styles.badge}>{t('forms.badges.afterSignUp')}</span> : null}
                    </h2>
                    <p className={listStyles.meta}>
                      {t('forms.meta.fields', { formatted: count.format(form.field_count) })}
                      <span aria-hidden="true"> · </span>
                      {t('forms.meta.submissions', { formatted: count.format(form.submission_count) })}
                      <span aria-hidden="true"> · </span>
                      {t('forms.meta.updated', { when: date.format(new Date(form.updated_at)) })}
                    </p>
                  </div>
                  <div className={styles.rowActions}>
                    <Link to={`${formPath(form.id)}/submissions`} aria-label={t('forms.submissions.openNamed', { title: form.title })}>
                      {t('forms.submissions.open')}
                    </Link>
                    <Button aria-label={t('forms.delete.openNamed', { title: form.title })} onClick={() => setDeleting(form)}>
                      {t('forms.delete.open')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
