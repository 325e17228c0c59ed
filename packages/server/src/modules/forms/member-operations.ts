import { SUBMISSIONS_PAGE_SIZE, type SubmittedValueInput } from '@tessera/core/api/forms';
import type * as api from '@tessera/core/api/forms';
import { formSubmissionSchema } from '@tessera/core/blocks/form-submission';
import type { ContractBody, ContractResponse } from '@tessera/core/contract';
import type { Form, Submission } from '@tessera/core/entities/form';
import { appError, fieldIssue } from '@tessera/core/error-catalogue';
import type { FieldIssue } from '@tessera/core/errors';
import { checkValues, fieldsOf, isQuizLike, type ValueProblem } from '@tessera/core/forms/form-values';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { emitDomainEvent } from '../../context/domain-events';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import { members, type MemberRow } from '../members/schema';
import { setProperties } from '../members/subscriber-operations';
import { findPublishedBlock } from '../pages/block-actions';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { findForm, formOf, isUuid, submissionOf } from './form-view';
import { formSubmissionEdits, formSubmissions, formUploads, forms, type FormRow, type FormSubmissionRow, type StoredValue } from './schema';

/**
 * SPEC §7 Forms for members. A form placed on a page is open to whoever that page is open to;
 * values are checked by core's SPEC §5 rules and, for images, against the member's own uploads;
 * a refusal names every field at fault and stores nothing. Bound fields set the member's
 * subscriber properties in the same transaction as the submission.
 */

/** A form of this app the viewer may use: 404 for another app's, 403 when the page it is on is closed to them. */
export async function requireOpenForm(ctx: AppContext, formId: string): Promise<FormRow> {
  const row = await findForm(ctx.db, ctx.app.id, formId);
  if (row.pageId) await requireOpenPage(ctx, row.pageId);
  return row;
}

async function requireOpenPage(ctx: AppContext, pageId: string) {
  const [page] = await ctx.db
    .select({ id: pages.id, rootId: pages.rootId })
    .from(pages)
    .where(and(eq(pages.appId, ctx.app.id), eq(pages.id, pageId), eq(pages.isPublished, true)))
    .limit(1);
  if (!page) throw appError('page_not_found');
  const decision = await decidePageAccess(ctx, { pageId: page.id, rootId: page.rootId });
  if (!decision?.result.granted) throw appError('page_locked');
}

const view = (form: Form, row: FormSubmissionRow, member: Pick<MemberRow, 'subscriberUuid'>) => submissionOf(form, row, { subscriberUuid: member.subscriberUuid });

async function latestOf(ctx: AppContext, form: Form): Promise<Submission | null> {
  const auth = await ctx.member();
  if (!auth) return null;
  const [row] = await ctx.db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.appId, ctx.app.id), eq(formSubmissions.formId, form.id), eq(formSubmissions.memberId, auth.member.id)))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(1);
  return row ? view(form, row, auth.member) : null;
}

/** `GET /forms/{id}`: the form and the member's latest submission of it (null for a guest). */
export async function formWithLatest(ctx: AppContext, formId: string): Promise<ContractResponse<typeof api.formContract>> {
  const form = formOf(await requireOpenForm(ctx, formId));
  return { form, submission: await latestOf(ctx, form) };
}

/** `GET /pages/{id}/form`: the form a form page shows. */
export async function pageForm(ctx: AppContext, pageId: string): Promise<ContractResponse<typeof api.pageFormContract>> {
  const [row] = await ctx.db.select().from(forms).where(and(eq(forms.appId, ctx.app.id), eq(forms.pageId, pageId))).limit(1);
  if (!row) throw appError('form_not_found');
  await requireOpenPage(ctx, pageId);
  const form = formOf(row);
  return { form, submission: await latestOf(ctx, form) };
}

const refusal = (issues: FieldIssue[]) =>
  appError('validation_failed', { message: issues.length === 1 ? `${issues[0]!.field}: ${issues[0]!.message}` : `${issues.length} fields need attention`, details: issues });

/**
 * The values to store for a set of answers: every field of the form in order, as text, images
 * resolved to the member's uploads for this form. Throws 400 naming every field at fault.
 */
async function checkedValues(db: Db, args: { form: Form; member: MemberRow; values: readonly SubmittedValueInput[]; source: string }): Promise<StoredValue[]> {
  const { form, member, values, source } = args;
  const problems: ValueProblem[] = checkValues(form, values);
  const fields = fieldsOf(form);
  const byId = new Map(values.map((entry) => [entry.form_field_id, entry.value ?? '']));
  const imageIds = fields
    .filter((field) => field.field_type === 'image_upload' && !problems.some((p) => p.form_field_id === field.id))
    .map((field) => byId.get(field.id) ?? '')
    .filter((id) => id !== '' && isUuid(id));
  const uploads = imageIds.length
    ? await db
        .select({ id: formUploads.id, path: formUploads.path })
        .from(formUploads)
        .where(and(eq(formUploads.appId, member.appId), eq(formUploads.memberId, member.id), eq(formUploads.formId, form.id), inArray(formUploads.id, imageIds)))
    : [];
  const imageOf = new Map(uploads.map((upload) => [upload.id, `/media/${upload.path}`]));
  for (const field of fields) {
    const value = byId.get(field.id) ?? '';
    if (field.field_type === 'image_upload' && value !== '' && !imageOf.has(value) && !problems.some((p) => p.form_field_id === field.id)) {
      problems.push({ form_field_id: field.id, code: 'unknown_upload' });
    }
  }
  if (problems.length > 0) throw refusal(problems.map((p) => fieldIssue(`${source}.${p.form_field_id}`, p.code, p.params)));
  return fields.map((field) => {
    const value = byId.get(field.id) ?? '';
    return {
      form_field_id: field.id,
      value,
      image: field.field_type === 'image_upload' ? (imageOf.get(value) ?? null) : null,
      field_type: field.field_type,
      value_type: field.value_type,
      label: field.label,
    };
  });
}

/** Bound fields (SPEC §7 Subscriber properties): their answers become the member's properties. */
async function bindProperties(db: Db, form: Form, member: MemberRow, stored: readonly StoredValue[]) {
  const byId = new Map(stored.map((value) => [value.form_field_id, value.value]));
  const entries = fieldsOf(form)
    .filter((field) => field.property_slug !== null && byId.has(field.id))
    .map((field) => ({ slug: field.property_slug!, value: byId.get(field.id) || null }));
  await setProperties(db, member, entries);
}

/** `POST /forms/{id}/submit`: checked, stored with its bound properties in one transaction. */
export async function submitForm(ctx: AppContext, formId: string, body: ContractBody<typeof api.submitFormContract>): Promise<Submission> {
  const { member } = await ctx.requireMember();
  const form = formOf(await requireOpenForm(ctx, formId));
  const row = await ctx.db.transaction(async (tx) => {
    const values = await checkedValues(tx, { form, member, values: body.submitted_values, source: 'body.submitted_values' });
    if (body.page_id) {
      const [page] = await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.appId, ctx.app.id), eq(pages.id, body.page_id))).limit(1);
      if (!page) throw refusal([fieldIssue('body.page_id', 'invalid')]);
    }
    const [inserted] = await tx
      .insert(formSubmissions)
      .values({
        appId: ctx.app.id,
        formId: form.id,
        memberId: member.id,
        pageId: body.page_id ?? null,
        trigger: body.trigger ?? null,
        triggeringItem: body.triggering_item ?? null,
        values,
      })
      .returning();
    await bindProperties(tx, form, member, values);
    await emitDomainEvent(ctx.services.extensions.domainEvents, tx, {
      type: 'form.submitted',
      appId: ctx.app.id,
      occurredAt: inserted!.createdAt,
      data: {
        form: { id: form.id, title: form.title },
        member: { id: member.id, email: member.email, name: member.name },
        submission: { id: inserted!.id, values: values.map((v) => ({ form_field_id: v.form_field_id, label: v.label, value: v.value })), created_at: inserted!.createdAt.toISOString() },
      },
    });
    return inserted!;
  });
  return view(form, row, member);
}

/** One of the member's own submissions of a form; another member's (or app's) is 404. */
async function requireOwnSubmission(db: Db, member: MemberRow, form: Form, submissionId: string): Promise<FormSubmissionRow> {
  const [row] = isUuid(submissionId)
    ? await db
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.appId, member.appId), eq(formSubmissions.formId, form.id), eq(formSubmissions.memberId, member.id), eq(formSubmissions.id, submissionId)))
        .limit(1)
    : [];
  if (!row) throw appError('submission_not_found');
  return row;
}

async function memberAndForm(ctx: AppContext, formId: string) {
  const { member } = await ctx.requireMember();
  return { member, form: formOf(await requireOpenForm(ctx, formId)) };
}

export async function mySubmission(ctx: AppContext, formId: string, submissionId: string): Promise<Submission> {
  const { member, form } = await memberAndForm(ctx, formId);
  return view(form, await requireOwnSubmission(ctx.db, member, form, submissionId), member);
}

/** `PUT …/values`: the answers sent replace theirs; the whole is checked again; the change is kept in the history. */
export async function updateSubmissionValues(ctx: AppContext, formId: string, submissionId: string, values: readonly SubmittedValueInput[]): Promise<Submission> {
  const { member, form } = await memberAndForm(ctx, formId);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await requireOwnSubmission(tx, member, form, submissionId);
    const merged = new Map(current.values.map((value) => [value.form_field_id, value.value]));
    // Ids the form does not have are kept apart so that the check names them.
    const unknown = values.filter((value) => !fieldsOf(form).some((field) => field.id === value.form_field_id));
    for (const value of values) merged.set(value.form_field_id, value.value);
    const next = await checkedValues(tx, {
      form,
      member,
      values: [...fieldsOf(form).map((field) => ({ form_field_id: field.id, value: merged.get(field.id) ?? '' })), ...unknown],
      source: 'body.submission_values',
    });
    const before = new Map(current.values.map((value) => [value.form_field_id, value.value]));
    const changes = next
      .filter((value) => (before.get(value.form_field_id) ?? '') !== (value.value ?? ''))
      .map((value) => ({ form_field_id: value.form_field_id, label: value.label, before: before.get(value.form_field_id) ?? null, after: value.value }));
    const [updated] = await tx
      .update(formSubmissions)
      .set({ values: next, ...(changes.length ? { updatedAt: ctx.now() } : {}) })
      .where(and(eq(formSubmissions.id, current.id), eq(formSubmissions.appId, ctx.app.id)))
      .returning();
    if (changes.length > 0) {
      await tx.insert(formSubmissionEdits).values({ appId: ctx.app.id, submissionId: current.id, editedBy: { kind: 'member', id: member.id, name: member.name }, changes });
      await bindProperties(tx, form, member, next);
    }
    return updated!;
  });
  return view(form, row, member);
}

export async function deleteSubmission(ctx: AppContext, formId: string, submissionId: string): Promise<string> {
  const { member, form } = await memberAndForm(ctx, formId);
  const row = await requireOwnSubmission(ctx.db, member, form, submissionId);
  await ctx.db.delete(formSubmissions).where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.appId, ctx.app.id), eq(formSubmissions.memberId, member.id)));
  return row.id;
}

/** A page of submissions matching `where`, newest first, with members' names where the caller may see them. */
async function submissionPage(ctx: AppContext, args: { where: SQL | undefined; page: number; formsById: Map<string, Form>; withNames: boolean }) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ submission: formSubmissions, subscriberUuid: members.subscriberUuid, name: members.name })
      .from(formSubmissions)
      .innerJoin(members, eq(members.id, formSubmissions.memberId))
      .where(args.where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(SUBMISSIONS_PAGE_SIZE)
      .offset((args.page - 1) * SUBMISSIONS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(formSubmissions).where(args.where),
  ]);
  return {
    items: rows.flatMap(({ submission, subscriberUuid, name }) => {
      const form = args.formsById.get(submission.formId);
      return form ? [submissionOf(form, submission, { subscriberUuid, name: args.withNames ? name : null })] : [];
    }),
    page: args.page,
    total_count: total?.n ?? 0,
  };
}

export async function mySubmissions(ctx: AppContext, formId: string, page: number) {
  const { member, form } = await memberAndForm(ctx, formId);
  const where = and(eq(formSubmissions.appId, ctx.app.id), eq(formSubmissions.formId, form.id), eq(formSubmissions.memberId, member.id));
  return submissionPage(ctx, { where, page, formsById: new Map([[form.id, form]]), withNames: false });
}

/** Every submission of the member, of any form (My content → submissions). */
export async function allMySubmissions(ctx: AppContext, page: number) {
  const { member } = await ctx.requireMember();
  const rows = await ctx.db.select().from(forms).where(eq(forms.appId, ctx.app.id));
  const where = and(eq(formSubmissions.appId, ctx.app.id), eq(formSubmissions.memberId, member.id));
  return submissionPage(ctx, { where, page, formsById: new Map(rows.map((row) => [row.id, formOf(row)])), withNames: false });
}

/**
 * `GET /forms_submissions_dynamic/{blockId}`: what a form_submission block lists — the member's
 * own submissions of its form, or every member's where the owner set `show_community`.
 */
export async function dynamicSubmissions(ctx: AppContext, blockId: string, page: number): Promise<ContractResponse<typeof api.dynamicSubmissionsContract>> {
  const { member } = await ctx.requireMember();
  const { block } = await findPublishedBlock(ctx, blockId);
  if (block.type !== 'form_submission_block') throw appError('block_not_found');
  const props = formSubmissionSchema.safeParse(block.props);
  const scope = props.success && props.data.show_community ? 'community' : 'mine';
  const formId = props.success ? props.data.form_id : null;
  const [row] = formId && isUuid(formId) ? await ctx.db.select().from(forms).where(and(eq(forms.appId, ctx.app.id), eq(forms.id, formId))).limit(1) : [];
  if (!row) return { items: [], page, total_count: 0, form: null, scope };
  const form = formOf(row);
  const where = and(
    eq(formSubmissions.appId, ctx.app.id),
    eq(formSubmissions.formId, form.id),
    scope === 'mine' ? eq(formSubmissions.memberId, member.id) : undefined,
  );
  return { ...(await submissionPage(ctx, { where, page, formsById: new Map([[form.id, form]]), withNames: scope === 'community' })), form: { id: form.id, title: form.title }, scope };
}

export async function submissionsCount(ctx: AppContext, formId: string): Promise<number> {
  const { member, form } = await memberAndForm(ctx, formId);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.appId, ctx.app.id), eq(formSubmissions.formId, form.id), eq(formSubmissions.memberId, member.id)));
  return row?.n ?? 0;
}

/** `GET /forms_submissions_number`: the member's submissions of forms of one kind (quizzes have a field with a correct answer). */
export async function submissionsNumber(ctx: AppContext, kind: (typeof api.formKinds)[number]): Promise<number> {
  const { member } = await ctx.requireMember();
  let formIds: string[] | null = null;
  if (kind !== 'all') {
    const rows = await ctx.db.select().from(forms).where(eq(forms.appId, ctx.app.id));
    formIds = rows.filter((row) => fieldsOf(formOf(row)).some(isQuizLike) === (kind === 'quiz')).map((row) => row.id);
    if (formIds.length === 0) return 0;
  }
  const [row] = await ctx.db
    .select({ n: count() })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.appId, ctx.app.id), eq(formSubmissions.memberId, member.id), formIds ? inArray(formSubmissions.formId, formIds) : undefined));
  return row?.n ?? 0;
}

/** The app's `auth_signed_up` form while the member has not sent it (the sign-in response's `sign_up_form_id`). */
export async function pendingSignUpFormId(db: Db, member: MemberRow): Promise<string | null> {
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .leftJoin(formSubmissions, and(eq(formSubmissions.formId, forms.id), eq(formSubmissions.memberId, member.id)))
    .where(and(eq(forms.appId, member.appId), eq(forms.trigger, 'auth_signed_up'), isNull(formSubmissions.id)))
    .orderBy(desc(forms.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Whether the member has sent any form (SPEC §3 My content `has_form_submissions`). */
export async function hasSubmissions(db: Db, member: MemberRow): Promise<boolean> {
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.appId, member.appId), eq(formSubmissions.memberId, member.id)))
    .limit(1);
  return Boolean(row);
}
