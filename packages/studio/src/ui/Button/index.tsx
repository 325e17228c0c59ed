import type { ComponentProps } from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'button'> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'onBrand';
  /** Working: announced as busy and ignores clicks. */
  isBusy?: boolean;
  /**
   * Unavailable but still focusable (aria-disabled, not disabled): a button that becomes
   * unavailable under the keyboard, such as "Next" on reaching the last page, keeps the focus.
   */
  isUnavailable?: boolean;
};

export function Button({ variant = 'secondary', isBusy = false, isUnavailable = false, className, onClick, type = 'button', ...rest }: Props) {
  const isInert = isBusy || isUnavailable;
  return (
    <button
      {...rest}
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      aria-disabled={isInert || undefined}
      aria-busy={isBusy || undefined}
      onClick={(event) => {
        if (isInert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
