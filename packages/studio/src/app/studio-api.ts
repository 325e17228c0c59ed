import { buildPath, buildQuery } from '@tessera/core/contract';
import type { Contract, ContractInput, ContractResponse } from '@tessera/core/contract';
import { AppError } from '@tessera/core/errors';

const API_BASE = '/api';

/**
 * An AppError that also carries the server's Retry-After (429), so the sign-in screen can say
 * how long to wait instead of inviting another refused attempt.
 */
export class StudioApiError extends AppError {
  readonly retryAfterSeconds: number | undefined;

  constructor(error: AppError, retryAfterSeconds?: number) {
    super({ code: error.code, status: error.status, message: error.message, details: error.details, internal: error.internal });
    this.name = 'StudioApiError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof AppError && error.status === 401;
}

/** Retry-After is either a number of seconds or an HTTP date; anything else is ignored. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

type ApiInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/**
 * The studio's one way to the server. The session is an HttpOnly cookie (hence same-origin
 * credentials), and `X-Tessera-Studio` is the CSRF guard: a custom header forces a CORS preflight,
 * so no other site can make an owner's browser call these endpoints. Every failure (network,
 * non-2xx, an answer off-contract) becomes a StudioApiError.
 */
export async function studioApi<C extends Contract>(
  contract: C,
  input: ContractInput<C> = {} as ContractInput<C>,
  options: { signal?: AbortSignal } = {},
): Promise<ContractResponse<C>> {
  const { body } = input as ApiInput;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return send(contract, input as ApiInput, { headers, body: body === undefined ? undefined : JSON.stringify(body), signal: options.signal });
}

/**
 * A file upload to a contract that takes multipart/form-data (its field names are in the contract's
 * summary). Same guard, credentials and errors as `studioApi`; the browser writes the Content-Type
 * with its boundary.
 */
export async function studioUpload<C extends Contract>(
  contract: C,
  input: ContractInput<C>,
  form: FormData,
  options: { signal?: AbortSignal } = {},
): Promise<ContractResponse<C>> {
  return send(contract, input as ApiInput, { headers: {}, body: form, signal: options.signal });
}

async function send<C extends Contract>(
  contract: C,
  { params, query }: ApiInput,
  init: { headers: Record<string, string>; body: BodyInit | undefined; signal: AbortSignal | undefined },
): Promise<ContractResponse<C>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${buildPath(contract.path, params)}${buildQuery(query)}`, {
      method: contract.method,
      headers: { Accept: 'application/json', 'X-Tessera-Studio': '1', ...init.headers },
      body: init.body,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new StudioApiError(new AppError({ code: 'network_error', status: 503, message: 'Something went wrong', internal: String(error) }));
  }
  const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new StudioApiError(AppError.fromBody(response.status, data), parseRetryAfter(response.headers.get('Retry-After')));
  }
  const parsed = contract.response.safeParse(data);
  if (!parsed.success) {
    throw new StudioApiError(
      new AppError({ code: 'invalid_response', status: 500, message: 'Something went wrong', internal: parsed.error.message }),
    );
  }
  return parsed.data as ContractResponse<C>;
}
