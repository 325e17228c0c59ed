import { importPKCS8, SignJWT } from 'jose';
import { networkFailure, PUSH_TIMEOUT_MS, resultOfStatus, type PushSender } from './push-sender';

export type FcmServiceAccount = { project_id: string; client_email: string; private_key: string; token_uri?: string };

/**
 * Firebase Cloud Messaging HTTP v1 (`POST /v1/projects/{project}/messages:send`) with a service
 * account: a signed JWT is exchanged for an access token (cached until a minute before it ends).
 * `UNREGISTERED` (404) and an invalid token (400 INVALID_ARGUMENT) mean the token is dead.
 */
export function createFcmSender({ account, apiUrl = 'https://fcm.googleapis.com' }: { account: FcmServiceAccount; apiUrl?: string }): PushSender {
  let cached: { token: string; until: number } | null = null;
  const tokenUri = account.token_uri ?? 'https://oauth2.googleapis.com/token';

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: 'https://www.googleapis.com/auth/firebase.messaging' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`FCM token exchange answered ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in?: number };
    cached = { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  }

  return {
    provider: 'fcm',
    async send({ token, message }) {
      let response: Response;
      try {
        response = await fetch(new URL(`/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`, apiUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
          body: JSON.stringify({ message: { token, notification: { title: message.title, body: message.body }, data: { url: message.url } } }),
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
      } catch (error) {
        return networkFailure(error);
      }
      if (response.ok) return { status: 'sent' };
      const text = await response.text().catch(() => '');
      const code = /"errorCode"\s*:\s*"([A-Z_]+)"/.exec(text)?.[1] ?? /"status"\s*:\s*"([A-Z_]+)"/.exec(text)?.[1] ?? '';
      if (code === 'UNREGISTERED' || (response.status === 400 && code === 'INVALID_ARGUMENT')) return { status: 'gone', reason: `fcm: ${code}` };
      return resultOfStatus(response.status === 404 ? 400 : response.status, `fcm answered ${response.status} ${code}`.trim());
    },
  };
}
