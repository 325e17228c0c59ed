import { z } from 'zod';

/**
 * The one error shape every endpoint answers with:
 * `{ "error": { "code": "snake_case_code", "message": "Human text", "details"?: … } }`.
 * (Kept apart from AppError in `errors.ts`, so code that needs only the error class, like the
 * member app's startup, does not load zod.)
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
