import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import type { LoginGuard } from '../http/login-guard';
import type { UploadSetup } from '../http/multipart';
import type { JobRunner } from '../jobs/runner';
import type { Bus } from '../realtime/bus';
import type { RealtimeHub } from '../realtime/hub';
import type { SsoVerifier } from '../integrations/sso/id-token-verifier';
import type { PaymentsSetup } from '../integrations/payments/setup';
import type { PushSetup } from '../integrations/push/setup';
import type { Extensions } from './extensions';

/**
 * What the running server holds for its lifetime, reached through `AppContext.services`. This file
 * imports no module: each module adds the services it owns by declaration merging, e.g.
 * `declare module '../../context/services' { interface Services { publishCache: PublishCache } }`.
 */
export interface Services {
  database: Database;
  redis: Redis | null;
  /** False only when AUTH_RATE_LIMITS=off (benchmarks; never production). */
  areRateLimitsOn: boolean;
  verifySso: SsoVerifier;
  /** Password guessing protection that cannot lock the account's owner out. */
  loginGuard: LoginGuard;
  /** Where uploads go and the one limiter every upload route shares. */
  uploads: UploadSetup;
  /** The one runner of background work: `jobs.kick(DELIVER_MAIL_JOB)` after enqueueing mail. */
  jobs: JobRunner;
  /** Live events to websocket hubs (in process, or Redis pub/sub across instances). */
  bus: Bus;
  /** This process's websocket connections (`GET /api/realtime`), fed by the bus. */
  realtimeHub: RealtimeHub;
  /** Payment secrets (Stripe keys at rest, signed events and invoice links) and the Stripe API address. */
  payments: PaymentsSetup;
  /** Push senders per provider and the install's keys (VAPID, unsubscribe links). */
  push: PushSetup;
  /** What modules contribute to each other (see extensions.ts). */
  extensions: Extensions;
}
