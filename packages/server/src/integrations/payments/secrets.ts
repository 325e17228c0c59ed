import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys derived from the one payments secret of the environment (config `PAYMENTS_SECRET`): one
 * encrypts owners' Stripe keys at rest (AES-256-GCM), one signs the local gateway's events, one
 * signs invoice links. Without the variable, Stripe keys are sealed with a fixed development
 * secret (production refuses to store them then: see commerce's payment settings), and signatures
 * use a random secret of this process — a published constant would let anyone forge the local
 * gateway's events. Several instances need the variable for invoice links made by one to open on
 * another.
 */
export type PaymentSecrets = {
  /** Whether the secret came from the environment (Stripe keys may be stored). */
  isConfigured: boolean;
  encrypt: (plain: string) => string;
  decrypt: (sealed: string) => string;
  localSigningKey: string;
  sign: (purpose: string, value: string) => string;
  verify: (purpose: string, value: string, signature: string) => boolean;
};

export const DEVELOPMENT_PAYMENTS_SECRET = 'tessera-development-payments-secret-not-for-production';

const derive = (secret: string, purpose: string) => createHash('sha256').update(`${purpose}\u0000${secret}`).digest();

export function createPaymentSecrets(secret: string | undefined): PaymentSecrets {
  const encryptionKey = derive(secret ?? DEVELOPMENT_PAYMENTS_SECRET, 'stripe-keys');
  const signingBase = secret ?? randomBytes(32).toString('hex');
  const signingKey = derive(signingBase, 'signatures');
  const sign = (purpose: string, value: string) => createHmac('sha256', signingKey).update(`${purpose}:${value}`).digest('base64url');
  return {
    isConfigured: secret !== undefined,
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed payments secret');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    localSigningKey: derive(signingBase, 'local-gateway-events').toString('hex'),
    sign,
    verify(purpose, value, signature) {
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
