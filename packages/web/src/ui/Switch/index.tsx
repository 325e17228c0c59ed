import { useId } from 'react';
import styles from './styles.module.css';

type SwitchProps = {
  label: string;
  hint?: string;
  isOn: boolean;
  isBusy?: boolean;
  onChange: (isOn: boolean) => void;
};

/** An on/off setting that applies at once: a checkbox announced as a switch, label and hint tied to it. */
export function Switch({ label, hint, isOn, isBusy = false, onChange }: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.row}>
      <label className={styles.text} htmlFor={id}>
        <span className={styles.label}>{label}</span>
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={isOn}
        aria-describedby={hint ? hintId : undefined}
        aria-busy={isBusy || undefined}
        onChange={(event) => {
          if (!isBusy) onChange(event.target.checked);
        }}
      />
    </div>
  );
}
