import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readLastEmail } from '../../auth/last-email';
import { SignInStep } from '../../auth/AuthOverlay/SignInStep';
import { SignUpStep } from '../../auth/AuthOverlay/SignUpStep';
import type { AuthStep } from '../../auth/AuthOverlay/types';
import styles from '../checkout.module.css';

export type AccountMode = 'sign-up' | 'sign-in';

/**
 * A guest buys with an account: the #auth overlay's own sign-up and sign-in forms, inside
 * checkout. 'This email address already exists, login to continue' leads to sign-in here; an
 * emailed link or a forgotten password goes to #auth above checkout, which is still there after.
 */
export function AccountStep({ mode, onMode, onOtherWay }: { mode: AccountMode; onMode: (mode: AccountMode) => void; onOtherWay: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(readLastEmail);
  const goTo = (step: AuthStep) => (step === 'sign-in' || step === 'sign-up' ? onMode(step) : onOtherWay());
  // Signing in changes the store: checkout shows the card form in place of this step.
  const props = { email, onEmailChange: setEmail, goTo, onSignedIn: () => undefined };
  return (
    <section className={styles.account} aria-labelledby="checkout-account-title" data-account-step={mode}>
      <h2 id="checkout-account-title" className={styles.legend}>
        {t(mode === 'sign-up' ? 'checkout.account.signUpTitle' : 'checkout.account.signInTitle')}
      </h2>
      {mode === 'sign-up' ? <SignUpStep key="sign-up" {...props} /> : <SignInStep key="sign-in" {...props} />}
    </section>
  );
}
