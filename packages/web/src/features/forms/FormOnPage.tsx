import { useTranslation } from 'react-i18next';
import { AppError } from '@tessera/core/errors';
import { PageError, PageLoading } from '../../ui/StatusScreen';
import { usePageForm } from './form-queries';
import { FormRunner } from './FormRunner';
import styles from './FormRunner/styles.module.css';

/** The form a form page shows, under the page's blocks (the `form` template). */
export function FormOnPage({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const query = usePageForm(pageId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    // A form page the owner has not given a form yet shows only its blocks.
    if (query.error instanceof AppError && query.error.status === 404) return <p className={styles.muted}>{t('forms.noFormYet')}</p>;
    return <PageError onRetry={() => void query.refetch()} />;
  }
  return (
    <section className={styles.onPage} aria-label={query.data.form.title} data-page-form>
      <FormRunner key={query.data.form.id} form={query.data.form} submission={query.data.submission} pageId={pageId} />
    </section>
  );
}
