import { createApiClient, errorFromResponse, networkError, type ApiInput } from '@tessera/core/api-client';
import type { Contract, ContractInput } from '@tessera/core/contract';
import { AppError } from '@tessera/core/errors';

/**
 * The studio's configuration of core's API client. The session is an HttpOnly cookie (the client
 * sends same-origin credentials), and `X-Tessera-Studio` is the CSRF guard: a custom header forces
 * a CORS preflight, so no other site can make an owner's browser call these endpoints.
 */
const studioClient = createApiClient({ headers: () => ({ 'X-Tessera-Studio': '1' }) });

/** Calls a studio endpoint declared in core's contracts; every failure is an ApiError. */
export const studioApi = studioClient.call;

/**
 * A file upload to a contract that takes multipart/form-data (its field names are in the
 * contract's summary), with the same guard, credentials and errors as `studioApi`.
 */
export const studioUpload = studioClient.upload;

/**
 * A contract's answer that is a file rather than JSON (a CSV export), as a Blob: the same guard,
 * credentials and errors as `studioApi`.
 */
export async function studioDownload<C extends Contract>(contract: C, input: ContractInput<C>, accept = 'text/csv'): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(studioClient.url(contract, input as ApiInput), { headers: { ...studioClient.headers(), Accept: accept }, credentials: 'same-origin' });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw errorFromResponse(response.status, await response.json().catch(() => undefined), response.headers.get('Retry-After'));
  return response.blob();
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof AppError && error.status === 401;
}
