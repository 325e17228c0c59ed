import { appError, fieldIssuesFrom, type ErrorCode } from '@tessera/core/error-catalogue';
import { AppError, type FieldIssue } from '@tessera/core/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Fastify's names for request parts, as our error `field`s name them. */
const SOURCE_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

function validationIssues(error: { validation: { instancePath: string; message?: string }[]; validationContext?: string }): FieldIssue[] {
  const source = SOURCE_NAMES[error.validationContext ?? 'body'] ?? 'body';
  return fieldIssuesFrom(
    source,
    error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'Invalid value' })),
  );
}

/** Statuses Fastify itself raises for malformed requests, mapped to stable codes. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'headers_too_large',
};

/**
 * The one place errors become responses: `{ error: { code, message, details? } }` with the right
 * status. A 500 says only "Something went wrong"; the cause goes to the log with the request id.
 */
export function toErrorResponse(error: unknown, request: FastifyRequest): { status: number; body: ReturnType<AppError['toJSON']> } {
  if (error instanceof AppError) {
    if (error.internal) request.log.warn({ msg: error.internal, code: error.code });
    return { status: error.status, body: error.toJSON() };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = validationIssues(error);
    const message = details[0] ? `${details[0].field}: ${details[0].message}` : 'Invalid request';
    return { status: 400, body: appError('validation_failed', { message, details }).toJSON() };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ msg: 'response did not match its contract', err: error, issues: error.cause.issues });
  } else {
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode;
    if (status && status >= 400 && status < 500) {
      const code = FRAMEWORK_CODES[status] ?? 'bad_request';
      // Fastify's own 4xx messages (bad JSON, wrong content type) are safe to show.
      return { status, body: appError(code, { message: fastifyError.message || undefined }).toJSON() };
    }
    request.log.error({ msg: 'unhandled error', err: error });
  }
  return { status: 500, body: appError('internal_error').toJSON() };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error, request);
  if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', String((error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 60));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
