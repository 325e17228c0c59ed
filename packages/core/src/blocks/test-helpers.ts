import type { z } from 'zod';

/** The first issue of a failed parse as `{ path, message }`, for asserting one validation message. */
export function firstIssue(
  schema: z.ZodType,
  input: unknown,
): { path: string; message: string } | undefined {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : undefined;
}
