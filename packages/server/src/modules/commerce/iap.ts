import type { ContractBody } from '@tessera/core/contract';
import type { iapContract } from '@tessera/core/api/commerce';
import { appError } from '@tessera/core/error-catalogue';
import type { AppContext } from '../../context/app-context';

/**
 * In-app purchases from the native shell: the store's signed transaction is verified offline
 * (integrations/payments/app-store.ts) before anything is granted. Until an app is connected to a
 * store, nothing can be verified: 'No purchases found to restore'.
 */
export async function recordStorePurchase(ctx: AppContext, _productId: string, _body: ContractBody<typeof iapContract>): Promise<never> {
  await ctx.requireMember();
  throw appError('no_purchases_to_restore');
}
