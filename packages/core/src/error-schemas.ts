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
  /** What is wrong, as a code of core's `fieldCatalogue`: clients translate this, not `message`. */
  code: z.string().optional(),
  message: z.string(),
  /** Values the message names (`{ max: 120 }`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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
