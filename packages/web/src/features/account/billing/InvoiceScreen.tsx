import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError } from '../../../app/forms/describe-error';
import { PageLoading } from '../../../ui/StatusScreen';
import { AccountSection } from '../Account/AccountSection';
import { fetchInvoiceUrl } from './billing-api';
import billing from './billing.module.css';

const goTo = (url: string) => window.location.replace(url);

/** `/me/account/invoices/<id>` (an emailed link): goes on to the invoice's signed page, or says 'Invalid Invoice'. */
export function InvoiceScreen({ go = goTo }: { go?: (url: string) => void }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    fetchInvoiceUrl(id).then(
      (url) => {
        if (isCurrent) go(url);
      },
      (failure: unknown) => {
        if (isCurrent) setError(describeError(failure, t, i18n.language));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [id, go, t, i18n.language]);
  if (!error) return <PageLoading />;
  return (
    <AccountSection title={t('account.billing.invoiceTitle')}>
      <p className={billing.error} role="alert">
        {error}
      </p>
    </AccountSection>
  );
}
