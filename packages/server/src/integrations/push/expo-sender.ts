import { networkFailure, PUSH_TIMEOUT_MS, resultOfStatus, type PushSender } from './push-sender';

/**
 * Expo's push API (`POST /--/api/v2/push/send`). A ticket `DeviceNotRegistered` means the token is
 * dead; 429 and 5xx are retried by the job.
 */
export function createExpoSender({ baseUrl = 'https://exp.host', accessToken }: { baseUrl?: string; accessToken?: string }): PushSender {
  return {
    provider: 'expo',
    async send({ token, message }) {
      let response: Response;
      try {
        response = await fetch(new URL('/--/api/v2/push/send', baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
          body: JSON.stringify([{ to: token, title: message.title, body: message.body, data: { url: message.url }, sound: 'default' }]),
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
      } catch (error) {
        return networkFailure(error);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) return resultOfStatus(response.status, `expo answered ${response.status}`);
      let ticket: { status?: string; message?: string; details?: { error?: string } } | undefined;
      try {
        ticket = (JSON.parse(text) as { data?: (typeof ticket)[] }).data?.[0];
      } catch {
        return { status: 'failed', retryable: true, reason: 'expo answered something that is not JSON' };
      }
      if (ticket?.status === 'ok') return { status: 'sent' };
      const error = ticket?.details?.error ?? 'unknown';
      if (error === 'DeviceNotRegistered') return { status: 'gone', reason: 'DeviceNotRegistered' };
      return { status: 'failed', retryable: error === 'MessageRateExceeded', reason: `expo: ${error} ${ticket?.message ?? ''}`.trim() };
    },
  };
}
