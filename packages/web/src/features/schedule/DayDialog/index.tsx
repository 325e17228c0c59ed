import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDay } from '@tessera/core/schedule/dates';
import { Dialog } from '@tessera/ui/Dialog';
import { Switch } from '@tessera/ui/Switch';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../../app/forms/describe-error';
import { SubmitButton } from '../../../ui/SubmitButton';
import { scheduleWords } from '../words';
import styles from './styles.module.css';

type DayDialogProps = {
  title: string;
  submitLabel: string;
  initialDate: string;
  /** Today: days before it cannot be chosen (the server says so too). */
  minDate: string;
  /** Offer "move the following days too" (a program's day being moved). */
  offersShift?: boolean;
  onSubmit: (date: string, shiftSubsequent: boolean) => Promise<unknown>;
  onClose: () => void;
  /** After success (default: onClose). */
  onDone?: () => void;
};

/** Choose a day (and, for a program's day, whether its following days move too), then act. */
export function DayDialog({ title, submitLabel, initialDate, minDate, offersShift = false, onSubmit, onClose, onDone }: DayDialogProps) {
  const { t } = scheduleWords.useWords('schedule');
  // Errors are the app's words, by code.
  const { t: tApp, i18n } = useTranslation();
  const [date, setDate] = useState(initialDate);
  const [shift, setShift] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDay(date)) {
      setError(t('chooseDay'));
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      await onSubmit(date, offersShift && shift);
      (onDone ?? onClose)();
    } catch (failure) {
      setError(describeError(failure, tApp, i18n.language));
      setIsBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose} variant="sheet" closeLabel={t('cancel')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField type="date" label={t('day')} value={date} min={minDate} required onChange={(event) => setDate(event.target.value)} error={error ?? undefined} />
        {offersShift ? <Switch label={t('moveFollowing')} hint={t('moveFollowingHint')} checked={shift} onChange={setShift} /> : null}
        <SubmitButton isBusy={isBusy}>{submitLabel}</SubmitButton>
      </form>
    </Dialog>
  );
}
