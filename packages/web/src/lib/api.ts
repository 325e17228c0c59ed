import { buildPath, buildQuery } from '@tessera/core/contract';
import type { Contract, ContractInput, ContractResponse } from '@tessera/core/contract';
import { AppError } from '@tessera/core/errors';
import { standardHeaders } from './request-headers';

const API_BASE = '/api';

type FetchJsonInit = { method?: string; body?: unknown; signal?: AbortSignal };

/**
 * The one way the app talks to the server: standard headers on every request, JSON both ways,
 * and any failure (network, non-2xx, non-JSON) turned into an AppError.
 */
export async function fetchJson(url: string, init: FetchJsonInit = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...standardHeaders() };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AppError({ code: 'network_error', status: 503, message: 'Something went wrong', internal: String(error) });
  }
  if (response.status === 204) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw AppError.fromBody(response.status, body);
  return body;
}

type ApiInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** Calls an endpoint declared in core's contracts; the response is checked against its schema. */
export async function api<C extends Contract>(
  contract: C,
  input: ContractInput<C> = {} as ContractInput<C>,
  options: { signal?: AbortSignal } = {},
): Promise<ContractResponse<C>> {
  const { params, query, body } = input as ApiInput;
  const url = `${API_BASE}${buildPath(contract.path, params)}${buildQuery(query)}`;
  const data = await fetchJson(url, { method: contract.method, body, signal: options.signal });
  const parsed = contract.response.safeParse(data);
  if (!parsed.success) {
    throw new AppError({ code: 'invalid_response', status: 500, message: 'Something went wrong', internal: parsed.error.message });
  }
  return parsed.data as ContractResponse<C>;
}
