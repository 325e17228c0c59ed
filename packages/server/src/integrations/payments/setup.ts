import { createPaymentSecrets, type PaymentSecrets } from './secrets';

/** What the server holds for payments: the derived secrets and where the Stripe SDK connects. */
export type PaymentsSetup = {
  secrets: PaymentSecrets;
  /** Stripe SDK host override (a local fake in tests); null for Stripe's own API. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

export function createPaymentsSetup(args: { secret: string | undefined; stripeApiUrl: string | undefined }): PaymentsSetup {
  const api = args.stripeApiUrl ? new URL(args.stripeApiUrl) : null;
  return {
    secrets: createPaymentSecrets(args.secret),
    stripeApi: api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' }
      : null,
  };
}
