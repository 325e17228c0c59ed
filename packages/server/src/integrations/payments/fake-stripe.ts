import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Stripe API endpoints the SDK calls (customers, payment and setup intents,
 * refunds), for tests: the SDK's host, port and protocol point here, so nothing reaches the
 * internet. Idempotency keys answer the first response again, as Stripe does. Tests set an
 * intent's outcome with `succeed` and read what was asked in `requests`.
 */
type Json = Record<string, unknown>;

function parseForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node = out;
    for (const [i, key] of path.entries()) {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Json;
    }
  }
  return out;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });

export type FakeStripe = {
  url: string;
  requests: { method: string; path: string; body: Json; idempotencyKey: string | undefined; authorization: string | undefined }[];
  intents: Map<string, Json>;
  /** Marks an intent paid with a card, as if the browser had confirmed it with Stripe.js. */
  succeed: (id: string) => void;
  /** Off-session charges decline while set. */
  declineOffSession: boolean;
  close: () => Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Json>();
  const answered = new Map<string, { status: number; body: Json }>();
  const requests: FakeStripe['requests'] = [];
  let counter = 0;
  const card = { id: 'pm_fake_visa', object: 'payment_method', card: { brand: 'visa', last4: '4242' } };
  const fake: Partial<FakeStripe> = { declineOffSession: false };

  function handle(method: string, path: string, body: Json): { status: number; body: Json } {
    const id = (prefix: string) => `${prefix}_fake_${++counter}`;
    if (method === 'GET' && path.startsWith('/v1/customers')) return { status: 200, body: { object: 'list', data: [], has_more: false, url: '/v1/customers' } };
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: id('cus'), object: 'customer', email: body.email } };
    if (method === 'POST' && (path === '/v1/payment_intents' || path === '/v1/setup_intents')) {
      const isSetup = path === '/v1/setup_intents';
      const intentId = id(isSetup ? 'seti' : 'pi');
      const intent: Json = {
        id: intentId,
        object: isSetup ? 'setup_intent' : 'payment_intent',
        amount: Number(body.amount ?? 0),
        currency: body.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_fake`,
        metadata: body.metadata ?? {},
        customer: body.customer ?? null,
        payment_method: null,
        last_payment_error: null,
      };
      if (body.off_session === 'true' && body.confirm === 'true') {
        if (fake.declineOffSession) {
          intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
          intents.set(intentId, intent);
          return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: intent } } };
        }
        intent.status = 'succeeded';
        intent.payment_method = card;
      }
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/(payment_intents|setup_intents)\/([^/?]+)/.exec(path);
    if (method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[2]!);
      return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such intent' } } };
    }
    if (method === 'POST' && path === '/v1/refunds') return { status: 200, body: { id: id('re'), object: 'refund', payment_intent: body.payment_intent, amount: Number(body.amount), status: 'succeeded' } };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `fake stripe has no ${method} ${path}` } } };
  }

  const server: Server = createServer((request, response) => {
    void read(request).then((raw) => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const body = parseForm(raw);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method, path, body, idempotencyKey, authorization: request.headers.authorization });
      const key = idempotencyKey ? `${method} ${path.split('?')[0]} ${idempotencyKey}` : null;
      const answer = (key && answered.get(key)) || handle(method, path.split('?')[0]!, body);
      if (key) answered.set(key, answer);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_fake_${counter}` });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (intent) Object.assign(intent, { status: 'succeeded', payment_method: card });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeStripe;
}
