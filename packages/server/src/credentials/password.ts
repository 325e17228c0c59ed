import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt from node:crypto at N=2^17, r=8, p=1 (OWASP's floor for scrypt). Hashes are stored as
 * `scrypt$N$r$p$salt$hash` (base64url) so the cost can rise later without breaking old hashes.
 */
const PRODUCTION = { N: 2 ** 17, r: 8, p: 1 };
let defaults = PRODUCTION;

/**
 * Lowers the cost for new hashes; only the test harness does this (PASSWORD_HASH_LOG2_N), so
 * suites that sign in hundreds of times stay fast. Verification always uses the stored cost.
 */
export function setPasswordHashCost(log2N: number) {
  defaults = { ...PRODUCTION, N: 2 ** log2N };
}
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params = defaults): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
