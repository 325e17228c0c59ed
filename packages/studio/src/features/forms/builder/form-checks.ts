import type { TFunction } from 'i18next';
import { formInputSchema, type FormInput } from '@tessera/core/api/studio-forms';
import { fieldIssueSchema } from '@tessera/core/error-schemas';
import { AppError } from '@tessera/core/errors';
import type { FormGroup } from '@tessera/core/entities/form';
import { formDocumentProblems } from '@tessera/core/forms/form-document';
import { translateFieldIssue, translateFieldMessage } from '../../../app/describe-error';

/** What the builder edits: the contract's parts of a form. */
export type FormDraft = {
  title: string;
  trigger: FormInput['trigger'];
  show_intro_screen: boolean;
  intro_heading: string | null;
  intro_description: string | null;
  form_groups: FormGroup[];
  page_id: string | null;
};

/** Messages by part (`title`, `form_groups.0.form_fields.2.label`), the first problem of each. */
export type DraftErrors = Record<string, string>;

/**
 * The checks the server makes before it stores a form, made here as the owner types: the
 * contract's schema (required label, lengths, id and slug rules) and core's document checks
 * (options of a multi_select, bounds in order, a default or quiz answer the field accepts).
 */
export function draftErrors(draft: FormDraft, t: TFunction): DraftErrors {
  const errors: DraftErrors = {};
  const parsed = formInputSchema.safeParse(draft);
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.join('.')] ??= translateFieldMessage(issue.message, t);
  for (const problem of formDocumentProblems(draft.form_groups)) {
    errors[problem.field.replace(/^body\./, '')] ??= translateFieldIssue({ code: problem.code, params: problem.params, message: '' }, t);
  }
  return errors;
}

/** A refused save's field messages by part (`body.form_groups.0.label` → `form_groups.0.label`). */
export function serverErrors(error: unknown, t: TFunction): DraftErrors {
  if (!(error instanceof AppError)) return {};
  const issues = fieldIssueSchema.array().safeParse(error.details);
  const errors: DraftErrors = {};
  for (const issue of issues.data ?? []) errors[issue.field.replace(/^body\./, '')] ??= translateFieldIssue(issue, t);
  return errors;
}

/** The messages about one part and everything under it (a group's fields), for a summary count. */
export const errorsUnder = (errors: DraftErrors, key: string) => Object.keys(errors).filter((path) => path === key || path.startsWith(`${key}.`));
