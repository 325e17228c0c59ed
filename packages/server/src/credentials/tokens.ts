import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe. Used for sessions and emailed links alike. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored instead of a token: a leaked table cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
