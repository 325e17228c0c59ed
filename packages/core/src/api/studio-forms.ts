import { z } from 'zod';
import { defineContract } from '../contract';
import { FORM_LIMITS, formGroupSchema, formSchema, formTriggerSchema, includedItemSchema, submissionSchema } from '../entities/form';
import { subscriberPropertySchema } from '../entities/subscriber';
import { ISO_DATE_PATTERN } from '../constants';
import { FIELD_REQUIRED, INVALID_DATE, maxLength } from '../messages';
import { studioAppParams } from './studio-apps';

/**
 * The studio's form calls (SPEC §3 Form): the owner builds forms (nested groups of fields, quiz
 * answers, property bindings, a trigger, an intro screen), places them on form pages, and reads
 * the members' submissions (a table with filters, one submission with its history, CSV). A form
 * has no draft: a save is live for members at once, checked by core's `forms/form-document.ts`.
 * Fields and groups are reordered by saving them in their new order. Every call is scoped to one
 * app of the owner's account; another app's form answers 404 like a missing one.
 */
const tags = ['studio'];
const formParams = studioAppParams.extend({ formId: z.uuid('Invalid form id') });
const submissionParams = formParams.extend({ submissionId: z.uuid('Invalid submission id') });

export const formTitleSchema = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(FORM_LIMITS.titleLength, maxLength(FORM_LIMITS.titleLength));

/** Everything the builder edits. `page_id` is the form page (template `form`) that shows it, if any. */
const formParts = {
  title: formTitleSchema,
  trigger: formTriggerSchema.nullable(),
  show_intro_screen: z.boolean(),
  intro_heading: z.string().trim().max(FORM_LIMITS.titleLength, maxLength(FORM_LIMITS.titleLength)).nullable(),
  intro_description: z.string().trim().max(FORM_LIMITS.descriptionLength, maxLength(FORM_LIMITS.descriptionLength)).nullable(),
  form_groups: z.array(formGroupSchema).max(FORM_LIMITS.groups),
  included_items: z.array(includedItemSchema).max(50),
  page_id: z.uuid('Invalid page id').nullable(),
};

/** A new form: what is left out starts empty. */
export const formInputSchema = z.object({
  title: formParts.title,
  trigger: formParts.trigger.default(null),
  show_intro_screen: formParts.show_intro_screen.default(false),
  intro_heading: formParts.intro_heading.default(null),
  intro_description: formParts.intro_description.default(null),
  form_groups: formParts.form_groups.default([]),
  included_items: formParts.included_items.default([]),
  page_id: formParts.page_id.default(null),
});
export type FormInput = z.input<typeof formInputSchema>;

/** The form as the builder holds it. */
export const studioFormSchema = formSchema.extend({
  page_id: z.string().nullable(),
  submission_count: z.number().int(),
  /** Optimistic concurrency: send it back with an update; a stale one answers 409 edit_conflict. */
  revision: z.number().int(),
  updated_at: z.string(),
});
export type StudioForm = z.infer<typeof studioFormSchema>;

export const studioFormSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  trigger: formTriggerSchema.nullable(),
  field_count: z.number().int(),
  is_quiz: z.boolean(),
  page_id: z.string().nullable(),
  submission_count: z.number().int(),
  updated_at: z.string(),
});
export type StudioFormSummary = z.infer<typeof studioFormSummarySchema>;

/** One change to a submission: who (the member, or the owner) changed which answer, when. */
export const submissionEditSchema = z.object({
  edited_at: z.string(),
  edited_by: z.object({ kind: z.enum(['member', 'owner']), id: z.string(), name: z.string() }),
  changes: z.array(z.object({ form_field_id: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});
export type SubmissionEdit = z.infer<typeof submissionEditSchema>;

/** A submission as the owner sees it: the member named, and its history. */
export const studioSubmissionSchema = submissionSchema.extend({
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  history: z.array(submissionEditSchema),
});
export type StudioSubmission = z.infer<typeof studioSubmissionSchema>;

export const studioFormsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/forms',
  summary: "The app's forms, newest first",
  tags,
  params: studioAppParams,
  response: z.object({ forms: z.array(studioFormSummarySchema) }),
});

export const createFormContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/forms',
  summary: 'Create a form (live at once)',
  tags,
  params: studioAppParams,
  body: formInputSchema,
  successStatus: 201,
  response: z.object({ form: studioFormSchema }),
});

export const studioFormContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/forms/:formId',
  summary: 'One form with its groups and fields',
  tags,
  params: formParams,
  response: z.object({ form: studioFormSchema }),
});

/**
 * Saves the form at the revision it was loaded at (a stale one is 409 edit_conflict with
 * `details.revision`). Parts left out keep their value; `form_groups` replaces the whole tree, so
 * reordering fields or groups is saving them in the new order. Field ids must be unique within the
 * form, `value_type` must follow `field_type`, a multi_select needs options, bounds must be in
 * order and a quiz answer must be an answer the field accepts: 400 naming the part otherwise.
 */
export const updateFormContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/forms/:formId',
  summary: 'Change a form: title, trigger, intro screen, groups and fields (in order), quiz answers, property bindings, its page',
  tags,
  params: formParams,
  body: z.object(formParts).partial().extend({ revision: z.number().int() }),
  response: z.object({ form: studioFormSchema }),
});

/** Its submissions go with it; blocks and actions that named it show nothing afterwards. */
export const deleteFormContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/forms/:formId',
  summary: 'Delete a form and its submissions',
  tags,
  params: formParams,
  response: z.object({ deleted_id: z.string() }),
});

const dayField = z.string().max(10, maxLength(10)).regex(ISO_DATE_PATTERN, INVALID_DATE);

/** Filters of the submissions table. `q` searches the member's name or email; dates are YYYY-MM-DD, inclusive. */
export const studioSubmissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(100).optional(),
  member_id: z.uuid('Invalid member id').optional(),
  from: dayField.optional(),
  to: dayField.optional(),
});

export const studioSubmissionsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/forms/:formId/submissions',
  summary: "A form's submissions, newest first, filtered and a page at a time",
  tags,
  params: formParams,
  query: studioSubmissionsQuerySchema,
  response: z.object({ items: z.array(studioSubmissionSchema), page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
});

export const studioSubmissionContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/forms/:formId/submissions/:submissionId',
  summary: 'One submission with its images and its history',
  tags,
  params: submissionParams,
  response: z.object({ submission: studioSubmissionSchema }),
});

/** The whole filtered table as CSV text (one row per submission, one column per field, quiz score last). */
export const exportSubmissionsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/forms/:formId/submissions_export',
  summary: "A form's submissions as CSV",
  tags,
  params: formParams,
  query: studioSubmissionsQuerySchema.omit({ page: true, per_page: true }),
  response: z.object({ filename: z.string(), csv: z.string(), row_count: z.number().int() }),
});

export const studioMemberFormsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/members/:memberId/forms',
  summary: "A member's subscriber properties and form submissions (the member detail)",
  tags,
  params: studioAppParams.extend({ memberId: z.uuid('Invalid member id') }),
  response: z.object({ properties: z.array(subscriberPropertySchema), submissions: z.array(studioSubmissionSchema) }),
});
