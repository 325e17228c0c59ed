import type { Db } from '../db/client';

/**
 * What happened in the product that the outside world may want to hear about (webhooks, issue 16).
 * The module where it happens emits it inside the transaction that makes the change, so a listener
 * (activity's webhook outbox) writes its rows exactly when the change commits. Modules emit through
 * `services.extensions.domainEvents`, never importing who listens (ARCHITECTURE: extension points).
 */
export type DomainEvent = {
  type:
    | 'member.signed_up'
    | 'purchase.completed'
    | 'subscription.past_due'
    | 'form.submitted'
    | 'event.booked'
    | 'event.occurrence_cancelled'
    | 'workout.completed';
  appId: string;
  /** The event's object, as an outside system reads it (snake_case, ids as text). */
  data: Record<string, unknown>;
  occurredAt: Date;
};

export type DomainEventListener = (tx: Db, event: DomainEvent) => Promise<void>;

/** Tells every listener, in module order, inside the caller's transaction. */
export async function emitDomainEvent(listeners: readonly DomainEventListener[], tx: Db, event: DomainEvent): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
