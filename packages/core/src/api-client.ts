import { buildPath, buildQuery } from './contract';
import type { Contract, ContractInput, ContractResponse } from './contract';
import { AppError } from './errors';
import type { FieldIssue } from './errors';

/**
 * The one API client of the front ends (web, studio, blocks): each app configures it with its own
 * headers and what a 401 means to it. It imports no zod: answers are checked with the contract's
 * own response schema, which the caller's contract brings along, so the member app's startup code
 * can call the server without loading zod.
 */

/** Every endpoint lives under `/api` + its SPEC path. */
export const API_BASE = '/api';

/** Codes the client makes up when no usable answer came back; every other code is the server's. */
export type ClientErrorCode = 'network_error' | 'invalid_response' | 'unknown_error';

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

/** The server could not be reached (offline, DNS, a dropped connection). */
export const networkError = (cause: unknown): ApiError =>
  new ApiError(new AppError({ code: 'network_error', status: 503, message: 'Something went wrong', internal: String(cause) }));

/** What the client sends: only the parts a contract declares. */
export type ApiInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** A contract's address with its params and query filled in. */
export function apiUrl(contract: Pick<Contract, 'path'>, input: ApiInput = {}, base: string = API_BASE): string {
  return `${base}${buildPath(contract.path, input.params)}${buildQuery(input.query)}`;
}

/** As much of a zod schema as checking an answer needs (a contract's response, or a part of it). */
export type AnswerSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
};

/** Checks an answer against its schema, so the screens can trust its shape. */
export function parseAnswer<T>(schema: AnswerSchema<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(new AppError({ code: 'invalid_response', status: 500, message: 'Something went wrong', internal: parsed.error.message }));
  }
  return parsed.data;
}

/** Checks an answer against the contract's response schema. */
export function parseResponse<C extends Contract>(contract: C, data: unknown): ContractResponse<C> {
  return parseAnswer(contract.response as AnswerSchema<ContractResponse<C>>, data);
}

/** An answer as the client received it, whatever carried it (fetch, or XMLHttpRequest for upload progress). */
export type Answer = { status: number; body: unknown; retryAfter: string | null };

/** What an answer to a contract means: its checked data, or the error to throw. */
export function readAnswer<C extends Contract>(contract: C, { status, body, retryAfter }: Answer): ContractResponse<C> {
  if (status < 200 || status >= 300) throw errorFromResponse(status, body, retryAfter);
  return parseResponse(contract, body);
}

/** The field problems an error names in its details (a 400's, or a 409's about one field), checked without zod. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof AppError) || !Array.isArray(error.details)) return [];
  return error.details.filter((detail: unknown): detail is FieldIssue => {
    if (typeof detail !== 'object' || detail === null) return false;
    const { field, code, message, params } = detail as Record<string, unknown>;
    return (
      typeof field === 'string' &&
      typeof message === 'string' &&
      (code === undefined || typeof code === 'string') &&
      (params === undefined || (typeof params === 'object' && params !== null && Object.values(params).every((value) => typeof value === 'string' || typeof value === 'number')))
    );
  });
}

/** A cancelled request rejects with an AbortError (a DOMException), which the caller asked for: it is not a failure. */
const isAbort = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export type ApiClientOptions = {
  /** Sent with every request: the member app's SPEC §7 headers, the studio's CSRF guard. */
  headers: () => Record<string, string>;
  /** Told of every 401, with the headers the request carried (a member token that is no longer valid, say). */
  onUnauthorized?: (request: { url: string; headers: Record<string, string> }) => void;
  base?: string;
};

export type CallOptions = { signal?: AbortSignal; headers?: Record<string, string> };
export type FetchJsonInit = CallOptions & { method?: string; body?: unknown };

/**
 * An app's way to the server: its headers on every request, same-origin credentials (the session
 * cookie), JSON both ways, and every failure (network, non-2xx, non-JSON, off-contract) an
 * ApiError. A cancelled request rejects with its AbortError as it is.
 */
export function createApiClient({ headers, onUnauthorized, base = API_BASE }: ApiClientOptions) {
  async function send(url: string, init: { method: string; body: string | FormData | undefined; headers: Record<string, string>; signal: AbortSignal | undefined }): Promise<unknown> {
    const sent: Record<string, string> = { Accept: 'application/json', ...headers(), ...init.headers };
    let response: Response;
    try {
      response = await fetch(url, { method: init.method, headers: sent, body: init.body, signal: init.signal, credentials: 'same-origin' });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError(error);
    }
    if (response.status === 401) onUnauthorized?.({ url, headers: sent });
    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) throw errorFromResponse(response.status, body, response.headers.get('Retry-After'));
    return body;
  }

  /** Any JSON address (the API, or the published `/__/…` page data): the answer as sent, unchecked. */
  function fetchJson(url: string, init: FetchJsonInit = {}): Promise<unknown> {
    const json: Record<string, string> = init.body === undefined ? {} : { 'Content-Type': 'application/json' };
    return send(url, {
      method: init.method ?? 'GET',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      headers: { ...json, ...init.headers },
      signal: init.signal,
    });
  }

  /** Calls an endpoint declared in core's contracts; the answer is checked against its response schema. */
  async function call<C extends Contract>(
    contract: C,
    input: ContractInput<C> = {} as ContractInput<C>,
    options: CallOptions = {},
  ): Promise<ContractResponse<C>> {
    const { body } = input as ApiInput;
    const data = await fetchJson(apiUrl(contract, input as ApiInput, base), { method: contract.method, body, ...options });
    return parseResponse(contract, data);
  }

  /**
   * Sends a multipart/form-data body (the file fields a contract's summary names); the runtime
   * writes the Content-Type with its boundary.
   */
  async function upload<C extends Contract>(contract: C, input: ContractInput<C>, form: FormData, options: CallOptions = {}): Promise<ContractResponse<C>> {
    const url = apiUrl(contract, input as ApiInput, base);
    const data = await send(url, { method: contract.method, body: form, headers: options.headers ?? {}, signal: options.signal });
    return parseResponse(contract, data);
  }

  return {
    call,
    upload,
    fetchJson,
    /** A contract's address under this client's base. */
    url: (contract: Pick<Contract, 'path'>, input: ApiInput = {}) => apiUrl(contract, input, base),
    /** The headers a request sends besides its own, for a transport other than fetch (upload progress needs XMLHttpRequest). */
    headers: (): Record<string, string> => ({ Accept: 'application/json', ...headers() }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
