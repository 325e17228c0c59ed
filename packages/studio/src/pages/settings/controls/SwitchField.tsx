import { useId } from 'react';
import styles from './controls.module.css';

type Props = { label: string; description?: string; checked: boolean; onChange: (checked: boolean) => void };

/** An on/off setting: a checkbox with role="switch", its one-line explanation read with it. */
export function SwitchField({ label, description, checked, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.switchField}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className={styles.hint}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
