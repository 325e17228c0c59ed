export type AuthStep = 'sign-in' | 'sign-up' | 'passwordless' | 'forgot' | 'reset' | 'finish-setup' | 'signed-in';

/** What every step gets from the overlay: the email typed so far, moving on, and being done. */
export type StepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  goTo: (step: AuthStep) => void;
  /** A sign-in path succeeded: finish setup if the member must, else close. */
  onSignedIn: () => void;
};
