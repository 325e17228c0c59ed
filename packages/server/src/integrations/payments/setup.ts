import { APPLE_ROOT_CA_G3_SHA256, createStoreVerifier, type StoreVerifier } from './app-store';
import { createPaymentSecrets, type PaymentSecrets } from './secrets';

/** What the server holds for payments: the derived secrets and where the Stripe SDK connects. */
export type PaymentsSetup = {
  secrets: PaymentSecrets;
  /** Stripe SDK host override (a local fake in tests); null for Stripe's own API. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | null;
  /** Verifies in-app purchases' signed transactions offline. */
  store: StoreVerifier;
  /** Stripe keys may be stored: PAYMENTS_SECRET is set, or this is not production (the development secret). */
  mayStoreStripeKeys: boolean;
  /** Whether an app that never chose a gateway gets the local (test-mode) one on the embedded database: never in production, where it would give products away. */
  isLocalByDefault: boolean;
};

export function createPaymentsSetup(args: { secret: string | undefined; stripeApiUrl: string | undefined; storeRootFingerprints?: readonly string[] | undefined; isProduction: boolean }): PaymentsSetup {
  const api = args.stripeApiUrl ? new URL(args.stripeApiUrl) : null;
  return {
    secrets: createPaymentSecrets(args.secret),
    mayStoreStripeKeys: args.secret !== undefined || !args.isProduction,
    isLocalByDefault: !args.isProduction,
    store: createStoreVerifier({ trustedRootFingerprints: args.storeRootFingerprints ?? [APPLE_ROOT_CA_G3_SHA256] }),
    stripeApi: api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' }
      : null,
  };
}
