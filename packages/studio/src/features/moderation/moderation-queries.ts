import { queryOptions } from '@tanstack/react-query';
import {
  studioReportsContract,
  studioThreadMessagesContract,
  studioThreadsContract,
} from '@tessera/core/api/studio-messaging';
import { studioApi } from '../../app/studio-api';

export const reportsQuery = (appId: string, status: 'open' | 'resolved') =>
  queryOptions({
    queryKey: ['moderation', appId, 'reports', status],
    queryFn: () => studioApi(studioReportsContract, { params: { appId }, query: { status } }),
  });

export const feedsQuery = (appId: string) =>
  queryOptions({
    queryKey: ['moderation', appId, 'feeds'],
    queryFn: () =>
      studioApi(studioThreadsContract, { params: { appId }, query: { type: 'feeds' } }),
  });

export const feedPostsQuery = (appId: string, threadId: string) =>
  queryOptions({
    queryKey: ['moderation', appId, 'feed', threadId],
    queryFn: () =>
      studioApi(studioThreadMessagesContract, { params: { appId, threadId }, query: {} }),
  });
