import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './styles.module.css';

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
  isBusy?: boolean;
  /** What the button says while busy ("Signing in…"). */
  busyLabel?: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
};

/**
 * The form's main action. While busy it says so, shows a spinner and ignores further presses
 * (aria-disabled rather than disabled, so focus stays on it and it is still announced).
 */
export function SubmitButton({ isBusy = false, busyLabel, variant = 'primary', children, onClick, type = 'submit', ...button }: SubmitButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={`${styles.button} ${styles[variant]}`}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      onClick={(event) => {
        if (isBusy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {isBusy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
}
