import { useId, type ReactNode, type Ref } from 'react';
import field from '../field.module.css';
import styles from './styles.module.css';

type Props = {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** Shown under the switch while it is on (e.g. the client id a sign-in provider needs). */
  children?: ReactNode;
};

/** An on/off setting: a checkbox announced as a switch, labelled, with an optional hint. */
export function Switch({ label, hint, checked, onChange, name, ref, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          name={name}
          className={styles.input}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={styles.track} aria-hidden="true" />
        <div className={styles.text}>
          <label className={`${field.label} ${styles.label}`} htmlFor={id}>
            {label}
          </label>
          {hint ? (
            <p id={hintId} className={field.hint}>
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      {checked && children ? <div className={styles.extra}>{children}</div> : null}
    </div>
  );
}
