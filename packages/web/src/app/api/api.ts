import { createApiClient } from '@tessera/core/api-client';
import { appEvents } from '../events';
import { standardHeaders } from './request-headers';

/**
 * The member app's configuration of core's API client: the SPEC §7 headers on every request, and
 * a 401 to a request that carried the member's token means that session is over on the server.
 */
export const memberApi = createApiClient({
  headers: standardHeaders,
  onUnauthorized: ({ url, headers }) => {
    if (headers['X-User-Token']) appEvents.emit('session-rejected', { url });
  },
});

/** Calls an endpoint declared in core's contracts; the response is checked against its schema. */
export const api = memberApi.call;

/** Any JSON address the app reads (the API, or the published `/__/…` page data), with the same headers and errors. */
export const fetchJson = memberApi.fetchJson;
