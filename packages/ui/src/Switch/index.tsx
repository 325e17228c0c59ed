import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { fieldClasses } from '../Field';
import styles from './styles.module.css';

type SwitchProps = {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** While the change is being saved: announced, and further changes wait. */
  isBusy?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** Shown under the switch while it is on (e.g. the client id a sign-in provider needs). */
  children?: ReactNode;
};

/** An on/off setting: a checkbox announced as a switch, labelled, with an optional hint tied to it. */
export function Switch({ label, hint, checked, onChange, isBusy = false, name, ref, children }: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            ref={ref}
            id={id}
            name={name}
            className={styles.input}
            type="checkbox"
            role="switch"
            checked={checked}
            aria-describedby={hint ? hintId : undefined}
            aria-busy={isBusy || undefined}
            onChange={(event) => {
              if (!isBusy) onChange(event.target.checked);
            }}
          />
          <span className={styles.track} aria-hidden="true" />
        </span>
        <div className={styles.text}>
          <label className={styles.label} htmlFor={id}>
            {label}
          </label>
          {hint ? (
            <p id={hintId} className={fieldClasses.hint}>
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      {checked && children ? <div className={styles.extra}>{children}</div> : null}
    </div>
  );
}
