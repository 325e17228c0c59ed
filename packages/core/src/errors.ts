import type { z } from 'zod';
import type { ErrorBody, FieldIssue } from './error-schemas';

// The schemas (`errorBodySchema`, `fieldIssueSchema`) live in `error-schemas.ts` with zod; this
// module stays zod-free, because the member app's startup code needs the class and not zod.
export type { ErrorBody, FieldIssue } from './error-schemas';

export type AppErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * A failure the caller can understand: a stable code, an HTTP status and a user-facing message.
 * `internal` is for logs only and is never serialised.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: AppErrorStatus;
  readonly details: unknown;
  readonly internal: string | undefined;

  constructor(args: { code: string; status: AppErrorStatus; message: string; details?: unknown; internal?: string }) {
    super(args.message);
    this.name = 'AppError';
    this.code = args.code;
    this.status = args.status;
    this.details = args.details;
    this.internal = args.internal;
  }

  toJSON(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }

  /** The error an error body describes: the shape of `errorBodySchema`, checked without zod. */
  static fromBody(status: number, body: unknown): AppError {
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    if (typeof error === 'object' && error !== null) {
      const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
      if (typeof code === 'string' && typeof message === 'string') {
        return new AppError({ code, status: status as AppErrorStatus, message, details });
      }
    }
    return new AppError({ code: 'unknown_error', status: status as AppErrorStatus, message: 'Something went wrong' });
  }
}

export const notFound = (message = 'Not Found', code = 'not_found') => new AppError({ code, status: 404, message });
export const badRequest = (message: string, details?: FieldIssue[], code = 'bad_request') =>
  new AppError({ code, status: 400, message, details });
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new AppError({ code, status: 401, message });
export const forbidden = (message = 'Forbidden', code = 'forbidden') => new AppError({ code, status: 403, message });
export const conflict = (message: string, code = 'conflict') => new AppError({ code, status: 409, message });

/** Turns zod issues into field issues named by where they came from (`body`, `query`, `params`). */
export function fieldIssuesFromZod(source: string, error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: [source, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/**
 * A 400 (or `status`) about one field, shaped like schema validation failures so clients show it
 * under the field: `details: [{ field: 'query.cursor', message }]`.
 */
export function fieldError(field: string, message: string, args: { code?: string; status?: AppErrorStatus } = {}): AppError {
  return new AppError({
    code: args.code ?? 'validation_failed',
    status: args.status ?? 400,
    message: `${field}: ${message}`,
    details: [{ field, message }],
  });
}
