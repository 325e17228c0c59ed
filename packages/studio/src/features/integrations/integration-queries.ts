import { queryOptions } from '@tanstack/react-query';
import {
  apiKeysContract,
  webhookDeliveriesContract,
  webhooksContract,
} from '@tessera/core/api/studio-insights';
import { studioApi } from '../../app/studio-api';

export const integrationsKey = (appId: string) =>
  ['studio', 'apps', appId, 'integrations'] as const;

export const apiKeysQuery = (appId: string) =>
  queryOptions({
    queryKey: [...integrationsKey(appId), 'api-keys'],
    queryFn: ({ signal }) => studioApi(apiKeysContract, { params: { appId } }, { signal }),
  });

export const webhooksQuery = (appId: string) =>
  queryOptions({
    queryKey: [...integrationsKey(appId), 'webhooks'],
    queryFn: ({ signal }) => studioApi(webhooksContract, { params: { appId } }, { signal }),
  });

/** A delivery log, asked again every few seconds while something in it is still on its way. */
export const deliveriesQuery = (appId: string, webhookId: string) =>
  queryOptions({
    queryKey: [...integrationsKey(appId), 'webhooks', webhookId, 'deliveries'],
    queryFn: ({ signal }) =>
      studioApi(webhookDeliveriesContract, { params: { appId, webhookId } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'sending')
        ? 2_000
        : false,
  });
