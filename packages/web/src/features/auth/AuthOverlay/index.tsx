import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@tessera/core/errors';
import { useAppConfig } from '../../../app/app-config-context';
import { Dialog } from '@tessera/ui/Dialog';
import { focusableIn } from '@tessera/ui/Dialog/focus';
import { readLastEmail } from '../last-email';
import { useAuthStore } from '../auth-store';
import type { AuthStore } from '../auth-store';
import { EmailLinkStep } from './EmailLinkStep';
import { FinishSetupStep } from './FinishSetupStep';
import { NewPasswordStep } from './NewPasswordStep';
import { SignedInStep } from './SignedInStep';
import { SignInStep } from './SignInStep';
import { SignUpStep } from './SignUpStep';
import type { AuthStep } from './types';
import styles from './styles.module.css';

const titleKeys: Record<AuthStep, string> = {
  'sign-in': 'auth.titles.signIn',
  'sign-up': 'auth.titles.signUp',
  passwordless: 'auth.titles.passwordless',
  forgot: 'auth.titles.forgot',
  reset: 'auth.titles.reset',
  'finish-setup': 'auth.titles.finishSetup',
  'signed-in': 'auth.titles.signedIn',
};

/** Where #auth opens: an emailed link's business first, then the member's state. */
export function initialStep(state: Pick<AuthStore, 'pendingLink' | 'status' | 'member'>): AuthStep {
  const link = state.pendingLink;
  if (link?.kind === 'reset') return 'reset';
  if (link?.kind === 'failed') return link.purpose === 'reset' ? 'forgot' : 'passwordless';
  if (state.status === 'authenticated') return state.member?.shouldFinishSetup ? 'finish-setup' : 'signed-in';
  return 'sign-in';
}

/**
 * The #auth overlay (SPEC §2): sign in, sign up, an emailed sign-in link, a reset link, choosing
 * a new password from one, and finishing a passwordless account. Every step signs in through
 * features/auth/session, and the overlay closes once the member is in and has nothing left to do.
 */
export function AuthOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { name: appName } = useAppConfig();
  const pendingLink = useAuthStore((state) => state.pendingLink);
  const setPendingLink = useAuthStore((state) => state.setPendingLink);
  const member = useAuthStore((state) => state.member);
  const [step, setStep] = useState<AuthStep>(() => initialStep(useAuthStore.getState()));
  const [email, setEmail] = useState(readLastEmail);
  const bodyRef = useRef<HTMLDivElement>(null);

  // A refused link is explained once, on the step that asks for a new one.
  const linkProblem = useMemo(
    () => (pendingLink?.kind === 'failed' ? new AppError({ code: pendingLink.code, status: 400, message: pendingLink.message }) : null),
    [pendingLink],
  );

  const goTo = (next: AuthStep) => {
    if (pendingLink?.kind === 'failed') setPendingLink(null);
    setStep(next);
  };

  const onSignedIn = () => {
    if (useAuthStore.getState().member?.shouldFinishSetup) setStep('finish-setup');
    else onClose();
  };

  // Signed out meanwhile (another tab, an ended session): the member-only steps fall back to sign-in.
  const visibleStep = !member && (step === 'finish-setup' || step === 'signed-in') ? 'sign-in' : step;

  // The step that replaced the focused control leaves focus nowhere: start the new one at its top.
  useEffect(() => {
    const body = bodyRef.current;
    if (body && !body.contains(document.activeElement)) focusableIn(body)[0]?.focus();
  }, [visibleStep]);

  const stepProps = { email, onEmailChange: setEmail, goTo, onSignedIn };
  return (
    <Dialog variant="sheet" title={t(titleKeys[visibleStep], { name: appName })} closeLabel={t('common.close')} onClose={onClose}>
      <div ref={bodyRef} className={styles.step} data-step={visibleStep}>
        {visibleStep === 'sign-in' ? <SignInStep {...stepProps} /> : null}
        {visibleStep === 'sign-up' ? <SignUpStep {...stepProps} /> : null}
        {visibleStep === 'passwordless' || visibleStep === 'forgot' ? (
          <EmailLinkStep key={visibleStep} {...stepProps} purpose={visibleStep === 'forgot' ? 'reset' : 'passwordless'} linkProblem={linkProblem} />
        ) : null}
        {visibleStep === 'reset' && pendingLink?.kind === 'reset' ? <NewPasswordStep token={pendingLink.token} goTo={goTo} onSignedIn={onSignedIn} /> : null}
        {visibleStep === 'reset' && pendingLink?.kind !== 'reset' ? <EmailLinkStep {...stepProps} purpose="reset" /> : null}
        {visibleStep === 'finish-setup' && member ? <FinishSetupStep name={member.name} onDone={onClose} /> : null}
        {visibleStep === 'signed-in' && member ? <SignedInStep member={member} onClose={onClose} /> : null}
      </div>
    </Dialog>
  );
}
