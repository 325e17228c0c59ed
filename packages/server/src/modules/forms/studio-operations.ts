import type * as api from '@tessera/core/api/studio-forms';
import type { ContractBody, ContractQuery, ContractResponse } from '@tessera/core/contract';
import type { Form } from '@tessera/core/entities/form';
import { appError, fieldIssue } from '@tessera/core/error-catalogue';
import { toCsv } from '@tessera/core/csv';
import { formDocumentProblems } from '@tessera/core/forms/form-document';
import { fieldsOf, isQuizLike } from '@tessera/core/forms/form-values';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import type { OwnedAppContext } from '../apps/owned-app';
import { members } from '../members/schema';
import { propertiesOf } from '../members/subscriber-operations';
import { pages } from '../pages/schema';
import { findForm, formOf, isUuid, submissionOf } from './form-view';
import { formSubmissionEdits, formSubmissions, forms, type FormRow } from './schema';

/**
 * The studio's forms (SPEC §3 Form): live on every save, like overlays (decision 022), and checked
 * by core's `formDocumentProblems` so that members only ever meet a form that works.
 */

async function submissionCounts(ctx: OwnedAppContext, formIds: string[]): Promise<Map<string, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ formId: formSubmissions.formId, n: count() })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.appId, ctx.app.id), inArray(formSubmissions.formId, formIds)))
    .groupBy(formSubmissions.formId);
  return new Map(rows.map((row) => [row.formId, row.n]));
}

export async function studioFormOf(ctx: OwnedAppContext, row: FormRow): Promise<api.StudioForm> {
  const counts = await submissionCounts(ctx, [row.id]);
  return { ...formOf(row), page_id: row.pageId, submission_count: counts.get(row.id) ?? 0, revision: row.revision, updated_at: row.updatedAt.toISOString() };
}

export async function listForms(ctx: OwnedAppContext): Promise<api.StudioFormSummary[]> {
  const rows = await ctx.db.select().from(forms).where(eq(forms.appId, ctx.app.id)).orderBy(desc(forms.createdAt), desc(forms.id));
  const counts = await submissionCounts(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const fields = fieldsOf(formOf(row));
    return {
      id: row.id,
      title: row.title,
      trigger: row.trigger ?? null,
      field_count: fields.length,
      is_quiz: fields.some(isQuizLike),
      page_id: row.pageId,
      submission_count: counts.get(row.id) ?? 0,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export const requireStudioForm = (ctx: OwnedAppContext, formId: string) => findForm(ctx.db, ctx.app.id, formId);

type FormParts = Partial<ContractBody<typeof api.createFormContract>>;

/** The parts as they may be stored: the form document works, and its page is a form page of this app not showing another form. */
async function checkedParts(ctx: OwnedAppContext, parts: FormParts, formId: string | null) {
  const issues = parts.form_groups ? formDocumentProblems(parts.form_groups).map((p) => fieldIssue(p.field, p.code, p.params)) : [];
  if (parts.page_id) {
    const [page] = await ctx.db
      .select({ id: pages.id, contentType: pages.contentType })
      .from(pages)
      .where(and(eq(pages.appId, ctx.app.id), eq(pages.id, parts.page_id)))
      .limit(1);
    const [other] = await ctx.db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.appId, ctx.app.id), eq(forms.pageId, parts.page_id)))
      .limit(1);
    if (!page || page.contentType !== 'form') issues.push(fieldIssue('body.page_id', 'invalid'));
    else if (other && other.id !== formId) issues.push(fieldIssue('body.page_id', 'invalid'));
  }
  if (issues.length > 0) throw appError('validation_failed', { message: `${issues[0]!.field}: ${issues[0]!.message}`, details: issues });
  return {
    ...(parts.title !== undefined ? { title: parts.title } : {}),
    ...(parts.trigger !== undefined ? { trigger: parts.trigger } : {}),
    ...(parts.show_intro_screen !== undefined ? { showIntroScreen: parts.show_intro_screen } : {}),
    ...(parts.intro_heading !== undefined ? { introHeading: parts.intro_heading } : {}),
    ...(parts.intro_description !== undefined ? { introDescription: parts.intro_description } : {}),
    ...(parts.form_groups !== undefined ? { groups: parts.form_groups } : {}),
    ...(parts.included_items !== undefined ? { includedItems: parts.included_items } : {}),
    ...(parts.page_id !== undefined ? { pageId: parts.page_id } : {}),
  };
}

export async function createForm(ctx: OwnedAppContext, body: ContractBody<typeof api.createFormContract>): Promise<FormRow> {
  const parts = await checkedParts(ctx, body, null);
  const [row] = await ctx.db
    .insert(forms)
    .values({ appId: ctx.app.id, title: body.title, ...parts })
    .returning();
  return row!;
}

const editConflict = (revision: number) => appError('edit_conflict', { message: 'This form was changed elsewhere. Reload it to see the latest version.', details: { revision } });

/** Saves at the revision the builder loaded (409 when someone saved since); the check and the write are one statement. */
export async function updateForm(ctx: OwnedAppContext, formId: string, body: ContractBody<typeof api.updateFormContract>): Promise<FormRow> {
  const current = await requireStudioForm(ctx, formId);
  if (body.revision !== current.revision) throw editConflict(current.revision);
  const { revision, ...rest } = body;
  const parts = await checkedParts(ctx, rest, current.id);
  const [updated] = await ctx.db
    .update(forms)
    .set({ ...parts, revision: sql`${forms.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(forms.id, current.id), eq(forms.appId, ctx.app.id), eq(forms.revision, revision)))
    .returning();
  if (!updated) throw editConflict((await requireStudioForm(ctx, formId)).revision);
  return updated;
}

export async function deleteForm(ctx: OwnedAppContext, formId: string): Promise<string> {
  const row = await requireStudioForm(ctx, formId);
  await ctx.db.delete(forms).where(and(eq(forms.id, row.id), eq(forms.appId, ctx.app.id)));
  return row.id;
}

type Filters = Omit<ContractQuery<typeof api.studioSubmissionsContract>, 'page' | 'per_page'>;

function filtersOf(ctx: OwnedAppContext, formId: string, filters: Filters): SQL | undefined {
  const term = filters.q?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : null;
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return and(
    eq(formSubmissions.appId, ctx.app.id),
    eq(formSubmissions.formId, formId),
    filters.member_id ? eq(formSubmissions.memberId, filters.member_id) : undefined,
    filters.from ? gte(formSubmissions.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(formSubmissions.createdAt, dayAfter(filters.to)) : undefined,
    pattern ? or(ilike(members.name, pattern), ilike(members.email, pattern)) : undefined,
  );
}

/** Submissions with their members and histories, as the studio shows them. */
async function studioSubmissions(ctx: OwnedAppContext, args: { where: SQL | undefined; formsById: Map<string, Form>; limit?: number; offset?: number }) {
  let query = ctx.db
    .select({ submission: formSubmissions, member: { id: members.id, name: members.name, email: members.email, subscriberUuid: members.subscriberUuid } })
    .from(formSubmissions)
    .innerJoin(members, eq(members.id, formSubmissions.memberId))
    .where(args.where)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .$dynamic();
  if (args.limit !== undefined) query = query.limit(args.limit).offset(args.offset ?? 0);
  const rows = await query;
  const ids = rows.map((row) => row.submission.id);
  const edits = ids.length
    ? await ctx.db
        .select()
        .from(formSubmissionEdits)
        .where(and(eq(formSubmissionEdits.appId, ctx.app.id), inArray(formSubmissionEdits.submissionId, ids)))
        .orderBy(asc(formSubmissionEdits.createdAt))
    : [];
  return rows.flatMap(({ submission, member }): api.StudioSubmission[] => {
    const form = args.formsById.get(submission.formId);
    if (!form) return [];
    return [
      {
        ...submissionOf(form, submission, { subscriberUuid: member.subscriberUuid, name: member.name }),
        member: { id: member.id, name: member.name, email: member.email },
        history: edits
          .filter((edit) => edit.submissionId === submission.id)
          .map((edit) => ({ edited_at: edit.createdAt.toISOString(), edited_by: edit.editedBy, changes: edit.changes })),
      },
    ];
  });
}

export async function listSubmissions(
  ctx: OwnedAppContext,
  formId: string,
  query: ContractQuery<typeof api.studioSubmissionsContract>,
): Promise<ContractResponse<typeof api.studioSubmissionsContract>> {
  const form = formOf(await requireStudioForm(ctx, formId));
  const where = filtersOf(ctx, form.id, query);
  const [items, [total]] = await Promise.all([
    studioSubmissions(ctx, { where, formsById: new Map([[form.id, form]]), limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    ctx.db.select({ n: count() }).from(formSubmissions).innerJoin(members, eq(members.id, formSubmissions.memberId)).where(where),
  ]);
  return { items, page: query.page, per_page: query.per_page, total_count: total?.n ?? 0 };
}

export async function studioSubmission(ctx: OwnedAppContext, formId: string, submissionId: string): Promise<api.StudioSubmission> {
  const form = formOf(await requireStudioForm(ctx, formId));
  const [item] = isUuid(submissionId)
    ? await studioSubmissions(ctx, { where: and(eq(formSubmissions.appId, ctx.app.id), eq(formSubmissions.formId, form.id), eq(formSubmissions.id, submissionId)), formsById: new Map([[form.id, form]]) })
    : [];
  if (!item) throw appError('submission_not_found');
  return item;
}

/** The most rows one export writes; a bound, so one request stays small. */
const EXPORT_MAX_ROWS = 10_000;

/** The filtered table as CSV: one row per submission, one column per field of the form as it is now, images as their addresses. */
export async function exportSubmissions(ctx: OwnedAppContext, formId: string, filters: Filters): Promise<ContractResponse<typeof api.exportSubmissionsContract>> {
  const form = formOf(await requireStudioForm(ctx, formId));
  const items = await studioSubmissions(ctx, { where: filtersOf(ctx, form.id, filters), formsById: new Map([[form.id, form]]), limit: EXPORT_MAX_ROWS });
  const fields = fieldsOf(form);
  const isQuiz = fields.some(isQuizLike);
  const header = ['submitted_at', 'member_name', 'member_email', ...fields.map((field) => field.label), ...(isQuiz ? ['score'] : [])];
  const lines = items.map((item) => {
    const byId = new Map(item.submitted_values.map((value) => [value.form_field_id, value]));
    return [
      item.submitted_at,
      item.member.name,
      item.member.email,
      ...fields.map((field) => {
        const value = byId.get(field.id);
        return value?.image ?? value?.value ?? '';
      }),
      ...(isQuiz ? [item.quiz ? `${item.quiz.correct}/${item.quiz.total}` : ''] : []),
    ];
  });
  const slug = form.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'form';
  return { filename: `${slug}-submissions.csv`, csv: toCsv(header, lines), row_count: items.length };
}

/** The member detail: their properties and their submissions of every form. */
export async function memberForms(ctx: OwnedAppContext, memberId: string): Promise<ContractResponse<typeof api.studioMemberFormsContract>> {
  const [member] = await ctx.db.select().from(members).where(and(eq(members.appId, ctx.app.id), eq(members.id, memberId))).limit(1);
  if (!member) throw appError('member_not_found');
  const formRows = await ctx.db.select().from(forms).where(eq(forms.appId, ctx.app.id));
  const [properties, submissions] = await Promise.all([
    propertiesOf(ctx, member),
    studioSubmissions(ctx, {
      where: and(eq(formSubmissions.appId, ctx.app.id), eq(formSubmissions.memberId, member.id)),
      formsById: new Map(formRows.map((row) => [row.id, formOf(row)])),
      limit: 100,
    }),
  ]);
  return { properties, submissions };
}
