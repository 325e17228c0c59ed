import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { GatewayError, SIGNATURE_TOLERANCE_SECONDS, type CreateIntentInput, type GatewayEvent, type GatewayEventType, type GatewayIntent, type PaymentGateway, type SavedPaymentMethod } from './gateway';
import { localEvents, localIntents } from './schema';

/**
 * The built-in test-mode processor: the default gateway on the embedded database and in the demo.
 * It behaves like Stripe in test mode — intents with client secrets, confirmation by Stripe's test
 * card numbers, a challenge step, off-session charges of saved cards, refunds — and reports what
 * happened as HMAC-signed events (`t=<unix>,v1=<hex>` over `<t>.<body>`, Stripe's scheme) that
 * commerce takes through the local webhook route, exactly like Stripe's. No money moves.
 */
export const LOCAL_SIGNATURE_HEADER = 'tessera-local-signature';

type Outcome =
  | { kind: 'succeed' }
  | { kind: 'challenge'; always: boolean }
  | { kind: 'decline'; code: string; declineCode: string | null; message: string }
  | { kind: 'decline_off_session' };

const declined = (declineCode: string, message: string): Outcome => ({ kind: 'decline', code: 'card_declined', declineCode, message });

/** Stripe's test card numbers (README "Payments" lists them); any other valid number is declined as unknown. */
export const LOCAL_TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': { kind: 'succeed' },
  '4000056655665556': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '6011111111111117': { kind: 'succeed' },
  '4000000000000002': declined('generic_decline', 'Your card was declined.'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card', 'Your card was declined.'),
  '4000000000009979': declined('stolen_card', 'Your card was declined.'),
  '4000000000000069': { kind: 'decline', code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  '4000000000000127': { kind: 'decline', code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." },
  '4000000000000119': { kind: 'decline', code: 'processing_error', declineCode: null, message: 'An error occurred while processing your card. Try again in a little bit.' },
  '4000002500003155': { kind: 'challenge', always: false },
  '4000002760003184': { kind: 'challenge', always: true },
  '4000000000000341': { kind: 'decline_off_session' },
};

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6')) return 'discover';
  return 'unknown';
}

/** The card's number never leaves this function: the saved method is brand, last four and a reference naming its behaviour. */
function methodOf(number: string): SavedPaymentMethod {
  return { brand: brandOf(number), last4: number.slice(-4), ref: `pm_local_${number}` };
}
const numberOfRef = (ref: string) => ref.replace(/^pm_local_/, '');

type IntentRow = typeof localIntents.$inferSelect;

function toIntent(row: IntentRow): GatewayIntent {
  return {
    kind: row.kind,
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as GatewayIntent['status'],
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
    nextAction: row.status === 'requires_action' && row.challengeId ? { type: 'challenge', challengeId: row.challengeId } : null,
    lastError: row.lastError ? { code: row.lastError.code, declineCode: row.lastError.decline_code, message: row.lastError.message } : null,
    // The saved card is only the gateway's to tell once the intent succeeded.
    paymentMethod: row.status === 'succeeded' ? row.paymentMethod : null,
    customerId: null,
  };
}

export function signLocalEvent(body: string, key: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
}

/** Verifies a `t=…,v1=…` header over the raw body (shared with the Stripe scheme's shape). */
export function verifySignedBody(body: string, header: string | undefined, key: string, now: Date): void {
  if (!header) throw new GatewayError('missing signature', 'invalid_signature');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const expected = createHmac('sha256', key).update(`${parts.t}.${body}`).digest();
  if (!Number.isFinite(t) || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new GatewayError('bad signature', 'invalid_signature');
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) throw new GatewayError('signature too old', 'invalid_signature');
}

export type LocalGateway = PaymentGateway & {
  /** The browser's confirmation with a test card (the app's own card form). */
  confirm: (input: { intentId: string; clientSecret: string; cardNumber: string; expMonth: number; expYear: number; now: Date }) => Promise<GatewayIntent>;
  /** The browser's answer to the challenge step. */
  answerChallenge: (input: { intentId: string; clientSecret: string; challengeId: string; approve: boolean }) => Promise<GatewayIntent>;
  /** The browser's view of an intent (its client secret proves it is theirs). */
  intentForBrowser: (input: { intentId: string; clientSecret: string }) => Promise<GatewayIntent>;
};

type LocalGatewayArgs = {
  db: Db;
  appId: string;
  signingKey: string;
  /** After an event is stored: deliver it (commerce posts it to the webhook route's handler). */
  onEvent: (appId: string) => Promise<void>;
};

export function createLocalGateway({ db, appId, signingKey, onEvent }: LocalGatewayArgs): LocalGateway {
  async function load(id: string): Promise<IntentRow | null> {
    const [row] = await db
      .select()
      .from(localIntents)
      .where(and(eq(localIntents.id, id), eq(localIntents.appId, appId)))
      .limit(1);
    return row ?? null;
  }

  async function loadForBrowser(id: string, clientSecret: string): Promise<IntentRow> {
    const row = await load(id);
    const given = Buffer.from(clientSecret);
    const expected = Buffer.from(row?.clientSecret ?? '');
    if (!row || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new GatewayError('no such intent', 'intent_not_found');
    return row;
  }

  async function emit(type: GatewayEventType, row: IntentRow) {
    const event = {
      id: `evt_local_${randomUUID().replaceAll('-', '')}`,
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: row.id, metadata: row.metadata, payment_method: row.status === 'succeeded' || type === 'charge.refunded' ? row.paymentMethod : null } },
    };
    await db.insert(localEvents).values({ id: event.id, appId: row.appId, body: JSON.stringify(event) });
    await onEvent(row.appId);
  }

  async function update(id: string, values: Partial<IntentRow>): Promise<IntentRow> {
    const [row] = await db
      .update(localIntents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(localIntents.id, id))
      .returning();
    return row!;
  }

  async function settle(row: IntentRow, outcome: Outcome, method: SavedPaymentMethod, offSession: boolean): Promise<IntentRow> {
    if (outcome.kind === 'succeed' || (outcome.kind === 'decline_off_session' && !offSession) || (outcome.kind === 'challenge' && offSession && !outcome.always)) {
      const done = await update(row.id, { status: 'succeeded', paymentMethod: method, lastError: null, challengeId: null });
      await emit(done.kind === 'setup_intent' ? 'setup_intent.succeeded' : 'payment_intent.succeeded', done);
      return done;
    }
    if (outcome.kind === 'challenge') {
      if (offSession) return failed(row, { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card requires authentication.' }, method);
      return update(row.id, { status: 'requires_action', paymentMethod: method, challengeId: `chl_${randomBytes(8).toString('hex')}`, lastError: null });
    }
    if (outcome.kind === 'decline_off_session') return failed(row, { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }, method);
    return failed(row, { code: outcome.code, decline_code: outcome.declineCode, message: outcome.message }, method);
  }

  async function failed(row: IntentRow, error: NonNullable<IntentRow['lastError']>, method: SavedPaymentMethod): Promise<IntentRow> {
    const next = await update(row.id, { status: 'requires_payment_method', lastError: error, paymentMethod: method, challengeId: null });
    if (next.kind === 'payment_intent') await emit('payment_intent.payment_failed', next);
    return next;
  }

  async function create(input: CreateIntentInput): Promise<IntentRow> {
    const id = `${input.kind === 'setup_intent' ? 'seti' : 'pi'}_local_${randomBytes(12).toString('hex')}`;
    await db
      .insert(localIntents)
      .values({
        id,
        appId,
        kind: input.kind,
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        status: 'requires_payment_method',
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        customerEmail: input.customerEmail,
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(localIntents)
      .where(and(eq(localIntents.appId, appId), eq(localIntents.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (!row) throw new GatewayError('intent vanished');
    if (row.amount !== input.amount || row.kind !== input.kind) throw new GatewayError('idempotency key reused with other parameters', 'idempotency_error');
    return row;
  }

  return {
    name: 'local',
    publishableKey: null,
    async createIntent(input) {
      return toIntent(await create(input));
    },
    async retrieveIntent({ id }) {
      const row = await load(id);
      return row ? toIntent(row) : null;
    },
    async chargeSaved(input) {
      const row = await create({ ...input, kind: 'payment_intent', saveCard: true });
      if (row.status !== 'requires_payment_method' || row.lastError) return toIntent(row);
      const number = numberOfRef(input.paymentMethod.ref);
      const outcome = LOCAL_TEST_CARDS[number] ?? declined('generic_decline', 'Your card was declined.');
      return toIntent(await settle(row, outcome, input.paymentMethod, true));
    },
    async refund({ intentId }) {
      const row = await load(intentId);
      if (!row || row.status !== 'succeeded') throw new GatewayError('nothing to refund', 'charge_not_refundable');
      await emit('charge.refunded', row);
    },
    verifyEvent({ rawBody, signature, now }) {
      verifySignedBody(rawBody, signature, signingKey, now);
      return parseLocalEvent(rawBody);
    },
    async confirm({ intentId, clientSecret, cardNumber, expMonth, expYear, now }) {
      const row = await loadForBrowser(intentId, clientSecret);
      if (row.status === 'succeeded' || row.status === 'requires_action') return toIntent(row);
      const number = cardNumber.replace(/\s+/g, '');
      const method = methodOf(number);
      const isExpired = expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
      if (!luhn(number)) return toIntent(await failed(row, { code: 'incorrect_number', decline_code: null, message: 'Your card number is incorrect.' }, method));
      if (isExpired) return toIntent(await failed(row, { code: 'expired_card', decline_code: null, message: 'Your card has expired.' }, method));
      const outcome = LOCAL_TEST_CARDS[number] ?? declined('generic_decline', 'Your card was declined.');
      return toIntent(await settle(row, outcome, method, false));
    },
    async answerChallenge({ intentId, clientSecret, challengeId, approve }) {
      const row = await loadForBrowser(intentId, clientSecret);
      if (row.status !== 'requires_action' || row.challengeId !== challengeId) return toIntent(row);
      const method = row.paymentMethod ?? methodOf('0000');
      if (!approve) return toIntent(await failed(row, { code: 'payment_intent_authentication_failure', decline_code: null, message: 'We are unable to authenticate your payment method.' }, method));
      return toIntent(await settle(row, { kind: 'succeed' }, method, false));
    },
    async intentForBrowser({ intentId, clientSecret }) {
      return toIntent(await loadForBrowser(intentId, clientSecret));
    },
  };
}

export function parseLocalEvent(rawBody: string): GatewayEvent {
  const parsed = JSON.parse(rawBody) as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: { id?: unknown; metadata?: unknown; payment_method?: unknown } } };
  const object = parsed.data?.object;
  if (typeof parsed.id !== 'string' || typeof parsed.type !== 'string' || typeof object?.id !== 'string') throw new GatewayError('malformed event', 'invalid_signature');
  return {
    id: parsed.id,
    type: parsed.type as GatewayEventType,
    objectId: object.id,
    metadata: (object.metadata ?? {}) as Record<string, string>,
    paymentMethod: (object.payment_method ?? null) as SavedPaymentMethod | null,
    createdAt: new Date(Number(parsed.created) * 1000),
  };
}

/** Events stored but not yet taken by the webhook route (delivery retries them). */
export async function pendingLocalEvents(db: Db, appId: string | null): Promise<{ id: string; appId: string; body: string }[]> {
  return db
    .select({ id: localEvents.id, appId: localEvents.appId, body: localEvents.body })
    .from(localEvents)
    .where(appId ? and(isNull(localEvents.deliveredAt), eq(localEvents.appId, appId)) : isNull(localEvents.deliveredAt))
    .orderBy(localEvents.createdAt)
    .limit(100);
}

export async function markLocalEventDelivered(db: Db, id: string): Promise<void> {
  await db.update(localEvents).set({ deliveredAt: new Date() }).where(eq(localEvents.id, id));
}
