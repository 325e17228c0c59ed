import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessage } from '@tessera/ui/FieldMessage';
import { fieldClasses } from '@tessera/ui/Field';
import field from '../field.module.css';
import styles from './styles.module.css';

export type RadioOption<V extends string> = { value: V; label: string; hint?: string; visual?: ReactNode };

type Props<V extends string> = {
  legend: string;
  hint?: string;
  name: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  error?: string;
  /** Options side by side on wider screens (short choices such as left / center). */
  layout?: 'stack' | 'row';
};

/** One choice out of a few, as a fieldset of native radios (arrow keys move between them). */
export function RadioGroup<V extends string>({ legend, hint, name, value, options, onChange, error, layout = 'stack' }: Props<V>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={field.group}
      aria-describedby={describedBy(hint && hintId, error && errorId)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={field.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={fieldClasses.hint}>
          {hint}
        </p>
      ) : null}
      <div className={layout === 'row' ? `${styles.options} ${styles.row}` : styles.options}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} className={styles.option} htmlFor={optionId}>
              <input
                id={optionId}
                className={styles.radio}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                onChange={() => onChange(option.value)}
              />
              {option.visual ? <span className={styles.visual}>{option.visual}</span> : null}
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                {option.hint ? (
                  <span id={`${optionId}-hint`} className={styles.optionHint}>
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </fieldset>
  );
}
