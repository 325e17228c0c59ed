import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece is web-push's own dependency: the fake decrypts what a browser would.
// @ts-expect-error -- http_ece ships no types
import ece from 'http_ece';

/**
 * Local fakes of the push services for tests and e2e (nothing reaches the internet): a web push
 * service (endpoints `/wp/{id}`, decrypting each message as the browser would and checking the
 * VAPID header), Expo's `/--/api/v2/push/send`, and FCM's `/v1/projects/{p}/messages:send` with its
 * token exchange at `/token`. `answer` programs the next answers per target (an outage, a dead token).
 */
export type ReceivedPush = { service: 'webpush' | 'expo' | 'fcm'; target: string; payload: Record<string, unknown>; authorization: string | undefined };

export type FakeWebPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type FakePushServices = {
  url: string;
  received: ReceivedPush[];
  /** A subscription a browser would hand over, with the private key kept here to decrypt. */
  subscribe: () => FakeWebPushSubscription;
  /** The next answers for a target (endpoint id, expo token or fcm token): 'gone', 'outage' (503), or 'ok'. */
  answer: (target: string, ...answers: ('gone' | 'outage' | 'ok')[]) => void;
  close: () => Promise<void>;
};

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

export async function startFakePushServices(): Promise<FakePushServices> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, ('gone' | 'outage' | 'ok')[]>();
  const subscribers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const nextAnswer = (target: string) => answers.get(target)?.shift() ?? 'ok';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname.startsWith('/wp/')) {
        const id = url.pathname.slice(4);
        const subscriber = subscribers.get(id);
        const authorization = request.headers.authorization;
        if (!subscriber) return json(404, { error: 'unknown subscription' });
        if (!authorization?.startsWith('vapid t=') || request.headers['content-encoding'] !== 'aes128gcm') return json(403, { error: 'no VAPID' });
        const answer = nextAnswer(id);
        if (answer === 'gone') return json(410, { error: 'gone' });
        if (answer === 'outage') return json(503, { error: 'outage' });
        const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.auth.toString('base64url') }) as Buffer;
        received.push({ service: 'webpush', target: id, payload: JSON.parse(plain.toString('utf8')), authorization });
        response.writeHead(201);
        return response.end();
      }
      if (url.pathname === '/--/api/v2/push/send') {
        const [message] = JSON.parse(body.toString('utf8')) as [{ to: string }];
        const answer = nextAnswer(message.to);
        if (answer === 'outage') return json(503, { errors: [{ code: 'INTERNAL' }] });
        if (answer === 'gone') return json(200, { data: [{ status: 'error', message: 'not registered', details: { error: 'DeviceNotRegistered' } }] });
        received.push({ service: 'expo', target: message.to, payload: message, authorization: request.headers.authorization });
        return json(200, { data: [{ status: 'ok', id: randomBytes(8).toString('hex') }] });
      }
      if (url.pathname === '/token') return json(200, { access_token: 'fake-fcm-access', expires_in: 3600 });
      if (/^\/v1\/projects\/[^/]+\/messages:send$/.test(url.pathname)) {
        if (request.headers.authorization !== 'Bearer fake-fcm-access') return json(401, { error: { status: 'UNAUTHENTICATED' } });
        const { message } = JSON.parse(body.toString('utf8')) as { message: { token: string } };
        const answer = nextAnswer(message.token);
        if (answer === 'outage') return json(503, { error: { status: 'UNAVAILABLE' } });
        if (answer === 'gone') return json(404, { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } });
        received.push({ service: 'fcm', target: message.token, payload: message, authorization: request.headers.authorization });
        return json(200, { name: `projects/p/messages/${randomBytes(4).toString('hex')}` });
      }
      json(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      subscribers.set(id, { ecdh, auth });
      return { endpoint: `${url}/wp/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(target, ...next) {
      answers.set(target, [...(answers.get(target) ?? []), ...next]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
