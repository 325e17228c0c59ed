import { appError } from '@tessera/core/error-catalogue';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export type SsoProvider = 'google' | 'apple';
export type VerifiedIdentity = { provider: SsoProvider; subject: string; email: string | null; isEmailVerified: boolean; name: string | null };

const ISSUERS: Record<SsoProvider, string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  apple: ['https://appleid.apple.com'],
};

const invalidToken = () =>
  appError('invalid_identity_token');

/**
 * Verifies Google and Apple ID tokens against the provider's published keys (issuer, audience =
 * the app's client id, expiry, and the nonce when the client sent one). The key addresses are
 * configurable so tests run against a local key server.
 */
export function createSsoVerifier(args: { jwksUrls: Record<SsoProvider, string>; issuers?: Partial<Record<SsoProvider, string[]>> }) {
  const keySets = new Map<SsoProvider, JWTVerifyGetKey>();
  const keysFor = (provider: SsoProvider) => {
    let keys = keySets.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(args.jwksUrls[provider]), { cooldownDuration: 30_000, timeoutDuration: 5_000 });
      keySets.set(provider, keys);
    }
    return keys;
  };

  return async function verifyIdToken(input: { provider: SsoProvider; idToken: string; clientId: string; nonce?: string }): Promise<VerifiedIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(input.idToken, keysFor(input.provider), {
        issuer: args.issuers?.[input.provider] ?? ISSUERS[input.provider],
        audience: input.clientId,
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 60,
      }));
    } catch {
      throw invalidToken();
    }
    if (input.nonce && payload.nonce !== input.nonce) throw invalidToken();
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw invalidToken();
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    const verifiedClaim = payload.email_verified;
    return {
      provider: input.provider,
      subject: payload.sub,
      email,
      isEmailVerified: verifiedClaim === true || verifiedClaim === 'true',
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  };
}

export type SsoVerifier = ReturnType<typeof createSsoVerifier>;
