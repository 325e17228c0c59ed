import { useSearchParams } from 'react-router';
import type { ListFilter } from './commerce-queries';

/** Rows a page of orders or subscriptions holds (the server's page size). */
export const PER_PAGE = 50;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PER_PAGE));

/**
 * A list's search, status and page in the address (?q=&status=&page=), so a search can be shared
 * or reloaded and Back steps through pages. Typing replaces the entry; paging adds one.
 */
export function useListFilter(statuses: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const status = params.get('status') ?? '';
  const filter: ListFilter = {
    q: params.get('q')?.trim() ?? '',
    status: statuses.includes(status) ? status : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  function show(next: Partial<ListFilter>, { isNewEntry = false } = {}) {
    const merged = { ...filter, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: !isNewEntry });
  }
  return { filter, show };
}

