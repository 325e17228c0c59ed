/**
 * How many attempts each guessable call allows before answering 429 (the tests read these numbers,
 * so the allowance and the refusal are proven, not assumed).
 */
const MINUTE = 60_000;

export const AUTH_LIMITS = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { name: 'login-email', max: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { name: 'signup-ip', max: 20, windowMs: 60 * MINUTE },
  /** POST /auth/fetch and GET /auth/provider together: as many as password attempts (decision 021). */
  signInWayPerIp: { name: 'sign-in-way-ip', max: 30, windowMs: 15 * MINUTE },
  emailLinkPerIp: { name: 'email-link-ip', max: 20, windowMs: 60 * MINUTE },
  emailLinkPerEmail: { name: 'email-link-email', max: 5, windowMs: 60 * MINUTE },
  tokenUsePerIp: { name: 'token-use-ip', max: 30, windowMs: 15 * MINUTE },
} as const;
