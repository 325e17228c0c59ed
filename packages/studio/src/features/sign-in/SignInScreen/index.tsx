import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { DEMO_LOGIN, shouldShowDemoLogin } from '../demo-login';
import { describeError, translateFieldIssue } from '../../../app/describe-error';
import { readLastEmail } from '../../../app/last-email';
import { safeNextPath } from '../safe-next';
import { useSignIn } from '../../../app/session';
import { fieldErrorsFromServer, validateSignIn, type SignInFieldErrors } from '../sign-in-form';
import { useDocumentTitle } from '../../../app/use-document-title';
import { TextField } from '@tessera/ui/TextField';
import styles from './styles.module.css';

export function SignInScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('signIn.submit'));
  const titleId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const [lastEmail] = useState(readLastEmail);
  const [email, setEmail] = useState(lastEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const isDemoShown = shouldShowDemoLogin({ isDev: import.meta.env.DEV, hostname: window.location.hostname });

  function focusFirstInvalid(errors: SignInFieldErrors) {
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const checked = validateSignIn({ email, password });
    if (checked.errors) {
      signIn.reset();
      setFieldErrors(checked.errors);
      focusFirstInvalid(checked.errors);
      return;
    }
    setFieldErrors({});
    signIn.mutate(checked.data, {
      onSuccess: () => void navigate(safeNextPath(searchParams.get('next')) ?? '/', { replace: true }),
      onError: (error) => {
        const errors = fieldErrorsFromServer(error);
        setFieldErrors(errors);
        focusFirstInvalid(errors);
      },
    });
  }

  // Field problems are shown at the fields; the alert is for everything else the server said.
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const serverError = signIn.isError && !hasFieldErrors ? describeError(signIn.error, t, i18n.language) : undefined;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('signIn.title')}
      </h1>
      <p className={styles.body}>{t('signIn.body')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {serverError ? (
          // A new node per attempt, so a screen reader announces a repeated refusal again.
          <div key={signIn.submittedAt} className={styles.alert} role="alert">
            {serverError}
          </div>
        ) : null}
        <TextField
          ref={emailRef}
          label={t('signIn.email')}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          // An owner coming back finds the address filled in and starts at the password.
          autoFocus={!lastEmail}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email ? translateFieldIssue(fieldErrors.email, t) : undefined}
        />
        <TextField
          ref={passwordRef}
          label={t('signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus={Boolean(lastEmail)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password ? translateFieldIssue(fieldErrors.password, t) : undefined}
        />
        <Button ref={submitRef} type="submit" variant="primary" className={styles.submit} isBusy={signIn.isPending}>
          {signIn.isPending ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {t('signIn.submitting')}
            </>
          ) : (
            t('signIn.submit')
          )}
        </Button>
      </form>
      {isDemoShown ? (
        <aside className={styles.demo} aria-label={t('signIn.demoLabel')}>
          <p className={styles.demoText}>
            {t('signIn.demoHint')} <code>{DEMO_LOGIN.email}</code> / <code>{DEMO_LOGIN.password}</code>
          </p>
          <Button
            onClick={() => {
              setEmail(DEMO_LOGIN.email);
              setPassword(DEMO_LOGIN.password);
              setFieldErrors({});
              submitRef.current?.focus();
            }}
          >
            {t('signIn.useDemo')}
          </Button>
        </aside>
      ) : null}
    </section>
  );
}
