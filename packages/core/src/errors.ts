import { z } from 'zod';

/**
 * The one error shape every endpoint answers with:
 * `{ "error": { "code": "snake_case_code", "message": "Human text", "details"?: … } }`.
 */
export const fieldIssueSchema = z.object({
  /** Where the problem is, e.g. `body.email` or `query.limit`. */
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

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

  static fromBody(status: number, body: unknown): AppError {
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) {
      return new AppError({
        code: parsed.data.error.code,
        status: status as AppErrorStatus,
        message: parsed.data.error.message,
        details: parsed.data.error.details,
      });
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
