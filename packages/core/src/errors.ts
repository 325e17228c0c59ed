import type { ErrorBody } from './error-schemas';

// The schemas (`errorBodySchema`, `fieldIssueSchema`) live in `error-schemas.ts` with zod; this
// module stays zod-free, because the member app's startup code needs the class and not zod.
export type { ErrorBody, FieldIssue } from './error-schemas';

export type AppErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 406 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 431 | 500 | 503;

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
