import type { FastifyServerOptions } from 'fastify';

/** Fields whose values never reach a log, wherever they sit in a logged object. */
const SECRET_KEY = /pass(word)?|token|hash|secret|key|cookie|authorization|params|detail/i;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
/** Stripe keys and webhook secrets, wherever they appear in text (a gateway's error message, say). */
const STRIPE_SECRET = /\b(sk|rk)_(test|live)_[A-Za-z0-9*]+|\bwhsec_[A-Za-z0-9]+/g;
/** Query string values that name a person or a credential. */
const SECRET_QUERY = /([?&](?:email|token|login_token|reset_token|password)=)[^&#]*/gi;

/**
 * Text as it may be logged: a failed query's parameters (Drizzle appends `params: …` to the
 * message, which for a sign-up is the member's email and scrypt hash), any email address and any
 * Stripe key removed.
 */
export function redactText(text: string): string {
  return text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]').replace(EMAIL, '[email]').replace(STRIPE_SECRET, '[stripe secret]');
}

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

type LoggedError = { type: string; message: string; stack?: string; code?: unknown; cause?: LoggedError };

/** An error as the log keeps it: type, code, redacted message and stack, its cause; nothing else. */
export function safeError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactText(error) : error;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: redactText(error.message),
    ...(error.stack ? { stack: redactText(error.stack) } : {}),
    ...(code === undefined ? {} : { code }),
    ...(error.cause !== undefined && depth < 5 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}

/** Any other logged object: secret-named fields dropped, errors and text redacted. */
function safeValue(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return safeError(value);
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => safeValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '[redacted]' : safeValue(item, depth + 1)]));
}

/**
 * The server's logger settings: the request's token and cookie headers are removed, every logged
 * error goes through `safeError`, and other logged fields through the same rules.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers["x-user-token"]', 'req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: safeError as never, error: safeError as never },
    formatters: { log: (object) => safeValue(object) as Record<string, unknown> },
  };
}
