import type { TFunction } from 'i18next';
import { createAppContract } from '@tessera/core/api/studio-apps';
import { appSlugSchema } from '@tessera/core/entities/app';
import { fieldIssueSchema } from '@tessera/core/error-schemas';
import { AppError } from '@tessera/core/errors';
import { translateFieldIssue, translateFieldMessage } from '../../app/describe-error';

export type CreateAppFields = { name: string; slug: string };
export type CreateAppErrors = Partial<Record<keyof CreateAppFields, string>>;

const SLUG_MAX = 40;

/** "Café Yoga & Co." → "cafe-yoga-co": a suggestion the owner can change. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** What is wrong with a slug, in the owner's language; undefined when the contract accepts it. */
export function slugProblem(slug: string, t: TFunction): string | undefined {
  const result = appSlugSchema.safeParse(slug);
  if (result.success) return undefined;
  const code = result.error.issues[0]?.code;
  if (code === 'too_small') return slug === '' ? t('validation.required') : t('createApp.slugTooShort');
  if (code === 'too_big') return t('createApp.slugTooLong');
  return t('createApp.slugInvalid');
}

/** Checks both fields with the create contract's body schema before a round trip. */
export function validateCreateApp(fields: CreateAppFields, t: TFunction): CreateAppErrors {
  const errors: CreateAppErrors = {};
  const slug = slugProblem(fields.slug, t);
  if (slug) errors.slug = slug;
  const result = createAppContract.body?.safeParse(fields);
  if (result && !result.success) {
    for (const issue of result.error.issues) {
      if (issue.path[0] === 'name') errors.name ??= translateFieldMessage(issue.message, t);
    }
  }
  return errors;
}

/** 409 slug_taken lands on the slug; a 400 names its fields as `body.slug` / `body.name`. */
export function createAppErrorsFromServer(error: unknown, t: TFunction): CreateAppErrors {
  const errors: CreateAppErrors = {};
  if (!(error instanceof AppError)) return errors;
  if (error.code === 'slug_taken') return { slug: t('createApp.slugTaken') };
  if (!Array.isArray(error.details)) return errors;
  for (const detail of error.details) {
    const issue = fieldIssueSchema.safeParse(detail);
    if (!issue.success) continue;
    const field = issue.data.field.replace(/^body\./, '');
    if (field === 'slug' || field === 'name') errors[field] ??= translateFieldIssue(issue.data, t);
  }
  return errors;
}
