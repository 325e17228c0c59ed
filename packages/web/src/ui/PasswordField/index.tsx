import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@tessera/ui/IconButton';
import { TextField } from '@tessera/ui/TextField';
import type { TextFieldProps } from '@tessera/ui/TextField';
import styles from './styles.module.css';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password with a show/hide toggle: typing on a phone is easier when the member can check it. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <IconButton
          icon={isShown ? 'eye_off' : 'eye'}
          iconSize={22}
          className={styles.toggle}
          label={isShown ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        />
      }
    />
  );
}
