import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  studioFormContract,
  studioFormsContract,
  studioMemberFormsContract,
  studioSubmissionContract,
  studioSubmissionsContract,
} from '@tessera/core/api/studio-forms';
import { studioApi } from '../../app/studio-api';

/** Query keys of the forms area: everything about one app's forms sits under `formsKey(appId)`. */
export const formsKey = (appId: string) => ['studio', 'forms', appId] as const;

export function formsListQuery(appId: string) {
  return queryOptions({
    queryKey: [...formsKey(appId), 'list'],
    queryFn: ({ signal }) => studioApi(studioFormsContract, { params: { appId } }, { signal }),
  });
}

export function formQuery(appId: string, formId: string) {
  return queryOptions({
    queryKey: [...formsKey(appId), 'form', formId],
    queryFn: ({ signal }) => studioApi(studioFormContract, { params: { appId, formId } }, { signal }),
  });
}

export const SUBMISSIONS_PER_PAGE = 25;

/** The submissions table's filters: member name or email, and a day range (YYYY-MM-DD, inclusive). */
export type SubmissionFilters = { q: string; from: string; to: string };

/** The filters as the contract's query: empty ones left out. */
export const filterQuery = ({ q, from, to }: SubmissionFilters) => ({ q: q || undefined, from: from || undefined, to: to || undefined });

export function submissionsQuery(appId: string, formId: string, filters: SubmissionFilters, page: number) {
  return queryOptions({
    queryKey: [...formsKey(appId), 'submissions', formId, filters, page],
    queryFn: ({ signal }) =>
      studioApi(studioSubmissionsContract, { params: { appId, formId }, query: { ...filterQuery(filters), page, per_page: SUBMISSIONS_PER_PAGE } }, { signal }),
    // Paging and filtering keep the last rows on screen (marked busy) instead of flashing a loading state.
    placeholderData: keepPreviousData,
  });
}

export function submissionQuery(appId: string, formId: string, submissionId: string) {
  return queryOptions({
    queryKey: [...formsKey(appId), 'submission', formId, submissionId],
    queryFn: ({ signal }) => studioApi(studioSubmissionContract, { params: { appId, formId, submissionId } }, { signal }),
  });
}

export function memberFormsQuery(appId: string, memberId: string) {
  return queryOptions({
    queryKey: [...formsKey(appId), 'member', memberId],
    queryFn: ({ signal }) => studioApi(studioMemberFormsContract, { params: { appId, memberId } }, { signal }),
  });
}
