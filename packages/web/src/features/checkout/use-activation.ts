import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchasedItem } from '@tessera/core/api/commerce';
import { verifyStoredSession } from '../auth/session';
import { usePageDataStore } from '../pages/page-data-context';
import { fetchPurchasedItems, hasActivePurchase } from './commerce-api';

/** How long checkout waits for a paid purchase to show on the account: the gateway's event may land a moment after the card's answer. */
export const ACTIVATION_DELAYS_MS = [0, 400, 800, 1200, 1600, 2000, 2500, 3000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a payment: wait until the server grants the product, then refresh what this browser knows
 * of the member (active products, past-due renewals) and the pages on screen, so the lock that led
 * here opens without a reload. Answers what the product unlocks, or null when it never showed up.
 */
export function useActivation() {
  const pageStore = usePageDataStore();
  const queryClient = useQueryClient();

  /** The member's data and every page decided for them, fetched again. */
  const refreshAccess = useCallback(async () => {
    await verifyStoredSession();
    pageStore.clear();
    await queryClient.resetQueries({ queryKey: ['page'] });
    void queryClient.invalidateQueries({ queryKey: ['commerce'] });
  }, [pageStore, queryClient]);

  const activate = useCallback(
    async (productId: string): Promise<PurchasedItem[] | null> => {
      let isActive = false;
      for (const delay of ACTIVATION_DELAYS_MS) {
        if (delay) await sleep(delay);
        isActive = await hasActivePurchase(productId).catch(() => false);
        if (isActive) break;
      }
      if (!isActive) return null;
      await refreshAccess();
      return fetchPurchasedItems(productId).catch(() => []);
    },
    [refreshAccess],
  );

  return { activate, refreshAccess };
}
