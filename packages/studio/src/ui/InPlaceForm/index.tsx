import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error';
import { Button } from '../Button';
import styles from './styles.module.css';

/** What the form reads of its save (a `useMutation` result fits). */
type Save = { isPending: boolean; isError: boolean; error: unknown };

type Props = {
  /** The screen's word prefix: it reads `<words>.save` and `<words>.cancel`, as `EditableItemList` does. */
  words: string;
  /** The form's accessible name ("New event", "Edit Yoga"…). */
  label: string;
  save: Save;
  onSubmit: () => void;
  /** Cancel: the list's editor closes with nothing to say. */
  onDone: (notice: null) => void;
  children: ReactNode;
};

/**
 * The editor `EditableItemList` opens above its list (events, packs): the fields, why the save
 * failed when it did, then Save and Cancel.
 */
export function InPlaceForm({ words, label, save, onSubmit, onDone, children }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {save.isError ? (
        <p className={styles.error} role="alert">
          {describeError(save.error, t, i18n.language)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" type="submit" isBusy={save.isPending}>
          {t(`${words}.save`)}
        </Button>
        <Button onClick={() => onDone(null)}>{t(`${words}.cancel`)}</Button>
      </div>
    </form>
  );
}

/** One labelled control of an `InPlaceForm`; `hint` is said under it (give the control `aria-describedby={`${id}-hint`}`). */
export function InPlaceField({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
    </div>
  );
}

