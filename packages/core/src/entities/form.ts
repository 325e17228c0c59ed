import { z } from 'zod';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { FORM_LIMITS } from '../forms/form-limits';

export { FORM_LIMITS };

/** SPEC §3 form field types. */
export const formFieldTypes = [
  'acceptance',
  'short_answer',
  'long_answer',
  'multi_select',
  'image_upload',
  'number',
  'date',
] as const;
export const formFieldTypeSchema = z.enum(formFieldTypes);
export type FormFieldType = z.infer<typeof formFieldTypeSchema>;

/**
 * How a field's value is read back. Every value travels as text (SPEC §5); the value type says
 * how to interpret that text. SPEC names `value_type` without its values, so they follow the
 * field types one to one.
 */
export const formValueTypes = ['boolean', 'text', 'list', 'image', 'number', 'date'] as const;
export const formValueTypeSchema = z.enum(formValueTypes);
export type FormValueType = z.infer<typeof formValueTypeSchema>;
export const VALUE_TYPE_BY_FIELD_TYPE: Record<FormFieldType, FormValueType> = {
  acceptance: 'boolean',
  short_answer: 'text',
  long_answer: 'text',
  multi_select: 'list',
  image_upload: 'image',
  number: 'number',
  date: 'date',
};

/** SPEC §3 capture statuses of a submission: kept, or the member let it lapse. */
export const captureStatuses = ['saved', 'missed'] as const;
export const captureStatusSchema = z.enum(captureStatuses);
export type CaptureStatus = z.infer<typeof captureStatusSchema>;


/** Field and group ids: letters, digits, `_` and `-`, as the studio and the demo write them. */
export const formPartIdSchema = z
  .string({ error: FIELD_REQUIRED })
  .min(1, FIELD_REQUIRED)
  .max(FORM_LIMITS.idLength, maxLength(FORM_LIMITS.idLength))
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid value');

/** A subscriber property slug a field can be bound to (the rule of `PUT /subscriber/properties/{slug}`). */
export const propertySlugSchema = z.string().max(64, maxLength(64)).regex(/^[a-z0-9_.-]{1,64}$/, 'Invalid property slug');

const text = (max: number) => z.string().max(max, maxLength(max));

/**
 * SPEC §3 form field. A field with a `correct_answer` is quiz-like (SPEC §5). `options` are the
 * choices of a multi_select field, `min_value`/`max_value` a number field's bounds, and
 * `property_slug` binds the answer to a subscriber property (SPEC §7 Subscriber properties): none
 * of these is named by SPEC, but the types cannot work without them.
 */
export const formFieldSchema = z.object({
  id: formPartIdSchema,
  field_type: formFieldTypeSchema,
  value_type: formValueTypeSchema,
  label: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(FORM_LIMITS.labelLength, maxLength(FORM_LIMITS.labelLength)),
  default_value: text(FORM_LIMITS.longAnswerLength).nullable().default(null),
  is_required: z.boolean().default(false),
  correct_answer: text(FORM_LIMITS.longAnswerLength).nullable().default(null),
  options: z.array(text(FORM_LIMITS.optionLength)).max(FORM_LIMITS.options).default([]),
  min_value: z.number().finite().nullable().default(null),
  max_value: z.number().finite().nullable().default(null),
  property_slug: propertySlugSchema.nullable().default(null),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** A section of a form; groups nest (SPEC §3 form_groups). */
export type FormGroup = {
  id: string;
  uid: string;
  title: string | null;
  description: string | null;
  form_fields: FormField[];
  form_groups: FormGroup[];
};
export type FormGroupInput = {
  id: string;
  uid?: string;
  title?: string | null;
  description?: string | null;
  form_fields?: z.input<typeof formFieldSchema>[];
  form_groups?: FormGroupInput[];
};
export const formGroupSchema: z.ZodType<FormGroup, FormGroupInput> = z.object({
  id: formPartIdSchema,
  /** A stable id for clients (drafts, analytics); the group's id when left out. */
  uid: text(FORM_LIMITS.idLength).default(''),
  title: text(FORM_LIMITS.titleLength).nullable().default(null),
  description: text(FORM_LIMITS.descriptionLength).nullable().default(null),
  form_fields: z.array(formFieldSchema).max(FORM_LIMITS.fields).default([]),
  get form_groups() {
    return z.array(formGroupSchema).max(FORM_LIMITS.groups).default([]);
  },
});

/** Something a form is attached to or grants (e.g. `{ type: 'page', id }`). */
export const includedItemSchema = z.object({ type: z.string().min(1).max(32), id: z.string().min(1).max(64) });
export type IncludedItem = z.infer<typeof includedItemSchema>;

/** Events that show a form by themselves (SPEC §3 Form `trigger`): `auth_signed_up`, right after sign-up. */
export const formTriggers = ['auth_signed_up'] as const;
export const formTriggerSchema = z.enum(formTriggers);
export type FormTrigger = z.infer<typeof formTriggerSchema>;

/** SPEC §3 Form. `trigger` names the event that shows it automatically, e.g. `auth_signed_up`. */
export const formSchema = z.object({
  id: z.string(),
  title: z.string(),
  trigger: formTriggerSchema.nullable().default(null),
  is_auto_generated: z.boolean().default(false),
  show_intro_screen: z.boolean().default(false),
  intro_heading: z.string().nullable().default(null),
  intro_description: z.string().nullable().default(null),
  form_groups: z.array(formGroupSchema).default([]),
  included_items: z.array(includedItemSchema).default([]),
});
export type Form = z.infer<typeof formSchema>;

/** SPEC §3 submitted value: the answer plus a copy of the field as it was when answered. */
export const submittedValueSchema = z.object({
  form_field_id: z.string(),
  value: z.string().nullable(),
  /** URL of the uploaded image of an image_upload field. */
  image: z.string().nullable().default(null),
  field_type: formFieldTypeSchema,
  value_type: formValueTypeSchema,
  label: z.string(),
  /** Quiz-like fields (SPEC §5): whether the answer was right; null for other fields. */
  is_correct: z.boolean().nullable().default(null),
  /** The right answer of a quiz-like field, shown with the result; null otherwise. */
  correct_answer: z.string().nullable().default(null),
});
export type SubmittedValue = z.infer<typeof submittedValueSchema>;

/** A quiz's score: right answers out of the quiz-like fields. */
export const quizScoreSchema = z.object({ correct: z.number().int(), total: z.number().int() });
export type QuizScore = z.infer<typeof quizScoreSchema>;

/** SPEC §3 Submission. */
export const submissionSchema = z.object({
  submission_id: z.string(),
  subscriber_uuid: z.string(),
  /** Shown where a block lists the community's submissions; null when not shared. */
  subscriber_name: z.string().nullable().default(null),
  form_id: z.string(),
  form_title: z.string().default(''),
  page_id: z.string().nullable().default(null),
  capture_status: captureStatusSchema.default('saved'),
  submitted_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }).nullable().default(null),
  submitted_values: z.array(submittedValueSchema),
  /** Null for a form without quiz-like fields. */
  quiz: quizScoreSchema.nullable().default(null),
});
export type Submission = z.infer<typeof submissionSchema>;
