import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpoSender } from './expo-sender';
import { startFakePushServices, type FakePushServices } from './fake-push-services';
import { createFcmSender } from './fcm-sender';
import { createWebPushSender, generateVapidKeys } from './web-push-sender';

let fake: FakePushServices;
beforeAll(async () => {
  fake = await startFakePushServices();
});
afterAll(async () => {
  await fake.close();
});
const message = { title: 'Yoga in 15 minutes', body: 'Studio A', url: '/events/1' };

describe('web push sender', () => {
  const keys = generateVapidKeys();
  const sender = createWebPushSender({ vapid: async () => keys, subject: 'mailto:ops@example.com' });

  it('delivers an encrypted message signed with the VAPID key', async () => {
    const subscription = fake.subscribe();
    expect(await sender.send({ token: subscription.endpoint, webPushKeys: subscription.keys, message })).toEqual({ status: 'sent' });
    const got = fake.received.at(-1)!;
    expect(got.payload).toEqual(message);
    expect(got.authorization).toContain(`k=${keys.publicKey}`);
  });

  it('says gone on 410, retryable on an outage, and gone for keys no browser made', async () => {
    const subscription = fake.subscribe();
    const id = subscription.endpoint.split('/').at(-1)!;
    fake.answer(id, 'outage', 'gone');
    expect(await sender.send({ token: subscription.endpoint, webPushKeys: subscription.keys, message })).toMatchObject({ status: 'failed', retryable: true });
    expect(await sender.send({ token: subscription.endpoint, webPushKeys: subscription.keys, message })).toMatchObject({ status: 'gone' });
    expect(await sender.send({ token: subscription.endpoint, webPushKeys: { p256dh: 'AAAA', auth: 'BBBB' }, message })).toMatchObject({ status: 'gone' });
  });

  it('retries when the push service is unreachable', async () => {
    const result = await sender.send({ token: 'http://127.0.0.1:1/wp/x', webPushKeys: fake.subscribe().keys, message });
    expect(result).toMatchObject({ status: 'failed', retryable: true });
  });
});

describe('expo sender', () => {
  it('sends, reads DeviceNotRegistered as gone and 503 as retryable', async () => {
    const expo = createExpoSender({ baseUrl: fake.url, accessToken: 'expo-secret' });
    const token = 'ExponentPushToken[abcdefghijklmnop]';
    expect(await expo.send({ token, message })).toEqual({ status: 'sent' });
    expect(fake.received.at(-1)).toMatchObject({ service: 'expo', target: token, payload: { title: message.title, data: { url: '/events/1' } }, authorization: 'Bearer expo-secret' });
    fake.answer(token, 'outage', 'gone');
    expect(await expo.send({ token, message })).toMatchObject({ status: 'failed', retryable: true });
    expect(await expo.send({ token, message })).toMatchObject({ status: 'gone', reason: 'DeviceNotRegistered' });
    expect(expo.provider).toBe('expo');
  });
});

describe('fcm sender', () => {
  it('exchanges a service-account JWT for a token, sends, reads UNREGISTERED as gone and 503 as retryable', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const fcm = createFcmSender({
      apiUrl: fake.url,
      account: { project_id: 'demo', client_email: 'svc@demo.iam', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), token_uri: `${fake.url}/token` },
    });
    const token = 'fcm-device-token-0123456789-abcdefghijklmnop';
    expect(await fcm.send({ token, message })).toEqual({ status: 'sent' });
    expect(fake.received.at(-1)).toMatchObject({ service: 'fcm', target: token, payload: { notification: { title: message.title } } });
    fake.answer(token, 'outage', 'gone');
    expect(await fcm.send({ token, message })).toMatchObject({ status: 'failed', retryable: true });
    expect(await fcm.send({ token, message })).toMatchObject({ status: 'gone' });
  });
});
