import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  couponsContract,
  orderBumpsContract,
  ordersContract,
  paymentSettingsContract,
  revenueContract,
  studioProductContract,
  studioProductsContract,
  studioSubscriptionsContract,
} from '@tessera/core/api/studio-commerce';
import { studioApi } from '../../app/studio-api';

/** Everything about one app's commerce sits under `commerceKey(appId)`, so a change can refresh it all. */
export const commerceKey = (appId: string) => ['studio', 'commerce', appId] as const;

/** The app's products, archived last: the products screen's and every product picker's one source. */
export function productsQuery(appId: string) {
  return queryOptions({
    queryKey: [...commerceKey(appId), 'products'],
    queryFn: ({ signal }) => studioApi(studioProductsContract, { params: { appId } }, { signal }),
  });
}

export function productQuery(appId: string, productId: string) {
  return queryOptions({
    queryKey: [...commerceKey(appId), 'product', productId],
    queryFn: ({ signal }) =>
      studioApi(studioProductContract, { params: { appId, productId } }, { signal }),
  });
}

export function couponsQuery(appId: string) {
  return queryOptions({
    queryKey: [...commerceKey(appId), 'coupons'],
    queryFn: ({ signal }) => studioApi(couponsContract, { params: { appId } }, { signal }),
  });
}

export function orderBumpsQuery(appId: string) {
  return queryOptions({
    queryKey: [...commerceKey(appId), 'order-bumps'],
    queryFn: ({ signal }) => studioApi(orderBumpsContract, { params: { appId } }, { signal }),
  });
}

export function paymentSettingsQuery(appId: string) {
  return queryOptions({
    queryKey: [...commerceKey(appId), 'payment-settings'],
    queryFn: ({ signal }) => studioApi(paymentSettingsContract, { params: { appId } }, { signal }),
  });
}

export type ListFilter = { q: string; status: string; page: number };

const listQuery = ({ q, status, page }: ListFilter) => ({
  q: q || undefined,
  status: status || undefined,
  page,
});

export function ordersQuery(appId: string, filter: ListFilter) {
  return queryOptions({
    queryKey: [...commerceKey(appId), 'orders', filter],
    queryFn: ({ signal }) =>
      studioApi(ordersContract, { params: { appId }, query: listQuery(filter) }, { signal }),
    // Paging and searching keep the last rows on screen (marked busy) instead of flashing a blank.
    placeholderData: keepPreviousData,
  });
}

export function subscriptionsQuery(appId: string, filter: ListFilter) {
  return queryOptions({
    queryKey: [...commerceKey(appId), 'subscriptions', filter],
    queryFn: ({ signal }) =>
      studioApi(
        studioSubscriptionsContract,
        { params: { appId }, query: listQuery(filter) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export type Granularity = 'day' | 'week' | 'month';

export function revenueQuery(appId: string, granularity: Granularity, periods: number) {
  return queryOptions({
    queryKey: [...commerceKey(appId), 'revenue', granularity, periods],
    queryFn: ({ signal }) =>
      studioApi(
        revenueContract,
        { params: { appId }, query: { granularity, periods } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
