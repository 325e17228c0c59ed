import { z } from 'zod';

/**
 * The environment, parsed once at boot. A wrong value stops the process with a message that names
 * the variable; nothing else reads `process.env`.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://apps.example.com' }).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The app served when a request names none (localhost in development). Empty disables it. */
  DEFAULT_APP_SLUG: z.string().optional(),
  /** Seed the demo app into an empty database. Defaults to on outside production. */
  SEED_DEMO: booleanish,
  /** Where the built front ends live; defaults to the workspace's dist folders. */
  WEB_DIST: z.string().optional(),
  STUDIO_DIST: z.string().optional(),
  TRUST_PROXY: booleanish,
  /** `off` lets load benchmarks measure sign-in capacity; refused in production. */
  AUTH_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Server rendering of member pages (decision 032); `off` serves the client-rendered shell, for comparison. */
  SSR: z.enum(['on', 'off']).default('on'),
  /** log2 of scrypt's N for new password hashes; 17 (the default) in production, lower only in tests. */
  PASSWORD_HASH_LOG2_N: z.coerce.number().int().min(10).max(20).default(17),
  /** `smtp://user:pass@host:587` or `smtps://…`; without it emails stay in the outbox (dev mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The address emails come from; the app's name is used as the display name. */
  MAIL_FROM: z.email('must be an email address').default('no-reply@tessera.localhost'),
  /** JWKS addresses for verifying Google and Apple ID tokens (overridable for tests). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  /**
   * Encrypts owners' Stripe keys at rest and signs payment events and invoice links (decision 025).
   * At least 32 characters; production stores no Stripe keys without it.
   */
  PAYMENTS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Where the Stripe SDK sends its calls (tests point it at a local fake); Stripe's own API by default. */
  STRIPE_API_URL: z.url().optional(),
  /** Push (decision 029): Expo's API address (tests point it at a local fake) and optional access token. */
  PUSH_EXPO_URL: z.url().default('https://exp.host'),
  PUSH_EXPO_ACCESS_TOKEN: z.string().optional(),
  /** An FCM service account's JSON (project_id, client_email, private_key); without it FCM tokens are kept but not sent to. */
  PUSH_FCM_SERVICE_ACCOUNT: z.string().optional(),
  PUSH_FCM_API_URL: z.url().default('https://fcm.googleapis.com'),
  /** The VAPID subject push services may contact (mailto: or https:); MAIL_FROM by default. */
  PUSH_VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').optional(),
  /** SHA-256 fingerprints (comma-separated) of the store roots in-app purchases must chain to; Apple Root CA - G3 by default. */
  APP_STORE_ROOT_SHA256: z.string().regex(/^[0-9A-Fa-f:]{64,}(,[0-9A-Fa-f:]{64,})*$/, 'must be SHA-256 fingerprints, comma-separated').optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  defaultAppSlug: string | undefined;
  shouldSeedDemo: boolean;
  webDist: string | undefined;
  studioDist: string | undefined;
  isSsrOn: boolean;
  trustProxy: boolean;
  passwordHashLog2N: number;
  areRateLimitsOn: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleJwksUrl: string;
  appleJwksUrl: string;
  paymentsSecret: string | undefined;
  stripeApiUrl: string | undefined;
  appStoreRootFingerprints: string[] | undefined;
  push: { expoUrl: string; expoAccessToken: string | undefined; fcmServiceAccount: string | undefined; fcmApiUrl: string; vapidSubject: string };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.AUTH_RATE_LIMITS === 'off') {
    throw new ConfigError(['AUTH_RATE_LIMITS: cannot be off in production']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    defaultAppSlug: e.DEFAULT_APP_SLUG ?? (isProduction ? undefined : 'demo'),
    shouldSeedDemo: env.SEED_DEMO === undefined ? !isProduction : e.SEED_DEMO,
    webDist: e.WEB_DIST,
    studioDist: e.STUDIO_DIST,
    isSsrOn: e.SSR === 'on',
    trustProxy: e.TRUST_PROXY,
    passwordHashLog2N: e.NODE_ENV === 'production' ? Math.max(e.PASSWORD_HASH_LOG2_N, 17) : e.PASSWORD_HASH_LOG2_N,
    areRateLimitsOn: e.AUTH_RATE_LIMITS === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    appleJwksUrl: e.APPLE_JWKS_URL,
    paymentsSecret: e.PAYMENTS_SECRET,
    stripeApiUrl: e.STRIPE_API_URL,
    appStoreRootFingerprints: e.APP_STORE_ROOT_SHA256?.split(','),
    push: {
      expoUrl: e.PUSH_EXPO_URL,
      expoAccessToken: e.PUSH_EXPO_ACCESS_TOKEN,
      fcmServiceAccount: e.PUSH_FCM_SERVICE_ACCOUNT,
      fcmApiUrl: e.PUSH_FCM_API_URL,
      vapidSubject: e.PUSH_VAPID_SUBJECT ?? `mailto:${e.MAIL_FROM}`,
    },
  };
}
