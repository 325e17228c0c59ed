import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { CreatableItemList } from '../../ui/CreatableItemList';
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
  const navigate = useNavigate();
  const { appId = '' } = useParams();
  const list = useQuery(formsListQuery(appId));
  const { create, remove } = useFormMutations(appId);
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const count = new Intl.NumberFormat(i18n.language);
  const formPath = (formId: string) => `/apps/${appId}/forms/${formId}`;
  const forms = list.data?.forms ?? [];
  const needle = term.toLocaleLowerCase(i18n.language);
  const shown = needle ? forms.filter((form) => form.title.toLocaleLowerCase(i18n.language).includes(needle)) : forms;

  return (
    <CreatableItemList
      words="forms"
      list={list}
      items={forms}
      remove={remove}
      describeError={describeFormError}
      renderNewDialog={({ onClose }) => (
        <NewFormDialog
          onClose={onClose}
          onSubmit={async (title) => {
            const { form } = await create.mutateAsync(title);
            void navigate(formPath(form.id));
          }}
        />
      )}
      renderDeleteBody={(item) => <p>{t('forms.delete.body', { formatted: count.format(item.submission_count) })}</p>}
    >
      {(askDelete) => (
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
                  <div className={listStyles.actions}>
                    <Link to={`${formPath(form.id)}/submissions`} aria-label={t('forms.submissions.openNamed', { title: form.title })}>
                      {t('forms.submissions.open')}
                    </Link>
                    <Button aria-label={t('forms.delete.openNamed', { title: form.title })} onClick={() => askDelete(form)}>
                      {t('forms.delete.open')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </CreatableItemList>
  );
}
