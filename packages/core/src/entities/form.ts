import { z } from 'zod';

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

/** SPEC §3 form field. A field with a `correct_answer` is quiz-like (SPEC §5). */
export const formFieldSchema = z.object({
  id: z.string(),
  field_type: formFieldTypeSchema,
  value_type: formValueTypeSchema,
  label: z.string(),
  default_value: z.string().nullable().default(null),
  is_required: z.boolean().default(false),
  correct_answer: z.string().nullable().default(null),
  /** Choices of a multi_select field; SPEC does not name them but the type cannot work without. */
  options: z.array(z.string()).default([]),
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
type FormGroupInput = {
  id: string;
  uid: string;
  title?: string | null;
  description?: string | null;
  form_fields?: z.input<typeof formFieldSchema>[];
  form_groups?: FormGroupInput[];
};
export const formGroupSchema: z.ZodType<FormGroup, FormGroupInput> = z.object({
  id: z.string(),
  uid: z.string(),
  title: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  form_fields: z.array(formFieldSchema).default([]),
  get form_groups() {
    return z.array(formGroupSchema).default([]);
  },
});

/** Something a form is attached to or grants (e.g. `{ type: 'page', id }`). */
export const includedItemSchema = z.object({ type: z.string().min(1), id: z.string().min(1) });
export type IncludedItem = z.infer<typeof includedItemSchema>;

/** SPEC §3 Form. `trigger` names the event that shows it automatically, e.g. `auth_signed_up`. */
export const formSchema = z.object({
  id: z.string(),
  title: z.string(),
  trigger: z.string().nullable().default(null),
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
});
export type SubmittedValue = z.infer<typeof submittedValueSchema>;

/** SPEC §3 Submission. */
export const submissionSchema = z.object({
  submission_id: z.string(),
  subscriber_uuid: z.string(),
  form_id: z.string(),
  page_id: z.string().nullable().default(null),
  capture_status: captureStatusSchema.default('saved'),
  submitted_at: z.iso.datetime({ offset: true }),
  submitted_values: z.array(submittedValueSchema),
});
export type Submission = z.infer<typeof submissionSchema>;
