import { buildPath, buildQuery } from '@tessera/core/contract';
import type { Contract, ContractInput, ContractResponse } from '@tessera/core/contract';
import { AppError } from '@tessera/core/errors';
import { appEvents } from '../events';
import { standardHeaders } from './request-headers';

const API_BASE = '/api';

/**
 * An AppError that also carries the server's Retry-After (429), so a form can say how long to
 * wait instead of inviting another refused attempt.
 */
export class ApiError extends AppError {
  readonly retryAfterSeconds: number | undefined;

  constructor(error: AppError, retryAfterSeconds?: number) {
    super({ code: error.code, status: error.status, message: error.message, details: error.details, internal: error.internal });
    this.name = 'ApiError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After is either a number of seconds or an HTTP date; anything else is ignored. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** A non-2xx answer as the error the app shows: the server's code, message and details. */
export function errorFromResponse(status: number, body: unknown, retryAfter: string | null): ApiError {
  return new ApiError(AppError.fromBody(status, body), parseRetryAfter(retryAfter));
}

export const networkError = (cause: unknown) =>
  new ApiError(new AppError({ code: 'network_error', status: 503, message: 'Something went wrong', internal: String(cause) }));

type FetchJsonInit = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/**
 * The one way the app talks to the server: standard headers on every request, JSON both ways,
 * and any failure (network, non-2xx, non-JSON) turned into an AppError.
 */
export async function fetchJson(url: string, init: FetchJsonInit = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...standardHeaders(), ...init.headers };
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
    throw networkError(error);
  }
  if (response.status === 204) return undefined;
  // A 401 to a request that carried the member's token means that session is over on the server.
  if (response.status === 401 && headers['X-User-Token']) appEvents.emit('session-rejected', { url });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromResponse(response.status, body, response.headers.get('Retry-After'));
  return body;
}

type ApiInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

export function apiUrl(contract: Contract, input: ApiInput = {}): string {
  return `${API_BASE}${buildPath(contract.path, input.params)}${buildQuery(input.query)}`;
}

/** Checks an answer against the contract, so the screens can trust its shape. */
export function parseResponse<C extends Contract>(contract: C, data: unknown): ContractResponse<C> {
  const parsed = contract.response.safeParse(data);
  if (!parsed.success) {
    throw new AppError({ code: 'invalid_response', status: 500, message: 'Something went wrong', internal: parsed.error.message });
  }
  return parsed.data as ContractResponse<C>;
}

/** Calls an endpoint declared in core's contracts; the response is checked against its schema. */
export async function api<C extends Contract>(
  contract: C,
  input: ContractInput<C> = {} as ContractInput<C>,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ContractResponse<C>> {
  const { body } = input as ApiInput;
  const data = await fetchJson(apiUrl(contract, input as ApiInput), { method: contract.method, body, signal: options.signal, headers: options.headers });
  return parseResponse(contract, data);
}
