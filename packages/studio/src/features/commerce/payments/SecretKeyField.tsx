import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@tessera/ui/TextField';
import { Button } from '../../../ui/Button';
import styles from '../commerce.module.css';
import type { KeyEdit } from './payment-form';

type Props = {
  name: string;
  label: string;
  hint: string;
  placeholder: string;
  /** Whether the server holds this key, and its last characters when it says them (never the key). */
  isSet: boolean;
  last4?: string | null;
  edit: KeyEdit;
  error?: string;
  onChange: (edit: KeyEdit) => void;
};

/**
 * A write-only key: its state in words ("Set, ends in 4242" / "Not set"), an empty field to enter
 * a new one, and a way to remove the stored one. What is typed is sent once and then forgotten;
 * the stored value is never shown, nor put back into the field.
 */
export function SecretKeyField({
  name,
  label,
  hint,
  placeholder,
  isSet,
  last4,
  edit,
  error,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const statusId = useId();
  const status =
    edit.kind === 'remove'
      ? t('commerce.payments.key.willRemove')
      : isSet
        ? last4
          ? t('commerce.payments.key.setEnding', { last4 })
          : t('commerce.payments.key.set')
        : t('commerce.payments.key.notSet');
  return (
    <div className={styles.fieldset} role="group" aria-labelledby={`${statusId}-label`}>
      <p id={`${statusId}-label`} className={styles.legend}>
        {label}
      </p>
      <p id={statusId} className={styles.statusLine} aria-live="polite">
        {status}
      </p>
      {edit.kind === 'remove' ? (
        <div className={styles.actions}>
          <Button
            aria-label={`${t('commerce.payments.key.undoRemove')}, ${label}`}
            onClick={() => onChange({ kind: 'keep' })}
          >
            {t('commerce.payments.key.undoRemove')}
          </Button>
        </div>
      ) : (
        <>
          <TextField
            name={name}
            label={isSet ? `${label} (${t('commerce.payments.key.replaceNote')})` : label}
            hint={hint}
            type="password"
            // A password manager must neither fill nor offer to save a gateway key.
            autoComplete="off"
            data-1p-ignore
            data-lpignore="true"
            spellCheck={false}
            autoCapitalize="none"
            dir="ltr"
            placeholder={placeholder}
            value={edit.kind === 'replace' ? edit.value : ''}
            error={error}
            onChange={(event) =>
              onChange(
                event.target.value === ''
                  ? { kind: 'keep' }
                  : { kind: 'replace', value: event.target.value },
              )
            }
          />
          {isSet ? (
            <div className={styles.actions}>
              <Button
                aria-label={`${t('commerce.payments.key.remove')}, ${label}`}
                onClick={() => onChange({ kind: 'remove' })}
              >
                {t('commerce.payments.key.remove')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
