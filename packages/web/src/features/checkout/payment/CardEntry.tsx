import type { Ref } from 'react';
import type { PaymentConfig } from '@tessera/core/api/commerce';
import { LocalCardForm } from './LocalCardForm';
import { StripeCardForm } from './StripeCardForm';
import type { CardEntryHandle } from './card-entry';

/** The card form of the app's gateway: Stripe Elements with Stripe, the local gateway's own form otherwise. */
export function CardEntry({ ref, config, name, isDisabled }: { ref: Ref<CardEntryHandle>; config: PaymentConfig; name?: string; isDisabled?: boolean }) {
  if (config.gateway === 'stripe' && config.publishable_key) return <StripeCardForm ref={ref} publishableKey={config.publishable_key} />;
  return <LocalCardForm ref={ref} name={name} isDisabled={isDisabled} />;
}
