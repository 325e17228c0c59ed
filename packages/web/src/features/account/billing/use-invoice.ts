import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/forms/describe-error';
import { openInvoice } from './invoices';

/** Opening invoices from a list: which one is on its way, and what went wrong ('Invalid Invoice'). */
export function useInvoiceOpener() {
  const { t, i18n } = useTranslation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async (id: string) => {
    if (busyId) return;
    setBusyId(id);
    setError(null);
    try {
      await openInvoice(id);
    } catch (failure) {
      setError(describeError(failure, t, i18n.language));
    } finally {
      setBusyId(null);
    }
  };
  return { open: (id: string) => void open(id), busyId, error };
}
