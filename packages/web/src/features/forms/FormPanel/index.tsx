import { useTranslation } from 'react-i18next';
import { AppError } from '@tessera/core/errors';
import { Dialog } from '@tessera/ui/Dialog';
import panel from '../../../ui/panel.module.css';
import { PageLoading } from '../../../ui/StatusScreen';
import { useFormById } from '../form-queries';
import { FormRunner } from '../FormRunner';

/**
 * `#form/<id>` (decision 023): a form over the page, opened by a `trigger_form` action or right
 * after sign-up. Full screen on phones, a dialog from 768 px; the form's title is its title. A
 * member who has sent it meets their earlier submission first (SPEC §2).
 */
export function FormPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useFormById(id);
  let body;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError) {
    const isMissing = query.error instanceof AppError && (query.error.status === 404 || query.error.status === 403);
    body = (
      <div className={panel.panel} role="alert" data-form-state={isMissing ? 'missing' : 'error'}>
        <p className={panel.text}>{t(isMissing ? 'forms.missing' : 'forms.loadError')}</p>
        <button type="button" className={panel.primary} onClick={isMissing ? onClose : () => void query.refetch()}>
          {t(isMissing ? 'overlays.continueBrowsing' : 'common.retry')}
        </button>
      </div>
    );
  } else {
    body = <FormRunner form={query.data.form} submission={query.data.submission} trigger={query.data.form.trigger} onFinished={onClose} />;
  }
  return (
    <Dialog variant="sheet" title={query.data?.form.title ?? t('overlays.form.title')} closeLabel={t('common.close')} onClose={onClose}>
      {body}
    </Dialog>
  );
}
