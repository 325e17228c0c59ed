import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/Button';
import { StateMessage } from '../../../ui/StateMessage';
import { useEditorSnapshot } from '../../editor/use-editor-snapshot';
import { pagesListQuery } from '../../pages/page-queries';
import { describeFormError } from '../form-errors';
import { formQuery } from '../form-queries';
import { FormBuilder } from './FormBuilder';

/**
 * `/apps/:appId/forms/:formId`: loads the form once (later refetches must not reset the owner's
 * edits) and the pages (a form's page is chosen among the form pages), then opens the builder. A
 * reload after an edit conflict starts a fresh builder on what was saved.
 */
export function FormBuilderScreen() {
  const { t, i18n } = useTranslation();
  const { appId = '', formId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  const { query: form, generation, isReloading, reload } = useEditorSnapshot(formQuery(appId, formId));
  const pages = useQuery(pagesListQuery(appId));
  useDocumentTitle(form.data?.form.title ?? t('forms.builder.loading'), app?.name);

  if (form.isPending || isReloading) return <StateMessage tone="waiting" title={t('forms.builder.loading')} />;
  if (form.isError) {
    return (
      <StateMessage
        tone="error"
        title={t('forms.builder.loadError')}
        action={
          <>
            <Button onClick={() => void form.refetch()}>{t('common.retry')}</Button> <Link to={`/apps/${appId}/forms`}>{t('forms.builder.back')}</Link>
          </>
        }
      >
        {describeFormError(form.error, t, i18n.language)}
      </StateMessage>
    );
  }
  return <FormBuilder key={`${formId}:${generation}`} appId={appId} form={form.data.form} pages={pages.data?.pages ?? null} onReload={() => void reload()} />;
}
