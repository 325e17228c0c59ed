import { createHash, X509Certificate } from 'node:crypto';
import { compactVerify, decodeProtectedHeader, importX509 } from 'jose';
import { GatewayError } from './gateway';

/**
 * In-app purchases: the store's signed transaction (StoreKit 2's JWS) verified offline. The JWS
 * header carries the certificate chain (x5c: leaf, intermediate, root); each certificate must be
 * signed by the next and valid now, the root must be one we trust (Apple Root CA - G3 by SHA-256
 * fingerprint unless configured), and the payload must verify with the leaf's key (ES256, `jose`).
 */
export type StoreTransaction = {
  transactionId: string;
  originalTransactionId: string;
  productId: string;
  bundleId: string | null;
  purchaseDate: Date;
  /** Subscriptions: when this period ends. */
  expiresDate: Date | null;
  revocationDate: Date | null;
};

export type StoreVerifier = { verify: (jws: string, now: Date) => Promise<StoreTransaction> };

/** Apple Root CA - G3, by its SHA-256 fingerprint. */
export const APPLE_ROOT_CA_G3_SHA256 = '63343ABFB89A6A03EBB57E9B3F5FA7BE7C4F5C756F3017B3A8C488C3653E9179';

const pemOf = (der: Buffer) => `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----`;
const fingerprintOf = (cert: X509Certificate) => createHash('sha256').update(cert.raw).digest('hex').toUpperCase();

export function createStoreVerifier(args: { trustedRootFingerprints: readonly string[] }): StoreVerifier {
  const trusted = new Set(args.trustedRootFingerprints.map((f) => f.replace(/:/g, '').toUpperCase()));
  return {
    async verify(jws, now) {
      let header;
      try {
        header = decodeProtectedHeader(jws);
      } catch {
        throw new GatewayError('not a JWS', 'invalid_transaction');
      }
      const chain = (header.x5c ?? []).map((b64) => new X509Certificate(Buffer.from(b64, 'base64')));
      if (header.alg !== 'ES256' || chain.length < 2) throw new GatewayError('unexpected header', 'invalid_transaction');
      for (const [i, cert] of chain.entries()) {
        if (new Date(cert.validFrom) > now || new Date(cert.validTo) < now) throw new GatewayError('certificate not valid now', 'invalid_transaction');
        const issuer = chain[i + 1] ?? cert;
        if (!cert.verify(issuer.publicKey) || (i < chain.length - 1 && !chain[i + 1]!.ca)) throw new GatewayError('broken certificate chain', 'invalid_transaction');
      }
      if (!trusted.has(fingerprintOf(chain.at(-1)!))) throw new GatewayError('untrusted root', 'invalid_transaction');
      let payload: Record<string, unknown>;
      try {
        const key = await importX509(pemOf(chain[0]!.raw), 'ES256');
        payload = JSON.parse(new TextDecoder().decode((await compactVerify(jws, key)).payload)) as Record<string, unknown>;
      } catch {
        throw new GatewayError('bad signature', 'invalid_transaction');
      }
      const date = (value: unknown) => (typeof value === 'number' ? new Date(value) : null);
      if (typeof payload.transactionId !== 'string' || typeof payload.productId !== 'string') throw new GatewayError('incomplete transaction', 'invalid_transaction');
      return {
        transactionId: payload.transactionId,
        originalTransactionId: typeof payload.originalTransactionId === 'string' ? payload.originalTransactionId : payload.transactionId,
        productId: payload.productId,
        bundleId: typeof payload.bundleId === 'string' ? payload.bundleId : null,
        purchaseDate: date(payload.purchaseDate) ?? now,
        expiresDate: date(payload.expiresDate),
        revocationDate: date(payload.revocationDate),
      };
    },
  };
}
