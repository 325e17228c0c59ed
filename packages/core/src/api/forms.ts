import { z } from 'zod';
import { defineContract } from '../contract';
import { FORM_LIMITS, formSchema, submissionSchema } from '../entities/form';
import { FIELD_REQUIRED, maxLength } from '../messages';

/**
 * SPEC §7 Forms: a member reads a form, sends it, and reads, changes and deletes their own
 * submissions. Every value travels as text (SPEC §5; the rules are core's `forms/form-values.ts`).
 * Another member's submission and another app's form answer 404 like missing ones.
 * Subscriber properties (SPEC §7), which bound form fields fill in, are `api/subscribers.ts`.
 */
const tags = ['forms'];
const idField = z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(64, maxLength(64));
const formParams = z.object({ id: idField });
const submissionParams = z.object({ id: idField, submissionId: idField });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** Submissions per page of a listing. */
export const SUBMISSIONS_PAGE_SIZE = 20;

/** One answer as sent: the field's id and its value as text (SPEC §5). */
export const submittedValueInputSchema = z.object({
  form_field_id: idField,
  value: z.string().max(FORM_LIMITS.longAnswerLength, maxLength(FORM_LIMITS.longAnswerLength)).nullable(),
});
export type SubmittedValueInput = z.infer<typeof submittedValueInputSchema>;
const valuesField = z.array(submittedValueInputSchema).max(FORM_LIMITS.fields);

/** What started the form: a block's action, a page, a workout (SPEC `triggering_item`). */
export const triggeringItemSchema = z.object({ type: z.string().min(1).max(32), id: z.string().min(1).max(64) });

const submissionPage = z.object({ items: z.array(submissionSchema), page: z.number().int(), total_count: z.number().int() });

/** A form and, for a signed-in member, their latest submission of it (SPEC §2: a form link shows it). */
const formAnswer = z.object({ form: formSchema, submission: submissionSchema.nullable() });

export const formContract = defineContract({
  method: 'GET',
  path: '/forms/:id',
  summary: "A form of this app, with the signed-in member's latest submission of it",
  tags,
  params: formParams,
  response: formAnswer,
});

/** A form page's form (the `form` template): the form the owner placed on that page. */
export const pageFormContract = defineContract({
  method: 'GET',
  path: '/pages/:id/form',
  summary: "The form shown on a form page, with the signed-in member's latest submission of it",
  tags,
  params: z.object({ id: z.uuid('Invalid page id') }),
  response: formAnswer,
});

/**
 * Every field of the form is sent, values as text. Problems answer 400 `validation_failed` with
 * one issue per field, named `body.submitted_values.<form_field_id>`, and nothing is stored.
 */
export const submitFormContract = defineContract({
  method: 'POST',
  path: '/forms/:id/submit',
  summary: 'Send a form',
  tags,
  params: formParams,
  body: z.object({
    triggering_item: triggeringItemSchema.nullable().optional(),
    trigger: z.string().max(64).nullable().optional(),
    page_id: z.uuid('Invalid page id').nullable().optional(),
    submitted_values: valuesField,
  }),
  successStatus: 201,
  response: z.object({ submission: submissionSchema }),
});

/** An image for an image_upload field (multipart field `image`): checked by its bytes, answered with its id for the submission. */
export const uploadFormImageContract = defineContract({
  method: 'POST',
  path: '/forms/:id/uploads',
  summary: 'Upload an image for an image_upload field (multipart field `image`)',
  tags,
  params: formParams,
  successStatus: 201,
  response: z.object({ upload: z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() }) }),
});

export const formSubmissionsContract = defineContract({
  method: 'GET',
  path: '/forms/:id/submissions',
  summary: "The signed-in member's submissions of a form, newest first",
  tags,
  params: formParams,
  query: pageQuery,
  response: submissionPage,
});

/** My content → submissions: every submission of the member, of any form, newest first. */
export const mySubmissionsContract = defineContract({
  method: 'GET',
  path: '/forms_submissions',
  summary: "The signed-in member's submissions of every form, newest first",
  tags,
  query: pageQuery,
  response: submissionPage,
});

export const dynamicSubmissionsContract = defineContract({
  method: 'GET',
  path: '/forms_submissions_dynamic/:blockId',
  summary: "What a form_submission block lists: the member's own submissions of its form, or the community's where the owner allows it",
  tags,
  params: z.object({ blockId: idField }),
  query: pageQuery,
  response: submissionPage.extend({
    form: z.object({ id: z.string(), title: z.string() }).nullable(),
    scope: z.enum(['mine', 'community']),
  }),
});

export const submissionContract = defineContract({
  method: 'GET',
  path: '/forms/:id/submissions/:submissionId',
  summary: 'One of my submissions',
  tags,
  params: submissionParams,
  response: z.object({ submission: submissionSchema }),
});

/** Changes the values sent (fields left out keep theirs); the result is checked like a new submission. The change is kept in the submission's history. */
export const updateSubmissionValuesContract = defineContract({
  method: 'PUT',
  path: '/forms/:id/submissions/:submissionId/values',
  summary: 'Change answers of one of my submissions',
  tags,
  params: submissionParams,
  body: z.object({ submission_values: valuesField }),
  response: z.object({ submission: submissionSchema }),
});

export const deleteSubmissionContract = defineContract({
  method: 'DELETE',
  path: '/forms/:id/submissions/:submissionId',
  summary: 'Delete one of my submissions',
  tags,
  params: submissionParams,
  response: z.object({ deleted_id: z.string() }),
});

export const submissionsCountContract = defineContract({
  method: 'GET',
  path: '/forms/:id/submissions_count',
  summary: 'How many times the signed-in member has sent a form',
  tags,
  params: formParams,
  response: z.object({ count: z.number().int() }),
});

/** Kinds of form a count can ask about: any, quizzes (a field with a correct answer), or the rest. */
export const formKinds = ['all', 'quiz', 'survey'] as const;

export const submissionsNumberContract = defineContract({
  method: 'GET',
  path: '/forms_submissions_number',
  summary: 'How many submissions the signed-in member has made, of forms of one kind',
  tags,
  query: z.object({ form_type: z.enum(formKinds).default('all') }),
  response: z.object({ count: z.number().int() }),
});
