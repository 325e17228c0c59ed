import { useQuery } from '@tanstack/react-query';
import { fetchPaymentConfig, fetchProducts } from './commerce-api';

/** How the app takes payments: the same for the whole visit. */
export function usePaymentConfig() {
  return useQuery({ queryKey: ['commerce', 'config'], queryFn: fetchPaymentConfig, staleTime: 5 * 60_000 });
}

/** The products on offer, by the ids a lock or an action named. */
export function useProducts(ids: readonly string[]) {
  return useQuery({ queryKey: ['commerce', 'products', ids.join(',')], queryFn: () => fetchProducts(ids), staleTime: 60_000 });
}
